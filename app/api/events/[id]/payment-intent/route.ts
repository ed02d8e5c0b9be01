import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { createEventPaymentIntent } from "@/lib/server/event-cart/create-event-payment-intent";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { eventPaymentIntentSchema } from "@/lib/money/schemas";
import { parseId } from "@/lib/server/validation";

/**
 * POST /api/events/{id}/payment-intent {tipCents?} -> {clientSecret, amount}: the event's one
 * payment (an empty body: no tip).
 */
export const POST = handleRoute<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const id = parseId((await params).id, "event id");
    const body = await readBody(request, eventPaymentIntentSchema);
    return NextResponse.json(await createEventPaymentIntent(actor, id, body));
  },
);
