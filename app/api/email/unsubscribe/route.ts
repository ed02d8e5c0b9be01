import { siteUrl } from "@/lib/browse/site-url";
import type { UnsubscribeKind } from "@/lib/server/email/unsubscribe-token";
import { handleRoute } from "@/lib/server/http/handle-route";
import { unsubscribeByToken, unsubscribeTarget } from "@/lib/server/users/unsubscribe-by-token";

const WHAT: Record<UnsubscribeKind, string> = {
  orders: "emails about your orders and account",
  messages: "emails about new messages",
};
const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");
const text = (body: string, type = "text/plain") =>
  new Response(body, { headers: { "Content-Type": `${type}; charset=utf-8` } });

/**
 * GET /api/email/unsubscribe?token=...: the List-Unsubscribe link opened in a browser. It
 * only asks (link scanners open links too, RFC 8058 §4); its button makes the POST.
 */
export const GET = handleRoute(async (request) => {
  const { kind } = unsubscribeTarget({ token: tokenOf(request) });
  const action = `/api/email/unsubscribe?token=${encodeURIComponent(tokenOf(request)!)}`;
  return text(
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Unsubscribe - TrayTable</title><h1>Unsubscribe</h1><p>Stop ${WHAT[kind]} from TrayTable?</p><form method="post" action="${action}"><button type="submit">Unsubscribe</button></form>`,
    "text/html",
  );
});

/**
 * POST /api/email/unsubscribe?token=...: the one-click unsubscribe a mail program sends
 * (body "List-Unsubscribe=One-Click"), or the button above. Turns that kind off; 400 for a
 * bad token.
 */
export const POST = handleRoute(async (request) => {
  const { kind } = await unsubscribeByToken({ token: tokenOf(request) });
  return text(
    `You will no longer receive ${WHAT[kind]} from TrayTable. You can turn them back on in your settings: ${siteUrl()}/settings`,
  );
});
