import { buildCalendarFeed } from "@/lib/server/calendar-feed/build-feed";
import { handleRoute } from "@/lib/server/http/handle-route";
import { isNotModified, validatorHeaders } from "@/lib/server/http/conditional";

type Context = { params: Promise<{ token: string }> };

/**
 * GET /api/calendar-feed/{token}.ics: a kitchen's private iCalendar feed. The secret
 * token is the only credential (calendar apps send no session); unknown tokens are 404.
 * Calendars polling it get 304 while nothing changed (If-None-Match / If-Modified-Since).
 */
export const GET = handleRoute<Context>(async (request, { params }) => {
  const token = (await params).token.replace(/\.ics$/, "");
  const feed = await buildCalendarFeed(token);
  const headers = {
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex",
    "Referrer-Policy": "no-referrer",
    ...validatorHeaders(feed),
  };
  if (isNotModified(request, feed)) return new Response(null, { status: 304, headers });
  return new Response(feed.body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="traytable-orders.ics"',
      ...headers,
    },
  });
});
