import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { requestOrderChange } from "@/lib/server/orders/changes/request-change";
import { orderChangeSchema } from "@/lib/orders/schemas";
import { parseId } from "@/lib/server/validation";

/**
 * POST /api/orders/{id}/changes {guestCount?, lines: [{lineId?, dishId, traySize, quantity,
 * specialRequests?}], note?} -> 201 {order, change}: the customer's change (docs/api.md).
 */
export const POST = handleRoute<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const id = parseId((await params).id, "order id");
    const result = await requestOrderChange(actor, id, await readBody(request, orderChangeSchema));
    return NextResponse.json(result, { status: 201 });
  },
);
