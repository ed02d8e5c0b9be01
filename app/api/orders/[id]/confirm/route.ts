import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute } from "@/lib/server/http/handle-route";
import { confirmOrder } from "@/lib/server/orders/act-on-order";
import { parseId } from "@/lib/server/validation";

/** POST /api/orders/{id}/confirm: the kitchen (or an admin) acts on the whole order. */
export const POST = handleRoute<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const id = parseId((await params).id, "order id");
    return NextResponse.json(await confirmOrder(actor, id));
  },
);
