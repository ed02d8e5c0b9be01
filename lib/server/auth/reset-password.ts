import "server-only";
import { deleteUserSessions } from "./sessions";
import type { z } from "zod";
import {
  PASSWORD_RESET_DONE,
  RESET_LINK_UNUSABLE,
  resetTokenState,
} from "@/lib/auth/password-reset";
import { resetPasswordSchema } from "@/lib/auth/schemas";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { hashPassword } from "./password";
import { hashToken } from "./sessions";

function unusable(state: keyof typeof RESET_LINK_UNUSABLE) {
  return new AppError("invalid_input", RESET_LINK_UNUSABLE[state], {
    errors: [{ path: "token", message: RESET_LINK_UNUSABLE[state] }],
  });
}

/**
 * Sets a new password with an emailed reset token (docs/product-rules.md §3). The token is
 * claimed in the same transaction that changes the password, so it works exactly once
 * even when sent twice at the same moment; every session of the account ends (whoever
 * holds the old password or a stolen session is signed out), every other reset link of the
 * account stops working, and the audit trail records the change.
 */
export async function resetPassword(input: z.input<typeof resetPasswordSchema>) {
  const data = parseInput(resetPasswordSchema, input);
  const tokenHash = hashToken(data.token);
  const now = new Date();
  const row = await db.passwordResetToken.findUnique({
    where: { tokenHash },
    select: {
      id: true,
      expiresAt: true,
      usedAt: true,
      user: { select: { id: true, email: true, role: true, isActive: true, passwordHash: true } },
    },
  });
  const state = resetTokenState(
    row && { expiresAt: row.expiresAt, usedAt: row.usedAt, userActive: row.user.isActive },
    now,
  );
  if (!row || state !== "usable") throw unusable(state === "usable" ? "unknown" : state);
  const user = row.user;
  const passwordHash = await hashPassword(data.password);
  await db.$transaction(async (tx) => {
    const claimed = await tx.passwordResetToken.updateMany({
      where: { id: row.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (claimed.count !== 1) throw unusable("used");
    await tx.passwordResetToken.updateMany({
      where: { userId: user.id, usedAt: null },
      data: { usedAt: now },
    });
    await tx.user.update({ where: { id: user.id }, data: { passwordHash } });
    await deleteUserSessions(tx, user.id);
    // The person acts on their own account, proven by the emailed link.
    await recordAudit(
      tx,
      { userId: user.id, role: user.role, catererId: null, sessionId: "" },
      {
        action: "user.password_reset",
        entityType: "user",
        entityId: user.id,
        before: { passwordHash: user.passwordHash },
        after: { passwordHash },
      },
    );
  });
  return { message: PASSWORD_RESET_DONE };
}
