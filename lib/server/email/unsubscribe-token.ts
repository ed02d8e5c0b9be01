import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { OutboxEmail } from "./definition";

/** The Settings switches a one-click unsubscribe can turn off, by the name its link uses. */
export const UNSUBSCRIBE_KINDS = {
  orders: "emailNotifications",
  messages: "messageEmails",
} as const;
export type UnsubscribeKind = keyof typeof UNSUBSCRIBE_KINDS;

/** The switch that turns this email off, or null when nothing can (receipts, resets). */
export function unsubscribeKindOf(email: Pick<OutboxEmail, "preference">): UnsubscribeKind | null {
  if (!email.preference) return null;
  return email.preference === "messageEmails" ? "messages" : "orders";
}

const sign = (secret: string, userId: number, kind: string) =>
  createHmac("sha256", secret).update(`email-unsubscribe\n${userId}\n${kind}`).digest();

/**
 * "{userId}.{kind}.{HMAC}" signed with AUTH_SECRET: it names whose switch and which, needs no
 * stored row and never expires (mail is read late); null without a secret (no link then).
 */
export function unsubscribeToken(userId: number, kind: UnsubscribeKind): string | null {
  const secret = process.env.AUTH_SECRET;
  if (!secret) return null;
  return `${userId}.${kind}.${sign(secret, userId, kind).toString("base64url")}`;
}

/** The user and kind a token names, or null when it is not one we signed. */
export function readUnsubscribeToken(
  token: string,
): { userId: number; kind: UnsubscribeKind } | null {
  const secret = process.env.AUTH_SECRET;
  const match = /^([1-9]\d{0,9})\.(orders|messages)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!secret || !match) return null;
  const userId = Number(match[1]);
  const kind = match[2] as UnsubscribeKind;
  // Compared as text: decoding would accept the 3 other spellings of the last character.
  const given = Buffer.from(match[3]!);
  const expected = Buffer.from(sign(secret, userId, kind).toString("base64url"));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind };
}
