import { NextResponse } from "next/server";
import { handleRoute, readRawBody } from "@/lib/server/http/handle-route";
import { handlePaymentWebhook } from "@/lib/server/payment-sync/handle-webhook";

/** Stripe's events are a few KiB; anything past this is not one of them. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

/** Stripe signs the exact bytes it sends, so the body is read raw, never parsed first. */
export const POST = handleRoute(async (request) => {
  const rawBody = await readRawBody(request, MAX_WEBHOOK_BYTES);
  const signature = request.headers.get("stripe-signature");
  return NextResponse.json(await handlePaymentWebhook(rawBody, signature));
});
