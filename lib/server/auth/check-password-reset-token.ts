import "server-only";
import { resetTokenState, type ResetTokenState } from "@/lib/auth/password-reset";
import { db } from "../db";
import { hashToken } from "./sessions";

/**
 * Whether an emailed reset token can still set a password, so the reset page can say at once
 * when a link is used, expired or unknown. Reading it changes nothing.
 */
export async function checkPasswordResetToken(
  token: string | null | undefined,
  now: Date = new Date(),
): Promise<ResetTokenState> {
  if (!token || token.length > 200) return "unknown";
  const row = await db.passwordResetToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { expiresAt: true, usedAt: true, user: { select: { isActive: true } } },
  });
  return resetTokenState(
    row && { expiresAt: row.expiresAt, usedAt: row.usedAt, userActive: row.user.isActive },
    now,
  );
}
