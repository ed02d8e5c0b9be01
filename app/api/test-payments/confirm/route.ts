import { NextResponse } from "next/server";
import { handleRoute, readJson } from "@/lib/server/http/handle-route";
import { confirmTestPayment } from "@/lib/server/payments/confirm-test-payment";

/** The built-in test provider's card endpoint (404 while Stripe is the provider). */
export const POST = handleRoute(async (request) => {
  return NextResponse.json(await confirmTestPayment(await readJson(request)));
});
