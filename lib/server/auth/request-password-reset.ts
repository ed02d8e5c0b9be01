import "server-only";
import { randomBytes } from "node:crypto";
import type { z } from "zod";
import { RESET_REQUESTED_MESSAGE, resetTokenExpiry } from "@/lib/auth/password-reset";
import { forgotPasswordSchema } from "@/lib/auth/schemas";
import { db } from "../db";
import { enqueueEmail } from "../email/enqueue";
import { passwordResetEmail } from "./emails/password-reset";
import { consumeRateLimits } from "../rate-limit";
import { parseInput } from "../validation";
import { hashToken, type SessionMeta } from "./sessions";

/**
 * "Forgot password?" (docs/security.md, "Account takeover through a lost password"). The
 * answer is the same whether or not the address has an account, and the limits count every
 * request alike, so neither tells anyone which addresses are customers. An active account
 * gets an email with a single-use link valid 30 minutes; only the token's SHA-256 is stored.
 */
export async function requestPasswordReset(
  input: z.input<typeof forgotPasswordSchema>,
  meta: SessionMeta = {},
) {
  const { email } = parseInput(forgotPasswordSchema, input);
  await consumeRateLimits([
    ["passwordResetPerEmail", email],
    ["passwordResetPerAddress", meta.ipAddress ?? null],
  ]);
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, email: true, firstName: true, isActive: true },
  });
  if (user?.isActive) {
    const token = randomBytes(32).toString("base64url");
    await db.$transaction(async (tx) => {
      await tx.passwordResetToken.create({
        data: {
          tokenHash: hashToken(token),
          userId: user.id,
          expiresAt: resetTokenExpiry(new Date()),
        },
      });
      await enqueueEmail(tx, passwordResetEmail, {
        to: user.email,
        recipientUserId: user.id,
        data: { firstName: user.firstName, token },
      });
    });
  }
  return { message: RESET_REQUESTED_MESSAGE };
}
