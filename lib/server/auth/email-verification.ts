import "server-only";
import { randomBytes } from "node:crypto";
import {
  ALREADY_VERIFIED_MESSAGE,
  EMAIL_VERIFIED_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
  VERIFY_LINK_UNUSABLE,
  verifyTokenExpiry,
  verifyTokenState,
  type VerifyTokenState,
} from "@/lib/auth/email-verification";
import { db, type Tx } from "../db";
import { enqueueEmail } from "../email/enqueue";
import { verifyEmailEmail } from "./emails/verify-email";
import { AppError } from "../errors";
import { consumeRateLimits } from "../rate-limit";
import { requireActor, type Actor } from "../actor";
import { hashToken } from "./sessions";

/**
 * Stores a fresh "Verify your email" token for the account in the caller's transaction and
 * returns the raw token for the email: only its SHA-256 is kept (docs/security.md, "Mail to
 * addresses nobody proved"). Sign-up puts it in the welcome email (one email per sign-up);
 * "Resend verification email" sends it on its own.
 */
export async function createEmailVerificationToken(
  tx: Tx,
  userId: number,
  now: Date = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx.emailVerificationToken.create({
    data: { tokenHash: hashToken(token), userId, expiresAt: verifyTokenExpiry(now) },
  });
  return token;
}

/**
 * Opens an emailed verification link: marks the address verified. The token is claimed in
 * the same transaction, so it works exactly once; the other links of the account stop
 * working. A link to an address the account no longer has is refused (the token's user
 * changed their email since): it proves nothing about the new one.
 */
export async function verifyEmail(token: string | null | undefined) {
  if (!token || token.length > 200) throw unusable("unknown");
  const now = new Date();
  const row = await db.emailVerificationToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      id: true,
      expiresAt: true,
      usedAt: true,
      user: { select: { id: true, isActive: true, emailVerified: true } },
    },
  });
  const state: VerifyTokenState = verifyTokenState(
    row && { expiresAt: row.expiresAt, usedAt: row.usedAt, userActive: row.user.isActive },
    now,
  );
  // A second click on a used link of a proven address: say it is proven, not "request a new
  // link" (issue 46). Once the account's address changed (unverified), the link is refused.
  if (row && state === "used" && row.user.emailVerified)
    return { message: ALREADY_VERIFIED_MESSAGE };
  if (!row || state !== "usable") throw unusable(state === "usable" ? "unknown" : state);
  await db.$transaction(async (tx) => {
    const claimed = await tx.emailVerificationToken.updateMany({
      where: { id: row.id, usedAt: null, expiresAt: { gt: now } },
      data: { usedAt: now },
    });
    if (claimed.count !== 1) throw unusable("used");
    await tx.emailVerificationToken.updateMany({
      where: { userId: row.user.id, usedAt: null },
      data: { usedAt: now },
    });
    await tx.user.update({ where: { id: row.user.id }, data: { emailVerified: true } });
  });
  return { message: EMAIL_VERIFIED_MESSAGE };
}

/** "Resend verification email" for the signed-in account, rate limited per account. */
export async function resendEmailVerification(actor: Actor | null) {
  const a = requireActor(actor);
  const user = await db.user.findUniqueOrThrow({
    where: { id: a.userId },
    select: { id: true, email: true, firstName: true, emailVerified: true },
  });
  if (user.emailVerified) return { message: ALREADY_VERIFIED_MESSAGE };
  await consumeRateLimits([["verificationEmailPerUser", String(user.id)]]);
  await db.$transaction(async (tx) => {
    const token = await createEmailVerificationToken(tx, user.id);
    await enqueueEmail(tx, verifyEmailEmail, {
      to: user.email,
      recipientUserId: user.id,
      data: { firstName: user.firstName, token },
    });
  });
  return { message: VERIFICATION_SENT_MESSAGE };
}

function unusable(state: keyof typeof VERIFY_LINK_UNUSABLE) {
  return new AppError("invalid_input", VERIFY_LINK_UNUSABLE[state], {
    errors: [{ path: "token", message: VERIFY_LINK_UNUSABLE[state] }],
  });
}

/** Whether the signed-in account proved its address (the Settings page asks). */
export async function getEmailVerification(actor: Actor | null) {
  const a = requireActor(actor);
  const user = await db.user.findUniqueOrThrow({
    where: { id: a.userId },
    select: { email: true, emailVerified: true },
  });
  return { email: user.email, emailVerified: user.emailVerified };
}
