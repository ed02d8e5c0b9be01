import { buildCalendarFeed } from "@/lib/server/calendar-feed/build-feed";
import { handleRoute } from "@/lib/server/http/handle-route";

type Context = { params: Promise<{ token: string }> };

/**
 * GET /api/calendar-feed/{token}.ics: a kitchen's private iCalendar feed. The secret
 * token is the only credential (calendar apps send no session); unknown tokens are 404.
 */
export const GET = handleRoute<Context>(async (_request, { params }) => {
  const token = (await params).token.replace(/\.ics$/, "");
  const body = await buildCalendarFeed(token);
  return new Response(body, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="traytable-orders.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
    },
  });
});
