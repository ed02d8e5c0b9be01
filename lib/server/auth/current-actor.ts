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

/**
 * The client's address as the reverse proxy in front of the app reports it (first
 * X-Forwarded-For hop, or X-Real-IP); null when there is none. Next.js does not expose the
 * socket address, and without a proxy the header can be forged, which is why sign-in is
 * limited per email as well.
 */
export function clientAddress(requestHeaders: Headers): string | null {
  const forwarded = requestHeaders.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || requestHeaders.get("x-real-ip")?.trim() || null;
}

export function sessionMeta(requestHeaders: Headers) {
  return { ipAddress: clientAddress(requestHeaders), userAgent: requestHeaders.get("user-agent") };
}
