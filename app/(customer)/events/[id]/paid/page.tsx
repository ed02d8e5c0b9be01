import { PaymentNotConfirmed } from "@/components/payments/payment-not-confirmed";
import type { Metadata } from "next";
import Link from "next/link";
import { CheckCircle2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatEventDate } from "@/lib/format";
import { formatCents } from "@/lib/money/cents";
import { moneySummary, tipsChargedCents } from "@/lib/money/amounts";
import { PAYMENT_CONFIRMATION_ERROR } from "@/lib/money/checkout-text";
import { currentActor } from "@/lib/server/auth/current-actor";
import { isAppError } from "@/lib/server/errors";
import { confirmEventPayment } from "@/lib/server/event-cart/confirm-event-payment";
import { getMyEvent } from "@/lib/server/event-cart/my-events";
import { toId } from "@/lib/validation/id";
import type { EventDto } from "@/lib/event-cart/types";
import { log } from "@/lib/server/observability/log";

export const metadata: Metadata = { title: "Payment", robots: { index: false } };

type Props = {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * /events/{id}/paid?payment_intent=...: where both card forms (and Stripe's redirect) send
 * the customer after paying an event. Confirms through the same domain function as POST
 * /api/events/{id}/payment/confirm, which re-reads the intent from the provider; a reload
 * changes nothing. Then says what was paid, for which lines, and what happens next.
 */
export default async function EventPaidPage({ params, searchParams }: Props) {
  const id = toId((await params).id);
  const query = await searchParams;
  const actor = await currentActor();
  let event: EventDto | null = null;
  let problem: string | null = null;
  if (id !== null) {
    try {
      await confirmEventPayment(actor, id, { paymentIntentId: first(query.payment_intent) ?? "" });
      event = await getMyEvent(actor, id);
    } catch (error) {
      if (!isAppError(error)) log.error("Confirming the event payment failed", error);
      else if (error.code === "conflict") problem = error.message;
    }
  }
  if (!event) {
    return (
      <PaymentNotConfirmed message={problem ?? PAYMENT_CONFIRMATION_ERROR}>
        <Button asChild className="mt-8">
          <Link href="/my-orders">My Orders</Link>
        </Button>
      </PaymentNotConfirmed>
    );
  }
  const { chargedCents } = moneySummary(event.bookings);
  const tipCents = tipsChargedCents(event.bookings);
  const kitchens = [...new Set(event.bookings.map((b) => b.caterer?.name).filter(Boolean))];
  return (
    <section className="flex flex-col items-center py-10 text-center" data-testid="payment-success">
      <CheckCircle2 aria-hidden className="h-14 w-14 text-green-600" />
      <h1 className="mt-4 text-3xl font-bold">Payment Successful!</h1>
      <p className="mt-2 max-w-md text-muted-foreground">
        Thank you! We received your payment of{" "}
        <span className="font-semibold text-foreground">{formatCents(chargedCents)}</span> for event
        #{event.id} on {formatEventDate(event.eventDate)} ({event.bookings.length}{" "}
        {event.bookings.length === 1 ? "order" : "orders"} from {kitchens.join(", ")}). Each caterer
        will confirm their own order; a receipt is on its way to your email.
      </p>
      {tipCents > 0 && (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="tip-paid">
          Including a {formatCents(tipCents)} tip, shared among the kitchens by their amounts.
        </p>
      )}
      <div className="mt-8 flex w-full max-w-xs flex-col gap-3 sm:max-w-none sm:flex-row sm:justify-center">
        <Button asChild variant="outline">
          <Link href="/">Home</Link>
        </Button>
        <Button asChild>
          <Link href={`/my-orders?event=${event.id}`}>My Orders</Link>
        </Button>
      </div>
    </section>
  );
}
