import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute } from "@/lib/server/http/handle-route";
import { reconfirmOrder } from "@/lib/server/orders/reconfirm-order";
import { parseId } from "@/lib/server/validation";

/** POST /api/orders/{id}/reconfirm: the order's kitchen reconfirms tomorrow's delivery. */
export const POST = handleRoute<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const id = parseId((await params).id, "order id");
    return NextResponse.json(await reconfirmOrder(actor, id));
  },
);
