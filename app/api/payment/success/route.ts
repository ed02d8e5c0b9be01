import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { confirmPayment } from "@/lib/server/payment-sync/confirm-payment";
import { paymentSuccessSchema } from "@/lib/money/schemas";

export const POST = handleRoute(async (request) => {
  const actor = await actorFromRequest(request);
  return NextResponse.json(
    await confirmPayment(actor, await readBody(request, paymentSuccessSchema)),
  );
});
