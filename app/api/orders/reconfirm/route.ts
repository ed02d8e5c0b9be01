import { handleRoute } from "@/lib/server/http/handle-route";
import { reconfirmByToken, reconfirmTarget } from "@/lib/server/orders/reconfirm-order";

const tokenOf = (request: Request) => new URL(request.url).searchParams.get("token");
const page = (title: string, body: string) =>
  new Response(
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title} - TrayTable</title><h1>${title}</h1>${body}`,
    { headers: { "Content-Type": "text/html; charset=utf-8" } },
  );

/**
 * GET /api/orders/reconfirm?token=...: the link in the day-before email, opened in a
 * browser. It only asks (mail scanners open links too, as for the unsubscribe link); its
 * one button makes the POST.
 */
export const GET = handleRoute(async (request) => {
  const orderId = reconfirmTarget({ token: tokenOf(request) });
  const action = `/api/orders/reconfirm?token=${encodeURIComponent(tokenOf(request)!)}`;
  return page(
    `Reconfirm order #${orderId}`,
    `<p>Will you deliver order #${orderId} as planned?</p><form method="post" action="${action}"><button type="submit" style="min-height:44px;min-width:44px">Reconfirm order #${orderId}</button></form>`,
  );
});

/** POST /api/orders/reconfirm?token=...: reconfirms once; 400 forged, 409 done already. */
export const POST = handleRoute(async (request) => {
  const { orderId } = await reconfirmByToken({ token: tokenOf(request) });
  return page(
    `Order #${orderId} reconfirmed`,
    `<p>Thank you: the customer's delivery stands. Your dashboard shows the time to be ready by.</p>`,
  );
});
