import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signature in a kitchen's one-tap reconfirm link (docs/product-rules.md §24), made like
 * the unsubscribe token: "{orderId}.{HMAC}" under AUTH_SECRET with a purpose of its own, so
 * no other signed token of ours (an unsubscribe link) passes for it. It proves only which
 * order; reconfirming twice is refused by the order's state, not by the token.
 */
const sign = (secret: string, orderId: number) =>
  createHmac("sha256", secret).update(`order-reconfirm\n${orderId}`).digest("base64url");

/** The token for an order's link; null without a secret (the email then has no link). */
export function reconfirmToken(orderId: number): string | null {
  const secret = process.env.AUTH_SECRET;
  return secret ? `${orderId}.${sign(secret, orderId)}` : null;
}

/** The order a token names, or null when it is not one we signed for reconfirming. */
export function readReconfirmToken(token: string): number | null {
  const secret = process.env.AUTH_SECRET;
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!secret || !match) return null;
  const orderId = Number(match[1]);
  // Compared as text: decoding would accept the 3 other spellings of the last character.
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(sign(secret, orderId));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return orderId;
}
