import "server-only";
import { randomBytes } from "node:crypto";
import { db, type Tx } from "../db";
import { AppError } from "../errors";
import { enqueueEmail } from "../email/enqueue";
import { signInLinkEmail } from "./emails/sign-in-link";
import { createSession, hashToken, type SessionMeta } from "./sessions";

/** How long an emailed sign-in link works, once. */
export const SIGN_IN_LINK_MINUTES = 30;
export const SIGN_IN_LINK_UNUSABLE =
  "This sign-in link has expired or was already used. Sign in with your password, or reset it.";

/**
 * Emails an account's owner a one-time sign-in link (docs/security.md, "Guessing one
 * account's password"): sent when sign-ins to the account fail from many addresses, so the
 * owner gets in whatever the guessers do. Only the token's SHA-256 is stored.
 */
export async function emailSignInLink(email: string, now: Date = new Date()) {
  const user = await db.user.findUnique({
    where: { email },
    select: { id: true, email: true, firstName: true, isActive: true },
  });
  if (!user?.isActive) return false;
  const token = randomBytes(32).toString("base64url");
  await db.$transaction(async (tx: Tx) => {
    await tx.signInLink.create({
      data: {
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt: new Date(now.getTime() + SIGN_IN_LINK_MINUTES * 60_000),
      },
    });
    await enqueueEmail(tx, signInLinkEmail, {
      to: user.email,
      recipientUserId: user.id,
      data: { firstName: user.firstName, token },
    });
  });
  return true;
}

/** Whether a link can still sign in (the page asks before offering its button). */
export async function signInLinkUsable(token: string | null, now: Date = new Date()) {
  if (!token || token.length > 200) return false;
  const row = await db.signInLink.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { expiresAt: true, usedAt: true, user: { select: { isActive: true } } },
  });
  return Boolean(row && !row.usedAt && row.expiresAt > now && row.user.isActive);
}

/** Signs in with an emailed link: it is used up in the same statement that checks it. */
export async function logInWithLink(
  token: string | null,
  meta: SessionMeta = {},
  now: Date = new Date(),
) {
  if (!token || token.length > 200) throw new AppError("invalid_input", SIGN_IN_LINK_UNUSABLE);
  const tokenHash = hashToken(token);
  const used = await db.signInLink.updateMany({
    where: { tokenHash, usedAt: null, expiresAt: { gt: now }, user: { isActive: true } },
    data: { usedAt: now },
  });
  if (used.count !== 1) throw new AppError("invalid_input", SIGN_IN_LINK_UNUSABLE);
  const { userId } = await db.signInLink.findUniqueOrThrow({
    where: { tokenHash },
    select: { userId: true },
  });
  return createSession(userId, meta);
}
