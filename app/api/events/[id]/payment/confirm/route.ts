import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { confirmEventPayment } from "@/lib/server/event-cart/confirm-event-payment";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";
import { eventPaymentConfirmSchema } from "@/lib/money/schemas";

/** POST /api/events/{id}/payment/confirm {paymentIntentId} -> {success: true}. */
export const POST = handleRoute<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const id = parseId((await params).id, "event id");
    return NextResponse.json(
      await confirmEventPayment(actor, id, await readBody(request, eventPaymentConfirmSchema)),
    );
  },
);
