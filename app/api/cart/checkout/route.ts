import { NextResponse } from "next/server";
import { actorFromRequest, sessionMeta } from "@/lib/server/auth/current-actor";
import { checkoutCart } from "@/lib/server/event-cart/checkout-cart";
import { handleRoute } from "@/lib/server/http/handle-route";

/** POST /api/cart/checkout: one booking per line, all or none; answers {eventId, bookingIds, totalCents}. */
export const POST = handleRoute(async (request) => {
  const actor = await actorFromRequest(request);
  const event = await checkoutCart(actor, sessionMeta(request.headers));
  return NextResponse.json(event, { status: 201 });
});
