import { NextResponse, type NextRequest } from "next/server";

/**
 * The request guard only redirects signed-out visitors to /auth to save them a round trip.
 * It is never the security boundary: layouts and domain functions check the session.
 */
const PROTECTED_PREFIXES: string[] = [];

export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const needsSession = PROTECTED_PREFIXES.some(
    (p) => pathname === p || pathname.startsWith(`${p}/`),
  );
  if (needsSession && !request.cookies.has("traytable_session")) {
    const url = new URL("/auth", request.url);
    url.searchParams.set("callbackUrl", `${pathname}${search}`);
    return NextResponse.redirect(url);
  }
  return NextResponse.next();
}

export const config = {
  matcher: ["/((?!api|_next/static|_next/image|images|favicon.ico|robots.txt|sitemap.xml).*)"],
};
