/**
 * The rules of a "Forgot password?" link (docs/product-rules.md §3, docs/security.md):
 * one token, good once, for 30 minutes. Pure, so the page, the domain functions and the
 * unit tests share them.
 */
export const RESET_TOKEN_MINUTES = 30;

/** The one answer to every reset request, whether or not the address has an account. */
export const RESET_REQUESTED_MESSAGE =
  "If an account exists for that email, we have sent a link to reset its password. The link works once, for 30 minutes.";

export const RESET_LINK_UNUSABLE: Record<Exclude<ResetTokenState, "usable">, string> = {
  unknown: "This password reset link is not valid. Please request a new one.",
  used: "This password reset link has already been used. Please request a new one.",
  expired: "This password reset link has expired. Please request a new one.",
};

export const PASSWORD_RESET_DONE = "Your password has been reset. Please sign in with it.";

export type ResetTokenState = "usable" | "unknown" | "used" | "expired";

/** When a token issued at `now` stops working. */
export function resetTokenExpiry(now: Date): Date {
  return new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000);
}

/**
 * Whether a stored token (or none) may reset a password at `now`. A token of an account
 * that was deactivated is as good as unknown: the reset must not revive it.
 */
export function resetTokenState(
  row: { expiresAt: Date; usedAt: Date | null; userActive: boolean } | null,
  now: Date,
): ResetTokenState {
  if (!row || !row.userActive) return "unknown";
  if (row.usedAt) return "used";
  if (row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "usable";
}
