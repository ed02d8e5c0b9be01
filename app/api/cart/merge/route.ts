import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { mergeVisitorCart } from "@/lib/server/event-cart/my-cart";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { visitorCartSchema } from "@/lib/event-cart/schemas";

/** POST /api/cart/merge {event?, lines}: a visitor's browser cart joins the server cart on sign-in. */
export const POST = handleRoute(async (request) => {
  const actor = await actorFromRequest(request);
  return NextResponse.json(
    await mergeVisitorCart(actor, await readBody(request, visitorCartSchema)),
  );
});
