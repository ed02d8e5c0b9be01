import { NextResponse, type NextRequest } from "next/server";

/**
 * The request guard only saves signed-out visitors a round trip: it redirects them from
 * caterer, admin and checkout pages to /auth. It is never the security boundary; layouts
 * and domain functions check the session row on every request. Customer pages are not
 * redirected: the spec has them say "Access Denied" with a login button.
 * It also forwards the path (x-pathname) so layouts can offer a way back after sign-in.
 */
const REDIRECT_WHEN_SIGNED_OUT = [
  "/caterer-dishes",
  "/availability",
  "/dashboard",
  "/admin",
  "/checkout",
];
const SESSION_COOKIES = ["authjs.session-token", "__Secure-authjs.session-token"];

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const hasSessionCookie = SESSION_COOKIES.some((name) => request.cookies.has(name));
  const guarded = REDIRECT_WHEN_SIGNED_OUT.some(
    (p) => pathname === p || pathname.startsWith(`${p}/`),
  );
  if (guarded && !hasSessionCookie) {
    const url = new URL("/auth", request.url);
    url.searchParams.set("callbackUrl", `${pathname}${search}`);
    return NextResponse.redirect(url);
  }
  const headers = new Headers(request.headers);
  headers.set("x-pathname", `${pathname}${search}`);
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ["/((?!api|_next/static|_next/image|images|favicon.ico|robots.txt|sitemap.xml).*)"],
};
