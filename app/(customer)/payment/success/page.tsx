import type { Metadata } from "next";
import { currentActor } from "@/lib/server/auth/current-actor";
import { isAppError } from "@/lib/server/errors";
import { confirmPayment } from "@/lib/server/payment-sync/confirm-payment";
import { getCheckout, type CheckoutSummary } from "@/lib/server/money/payments/get-checkout";
import { PaymentConfirmationError, PaymentConfirmed } from "./_components/payment-result";
import { toId } from "@/lib/validation/id";
import { log } from "@/lib/server/observability/log";

export const metadata: Metadata = { title: "Payment", robots: { index: false } };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * /payment/success?payment_intent=...&booking_id=... (Stripe adds payment_intent to the
 * return URL). Confirms through the same domain function as POST /api/payment/success,
 * which re-reads the intent from the provider; repeating it (a reload) changes nothing.
 */
export default async function PaymentSuccessPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const actor = await currentActor();
  let booking: CheckoutSummary | null = null;
  try {
    await confirmPayment(actor, {
      paymentIntentId: first(params.payment_intent) ?? "",
      bookingId: first(params.booking_id),
    });
    const bookingId = toId(first(params.booking_id));
    if (bookingId !== null) booking = await getCheckout(actor, bookingId);
  } catch (error) {
    if (!isAppError(error)) log.error("Loading the payment result failed", error);
  }
  if (!booking) return <PaymentConfirmationError />;
  return (
    <PaymentConfirmed
      bookingId={booking.bookingId}
      catererName={booking.catererName}
      dishName={booking.dishName}
      amount={booking.chargedCents || booking.totalPrice}
      tipCents={booking.tipCents}
    />
  );
}
