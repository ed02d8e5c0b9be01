import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { markOutForDelivery } from "@/lib/server/orders/advance-delivery";
import { outForDeliverySchema } from "@/lib/orders/schemas";
import { parseId } from "@/lib/server/validation";

/** POST /api/orders/{id}/out-for-delivery {note?}: the order's kitchen sends it out. */
export const POST = handleRoute<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const id = parseId((await params).id, "order id");
    return NextResponse.json(
      await markOutForDelivery(actor, id, await readBody(request, outForDeliverySchema)),
    );
  },
);
