import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { addMyCartLines } from "@/lib/server/event-cart/my-cart";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { addCartLinesSchema } from "@/lib/event-cart/schemas";

/** POST /api/cart/lines {lines: [...]}: adds lines; answers the whole cart. */
export const POST = handleRoute(async (request) => {
  const actor = await actorFromRequest(request);
  const cart = await addMyCartLines(actor, await readBody(request, addCartLinesSchema));
  return NextResponse.json(cart, { status: 201 });
});
