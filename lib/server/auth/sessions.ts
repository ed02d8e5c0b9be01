/**
 * Sessions are database rows (docs/product-rules.md §3). The bearer token (API) and the web
 * cookie both name one row, so logout, deactivation and a password change end them at
 * once: every request re-reads the row.
 */
import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { db, type Tx } from "../db";
import type { Actor } from "../actor";

export const SESSION_DAYS = 30;

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export type SessionMeta = { ipAddress?: string | null; userAgent?: string | null };

/** Creates a session; returns the raw token, which is shown once and stored only hashed. */
export async function createSession(userId: number, meta: SessionMeta = {}) {
  const token = randomBytes(32).toString("base64url");
  const id = hashToken(token);
  await db.session.create({
    data: {
      id,
      userId,
      expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000),
      ipAddress: meta.ipAddress?.slice(0, 100) ?? null,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
    },
  });
  return { token, sessionId: id };
}

/** The actor behind a session id, or null when the session is gone, expired or its user inactive. */
export async function actorForSession(sessionId: string): Promise<Actor | null> {
  if (!/^[0-9a-f]{64}$/.test(sessionId)) return null;
  // One round trip on every signed-in request: the session, its user and their kitchen.
  const [session] = await db.$queryRaw<
    {
      id: string;
      expiresAt: Date;
      userId: number;
      role: Actor["role"];
      isActive: boolean;
      catererId: number | null;
    }[]
  >`
    SELECT s."id", s."expiresAt", u."id" AS "userId", u."role"::text AS "role", u."isActive",
           c."id" AS "catererId"
    FROM "sessions" s
    JOIN "users" u ON u."id" = s."userId"
    LEFT JOIN "caterers" c ON c."userId" = u."id"
    WHERE s."id" = ${sessionId}`;
  if (!session) return null;
  if (session.expiresAt <= new Date() || !session.isActive) {
    // Expired, or the user was deactivated: the session is over for good, so that
    // reactivating the account does not bring old tokens back.
    await db.session.deleteMany({
      where: session.isActive ? { id: session.id } : { userId: session.userId },
    });
    return null;
  }
  return {
    userId: session.userId,
    role: session.role,
    // A kitchen's powers go with the caterer role: a caterer demoted to customer keeps
    // the profile row (its bookings' history) but no longer runs it.
    catererId: session.role === "caterer" ? session.catererId : null,
    sessionId: session.id,
  };
}

export async function actorForToken(token: string): Promise<Actor | null> {
  if (!token || token.length > 200) return null;
  return actorForSession(hashToken(token));
}

export async function deleteSession(sessionId: string) {
  await db.session.deleteMany({ where: { id: sessionId } });
}

/**
 * Ends every session of a user, except optionally the one making the change, inside the
 * caller's transaction: a deactivation or a new password and the sign-out commit together.
 */
export async function deleteUserSessions(tx: Tx, userId: number, exceptSessionId?: string) {
  await tx.session.deleteMany({
    where: { userId, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) },
  });
}
