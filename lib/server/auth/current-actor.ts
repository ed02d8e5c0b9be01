/**
 * Resolves the acting user of a request: `Authorization: Bearer <token>` (API clients) or
 * the Auth.js session cookie (the web). Both name a session row, which is read on every
 * request, so a logout, deactivation or password change takes effect at once.
 */
import "server-only";
import { isIP } from "node:net";
import { cache } from "react";
import { headers } from "next/headers";
import { getToken } from "next-auth/jwt";
import type { Actor } from "../actor";
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

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * A cookie-authenticated write must come from our own pages (CSRF). Browsers mark every
 * request: `Sec-Fetch-Site` says where it comes from, and `Origin` is sent on every
 * cross-origin write. An HTML form on another site always sends a form content type, so
 * any content type but JSON is refused too. A write without a body (DELETE, a POST that
 * needs no payload) from our own pages carries no content type and passes; from another
 * site it carries that site's Origin and fails. Bearer requests carry their own proof and
 * are exempt.
 */
export function looksCrossSite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const contentType = request.headers.get("content-type");
  if (contentType !== null && !contentType.toLowerCase().startsWith("application/json")) {
    return true;
  }
  const length = request.headers.get("content-length");
  const hasBody =
    (length !== null && length !== "0") || request.headers.get("transfer-encoding") !== null;
  // A body the browser sent without saying what it is (text, a blob): not one of ours.
  if (hasBody && contentType === null) return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  const host =
    request.headers.get("x-forwarded-host") ??
    request.headers.get("host") ??
    new URL(request.url).host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/** For route handlers. */
export async function actorFromRequest(request: Request): Promise<Actor | null> {
  const authorization = request.headers.get("authorization");
  if (authorization && /^bearer\s/i.test(authorization)) return actorFromHeaders(request.headers);
  if (looksCrossSite(request)) return null;
  return actorFromHeaders(request.headers);
}

/** For server components and server actions; cached for the duration of one render. */
export const currentActor = cache(async (): Promise<Actor | null> => {
  return actorFromHeaders(await headers());
});

/**
 * The client's address. Our HTTP server (scripts/runtime/server.mjs) replaces X-Forwarded-For with
 * the one address it trusts (the socket's peer, or with TRUSTED_PROXY_HOPS set the entry our
 * own proxies wrote) before Next sees the request, so whatever a client sends there never
 * arrives here. The last entry is read in case a platform appends. Null when there is no
 * usable address, in which case limits count per email or per user only.
 */
export function clientAddress(requestHeaders: Headers): string | null {
  const chain = (requestHeaders.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const candidate = chain[chain.length - 1];
  return candidate && isIP(candidate) ? candidate : null;
}

export function sessionMeta(requestHeaders: Headers) {
  return { ipAddress: clientAddress(requestHeaders), userAgent: requestHeaders.get("user-agent") };
}
