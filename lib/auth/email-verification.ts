/**
 * The rules of a "Verify your email" link (docs/product-rules.md §3, docs/security.md): one
 * token, good once, for 7 days. Pure, so the page, the domain functions and the unit tests
 * share them.
 */
export const VERIFY_TOKEN_DAYS = 7;

export const EMAIL_VERIFIED_MESSAGE = "Your email address is verified. Thank you!";

export const VERIFY_LINK_UNUSABLE: Record<Exclude<VerifyTokenState, "usable">, string> = {
  unknown: "This email verification link is not valid. Sign in and request a new one.",
  used: "This email verification link has already been used.",
  expired: "This email verification link has expired. Sign in and request a new one.",
};

export const VERIFICATION_SENT_MESSAGE =
  "We have sent a new verification link to your email address. It works once, for 7 days.";

export const ALREADY_VERIFIED_MESSAGE = "Your email address is already verified.";

export type VerifyTokenState = "usable" | "unknown" | "used" | "expired";

/** When a token issued at `now` stops working. */
export function verifyTokenExpiry(now: Date): Date {
  return new Date(now.getTime() + VERIFY_TOKEN_DAYS * 24 * 60 * 60_000);
}

/**
 * Whether a stored token (or none) may verify an address at `now`. A token of a
 * deactivated account is as good as unknown.
 */
export function verifyTokenState(
  row: { expiresAt: Date; usedAt: Date | null; userActive: boolean } | null,
  now: Date,
): VerifyTokenState {
  if (!row || !row.userActive) return "unknown";
  if (row.usedAt) return "used";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "usable";
}
