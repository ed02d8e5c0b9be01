import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { updateMyCartEvent } from "@/lib/server/event-cart/my-cart";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { cartEventSchema } from "@/lib/event-cart/schemas";

/** PUT /api/cart/event: the event's date, time, address, guests and contact (any of them). */
export const PUT = handleRoute(async (request) => {
  const actor = await actorFromRequest(request);
  return NextResponse.json(
    await updateMyCartEvent(actor, await readBody(request, cartEventSchema)),
  );
});
