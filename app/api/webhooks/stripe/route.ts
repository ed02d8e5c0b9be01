import { NextResponse } from "next/server";
import { handleRoute } from "@/lib/server/http/handle-route";
import { handlePaymentWebhook } from "@/lib/server/payments/handle-webhook";

/** Stripe signs the exact bytes it sends, so the body is read raw, never parsed first. */
export const POST = handleRoute(async (request) => {
  const rawBody = Buffer.from(await request.arrayBuffer());
  const signature = request.headers.get("stripe-signature");
  return NextResponse.json(await handlePaymentWebhook(rawBody, signature));
});
