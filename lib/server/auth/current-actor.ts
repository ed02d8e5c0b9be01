/**
 * Resolves the acting user of a request: `Authorization: Bearer <token>` (API clients) or
 * the Auth.js session cookie (the web). Both name a session row, which is read on every
 * request, so a logout, deactivation or password change takes effect at once.
 */
import { cache } from "react";
import { headers } from "next/headers";
import { getToken } from "next-auth/jwt";
import type { Actor } from "./actor";
import { actorForSession, actorForToken } from "./sessions";

async function sessionIdFromCookie(requestHeaders: Headers): Promise<string | null> {
  const secret = process.env.AUTH_SECRET;
  if (!secret) return null;
  for (const secureCookie of [false, true]) {
    const jwt = await getToken({ req: { headers: requestHeaders }, secret, secureCookie }).catch(
      () => null,
    );
    if (jwt && typeof jwt.sid === "string") return jwt.sid;
  }
  return null;
}

export async function actorFromHeaders(requestHeaders: Headers): Promise<Actor | null> {
  const authorization = requestHeaders.get("authorization");
  if (authorization && /^bearer\s/i.test(authorization)) {
    return actorForToken(authorization.slice(7).trim());
  }
  const sid = await sessionIdFromCookie(requestHeaders);
  return sid ? actorForSession(sid) : null;
}

/** For route handlers. */
export function actorFromRequest(request: Request): Promise<Actor | null> {
  return actorFromHeaders(request.headers);
}

/** For server components and server actions; cached for the duration of one render. */
export const currentActor = cache(async (): Promise<Actor | null> => {
  return actorFromHeaders(await headers());
});

export function clientAddress(requestHeaders: Headers): string {
  // The first X-Forwarded-For hop is the client as our reverse proxy saw it. Without a
  // proxy it can be forged, which is why sign-in is limited per email as well.
  const forwarded = requestHeaders.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || requestHeaders.get("x-real-ip") || "local";
}

export function sessionMeta(requestHeaders: Headers) {
  return { ipAddress: clientAddress(requestHeaders), userAgent: requestHeaders.get("user-agent") };
}
