import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { confirmChangePayment } from "@/lib/server/payment-sync/change-payment";
import { eventPaymentConfirmSchema } from "@/lib/money/schemas";
import { parseId } from "@/lib/server/validation";

/** POST /api/orders/{id}/changes/{changeId}/payment/confirm {paymentIntentId} -> {success}. */
export const POST = handleRoute<{ params: Promise<{ id: string; changeId: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const p = await params;
    const body = await readBody(request, eventPaymentConfirmSchema);
    return NextResponse.json(
      await confirmChangePayment(
        actor,
        parseId(p.id, "order id"),
        parseId(p.changeId, "change id"),
        body,
      ),
    );
  },
);
