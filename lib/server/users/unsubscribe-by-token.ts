import "server-only";
import { z } from "zod";
import { db } from "../db";
import { readUnsubscribeToken, UNSUBSCRIBE_KINDS } from "../email/unsubscribe-token";
import { AppError } from "../errors";

export const UNSUBSCRIBE_LINK_INVALID = "This unsubscribe link is not valid";

const input = z.object({ token: z.string().max(200) });

/** The user and kind a link names; a bad token is a 400, as the POST's. */
export function unsubscribeTarget(raw: { token: string | null }) {
  const parsed = input.safeParse(raw);
  const named = parsed.success ? readUnsubscribeToken(parsed.data.token) : null;
  if (!named) throw new AppError("invalid_input", UNSUBSCRIBE_LINK_INVALID);
  return named;
}

/**
 * RFC 8058 one-click unsubscribe: the signed token in an email's List-Unsubscribe turns
 * that kind of email off for its user, as the Settings switch would. No session: the
 * signature is the proof. Repeating it is harmless; a bad token changes nothing (400).
 */
export async function unsubscribeByToken(raw: { token: string | null }) {
  const named = unsubscribeTarget(raw);
  const field = UNSUBSCRIBE_KINDS[named.kind];
  // updateMany: an account deleted since the email was sent is simply nothing to change.
  await db.user.updateMany({ where: { id: named.userId }, data: { [field]: false } });
  return { kind: named.kind };
}
