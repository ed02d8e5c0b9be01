import "server-only";
import { db } from "../db";

/** Expired links are kept a day, so a late click still hears "expired" rather than "unknown". */
const KEEP_AFTER_EXPIRY_MS = 24 * 60 * 60_000;

/**
 * Removes password-reset, email-verification and sign-in-link tokens that expired more than a day ago
 * (used ones included: every token expires). Their hashes are useless by then, and an
 * account's old links should not pile up. Run by the job worker.
 */
export async function clearExpiredAccountTokens(now: Date = new Date()) {
  const before = new Date(now.getTime() - KEEP_AFTER_EXPIRY_MS);
  const [resets, verifications, links] = await db.$transaction([
    db.passwordResetToken.deleteMany({ where: { expiresAt: { lt: before } } }),
    db.emailVerificationToken.deleteMany({ where: { expiresAt: { lt: before } } }),
    db.signInLink.deleteMany({ where: { expiresAt: { lt: before } } }),
  ]);
  return resets.count + verifications.count + links.count;
}
