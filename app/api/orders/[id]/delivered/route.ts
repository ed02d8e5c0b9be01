import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute } from "@/lib/server/http/handle-route";
import { markDelivered } from "@/lib/server/orders/advance-delivery";
import { parseId } from "@/lib/server/validation";

/** POST /api/orders/{id}/delivered: the order's kitchen records the delivery. */
export const POST = handleRoute<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const id = parseId((await params).id, "order id");
    return NextResponse.json(await markDelivered(actor, id));
  },
);
