import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { createEventPaymentIntent } from "@/lib/server/event-cart/create-event-payment-intent";
import { handleRoute } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";

/** POST /api/events/{id}/payment-intent -> {clientSecret, amount}: the event's one payment. */
export const POST = handleRoute<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const id = parseId((await params).id, "event id");
    return NextResponse.json(await createEventPaymentIntent(actor, id));
  },
);
