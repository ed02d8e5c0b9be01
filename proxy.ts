import { NextResponse, type NextRequest } from "next/server";
import {
  API_CONTENT_SECURITY_POLICY,
  contentSecurityPolicy,
  HSTS_HEADER,
  STATIC_SECURITY_HEADERS,
} from "@/lib/security/headers";

/**
 * The request guard only saves signed-out visitors a round trip: it redirects them from
 * caterer, admin and checkout pages to /auth. It is never the security boundary; layouts
 * and domain functions check the session row on every request. Customer pages are not
 * redirected: the spec has them say "Access Denied" with a login button.
 * It also forwards the path (x-pathname) so layouts can offer a way back after sign-in,
 * and puts the security headers on every page and API answer (pages get a fresh CSP nonce,
 * which Next reads from the request's Content-Security-Policy and puts on its scripts).
 */
const REDIRECT_WHEN_SIGNED_OUT = [
  "/caterer-dishes",
  "/availability",
  "/dashboard",
  "/admin",
  "/checkout",
];
/** Pages that send every non-admin, signed in or not, to the home page themselves. */
const SENT_HOME_BY_PAGE = ["/admin/caterer-applications"];
const SESSION_COOKIES = ["authjs.session-token", "__Secure-authjs.session-token"];

function withSecurityHeaders(request: NextRequest, response: NextResponse, csp: string) {
  for (const [name, value] of Object.entries(STATIC_SECURITY_HEADERS)) {
    response.headers.set(name, value);
  }
  response.headers.set("Content-Security-Policy", csp);
  // Our server sets X-Forwarded-Proto from the socket or a trusted proxy, never the client.
  if (request.headers.get("x-forwarded-proto") === "https") {
    response.headers.set("Strict-Transport-Security", HSTS_HEADER);
  }
  return response;
}

/**
 * A server-action call whose `Origin` is not our host: a POST with a `Next-Action` header
 * (a form sent by the page's scripts), or a form POST to a page (a form sent before them,
 * lib/forms/plain-post.ts: Next.js takes every multipart or urlencoded POST to a page for
 * one). Next.js compares the same way (the first `X-Forwarded-Host`, else `Host`; no
 * `serverActions.allowedOrigins` is configured) and refuses it, but with a 500; we answer
 * 403 first (docs/security.md, "Cross-site requests"). A call without `Origin` is left to
 * Next.js, which lets it through: only browsers send credentials, and they send `Origin`.
 */
function isCrossOriginAction(request: NextRequest): boolean {
  if (request.method !== "POST") return false;
  const type = request.headers.get("content-type") ?? "";
  const isPageFormPost =
    !request.nextUrl.pathname.startsWith("/api/") &&
    /^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(type);
  if (!request.headers.has("next-action") && !isPageFormPost) return false;
  const origin = request.headers.get("origin");
  if (origin === null) return false;
  let originHost: string;
  try {
    originHost = origin === "null" ? "null" : new URL(origin).host;
  } catch {
    return true;
  }
  const forwarded = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  const host = forwarded || request.headers.get("host");
  return !host || originHost !== host;
}

const CROSS_SITE_REFUSED = "Cross-site request refused";

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (isCrossOriginAction(request)) {
    return withSecurityHeaders(
      request,
      NextResponse.json({ message: CROSS_SITE_REFUSED }, { status: 403 }),
      API_CONTENT_SECURITY_POLICY,
    );
  }
  if (pathname === "/api" || pathname.startsWith("/api/")) {
    return withSecurityHeaders(request, NextResponse.next(), API_CONTENT_SECURITY_POLICY);
  }

  const nonce = btoa(crypto.randomUUID());
  const csp = contentSecurityPolicy(nonce);
  const hasSessionCookie = SESSION_COOKIES.some((name) => request.cookies.has(name));
  const under = (p: string) => pathname === p || pathname.startsWith(`${p}/`);
  const guarded = REDIRECT_WHEN_SIGNED_OUT.some(under) && !SENT_HOME_BY_PAGE.some(under);
  if (guarded && !hasSessionCookie) {
    const url = new URL("/auth", request.url);
    url.searchParams.set("callbackUrl", `${pathname}${search}`);
    return withSecurityHeaders(request, NextResponse.redirect(url), csp);
  }
  const headers = new Headers(request.headers);
  headers.set("x-pathname", `${pathname}${search}`);
  headers.set("x-nonce", nonce);
  headers.set("Content-Security-Policy", csp);
  return withSecurityHeaders(request, NextResponse.next({ request: { headers } }), csp);
}

export const config = {
  matcher: ["/((?!_next/static|_next/image|images|favicon.ico|robots.txt|sitemap.xml).*)"],
};
