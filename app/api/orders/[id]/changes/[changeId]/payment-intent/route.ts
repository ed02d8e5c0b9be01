import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute } from "@/lib/server/http/handle-route";
import { createChangePaymentIntent } from "@/lib/server/payment-sync/change-payment";
import { parseId } from "@/lib/server/validation";

/** POST /api/orders/{id}/changes/{changeId}/payment-intent -> {clientSecret, amount}. */
export const POST = handleRoute<{ params: Promise<{ id: string; changeId: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const p = await params;
    return NextResponse.json(
      await createChangePaymentIntent(
        actor,
        parseId(p.id, "order id"),
        parseId(p.changeId, "change id"),
      ),
    );
  },
);
