import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { removeMyCartLine, updateMyCartLine } from "@/lib/server/event-cart/my-cart";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";
import { updateCartLineSchema } from "@/lib/event-cart/schemas";

type Context = { params: Promise<{ id: string }> };

/** PATCH /api/cart/lines/{id}: tray size, quantity or special requests of one line. */
export const PATCH = handleRoute<Context>(async (request, { params }) => {
  const actor = await actorFromRequest(request);
  const id = parseId((await params).id, "cart line id");
  return NextResponse.json(
    await updateMyCartLine(actor, id, await readBody(request, updateCartLineSchema)),
  );
});

/** DELETE /api/cart/lines/{id}: removes one line; answers the cart. */
export const DELETE = handleRoute<Context>(async (request, { params }) => {
  const actor = await actorFromRequest(request);
  const id = parseId((await params).id, "cart line id");
  return NextResponse.json(await removeMyCartLine(actor, id));
});
