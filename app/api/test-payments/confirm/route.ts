import { NextResponse } from "next/server";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { confirmTestPayment } from "@/lib/server/payment-sync/confirm-test-payment";
import { testCardSchema } from "@/lib/money/schemas";

/** The built-in test provider's card endpoint (404 while Stripe is the provider). */
export const POST = handleRoute(async (request) => {
  return NextResponse.json(await confirmTestPayment(await readBody(request, testCardSchema)));
});
