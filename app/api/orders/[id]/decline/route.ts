import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { declineOrder } from "@/lib/server/orders/act-on-order";
import { declineOrderSchema } from "@/lib/orders/schemas";
import { parseId } from "@/lib/server/validation";

/** POST /api/orders/{id}/decline {reason}: the spec's cancelled, with the reason; refunded in full. */
export const POST = handleRoute<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const id = parseId((await params).id, "order id");
    return NextResponse.json(
      await declineOrder(actor, id, await readBody(request, declineOrderSchema)),
    );
  },
);
