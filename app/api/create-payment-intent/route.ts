import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { createPaymentIntent } from "@/lib/server/payment-sync/create-payment-intent";
import { createPaymentIntentSchema } from "@/lib/money/schemas";

export const POST = handleRoute(async (request) => {
  const actor = await actorFromRequest(request);
  return NextResponse.json(
    await createPaymentIntent(actor, await readBody(request, createPaymentIntentSchema)),
  );
});
