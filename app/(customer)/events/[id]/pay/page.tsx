import type { Metadata } from "next";
import Link from "next/link";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { BookingStatusBadge } from "@/components/lines/status-badges";
import { eventStart, isUnpaidOpen } from "@/lib/lines/rules";
import { respondByAt } from "@/lib/orders/change-rules";
import { responseDeadlineText } from "@/lib/orders/order-actions";
import { formatEventDate, formatInstant, traySizeLabel } from "@/lib/format";
import { CheckoutError } from "@/components/payments/checkout-error";
import { PaymentPanel } from "@/components/payments/payment-panel";
import { formatCents } from "@/lib/money/cents";
import { eventAmountDueCents } from "@/lib/money/amounts";
import { eventPaymentReturnPath } from "@/lib/money/checkout-text";
import { eventPaymentBlocker } from "@/lib/event-cart/event-payment";
import { currentActor } from "@/lib/server/auth/current-actor";
import { isAppError } from "@/lib/server/errors";
import { getMyEvent } from "@/lib/server/event-cart/my-events";
import { getPaymentProvider } from "@/lib/server/money/payments/get-provider";
import { toId } from "@/lib/validation/id";
import { log } from "@/lib/server/observability/log";

export const metadata: Metadata = { title: "Pay for your event", robots: { index: false } };

/**
 * /events/{id}/pay: the event's lines and its one payment (docs/product-rules.md §15, §16).
 * The amount is what the event owes (eventAmountDueCents), the same number the intent is
 * made for and My Orders shows; Stripe's Payment Element or the test card form takes it.
 */
export default async function EventPayPage({ params }: { params: Promise<{ id: string }> }) {
  const id = toId((await params).id);
  const actor = await currentActor();
  let event = null;
  if (id !== null) {
    try {
      event = await getMyEvent(actor, id);
    } catch (e) {
      if (!isAppError(e)) log.error("Loading the event payment page failed", e);
    }
  }
  if (!event) {
    return (
      <>
        <h1 className="text-3xl font-bold">Pay for your event</h1>
        <div className="mt-6">
          <CheckoutError message="This event could not be found." />
        </div>
      </>
    );
  }
  const amount = eventAmountDueCents(event);
  // Each kitchen's delivery fee (§23), summed from its open lines' shares: part of `amount`.
  const deliveries = [
    ...event.bookings
      .filter((b) => b.status !== "cancelled" && b.deliveryFeeCents > 0)
      .reduce(
        (m, b) =>
          m.set(b.caterer?.name ?? "", (m.get(b.caterer?.name ?? "") ?? 0) + b.deliveryFeeCents),
        new Map<string, number>(),
      ),
  ];
  const blocker = eventPaymentBlocker(event);
  const hold = event.bookings.find((b) => isUnpaidOpen(b) && b.holdExpiresAt)?.holdExpiresAt;
  const checkout = getPaymentProvider().checkout;
  return (
    <>
      <h1 className="text-3xl font-bold">Pay for your event</h1>
      <p className="mt-1 text-muted-foreground">
        {formatEventDate(event.eventDate)} at {event.eventTime} · {event.guestCount} guests ·{" "}
        {event.deliveryAddress}
      </p>
      <div className="mt-6 grid grid-cols-1 items-start gap-6 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">Event #{event.id}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y text-sm">
              {event.bookings.map((b) => (
                <li key={b.id} className="flex items-start justify-between gap-3 py-2">
                  <span className="min-w-0">
                    <span className="block font-medium">{b.dishName}</span>
                    <span className="block text-muted-foreground">
                      {b.caterer?.name} · {b.quantity} × {traySizeLabel(b.traySize)}
                    </span>
                    {b.status === "cancelled" && <BookingStatusBadge status={b.status} />}
                  </span>
                  <span
                    className={
                      b.status === "cancelled"
                        ? "shrink-0 text-muted-foreground line-through"
                        : "shrink-0 font-semibold"
                    }
                  >
                    {formatCents(b.totalPrice)}
                  </span>
                </li>
              ))}
              {deliveries.map(([name, cents]) => (
                <li
                  key={name}
                  className="flex items-start justify-between gap-3 py-2"
                  data-testid="event-delivery"
                >
                  <span className="min-w-0 text-muted-foreground">Delivery: {name}</span>
                  <span className="shrink-0 font-semibold">{formatCents(cents)}</span>
                </li>
              ))}
            </ul>
            <div className="mt-3 flex justify-between border-t pt-3 font-bold">
              <span>To pay</span>
              <span data-testid="event-amount">{formatCents(amount)}</span>
            </div>
            {hold && !blocker && (
              <p className="mt-2 text-sm font-medium text-amber-700" data-testid="hold-deadline">
                Pay by {formatInstant(hold)} to keep this date.
              </p>
            )}
            {!blocker && (
              <p className="mt-2 text-sm text-muted-foreground" data-testid="respond-window">
                {responseDeadlineText(
                  "each kitchen",
                  formatInstant(
                    respondByAt(
                      new Date(),
                      eventStart(event.eventDate, event.eventTime),
                    ).respondBy.toISOString(),
                  ),
                )}
              </p>
            )}
          </CardContent>
        </Card>
        {blocker ? (
          <div className="space-y-4">
            <Alert>{blocker}.</Alert>
            <Button asChild>
              <Link href="/my-orders">My Orders</Link>
            </Button>
          </div>
        ) : (
          <PaymentPanel
            intentUrl={`/api/events/${event.id}/payment-intent`}
            totalPrice={amount}
            returnPath={eventPaymentReturnPath(event.id)}
            checkout={checkout}
            showServerError
            tip
            tipBaseCents={amount - deliveries.reduce((s, [, cents]) => s + cents, 0)}
          />
        )}
      </div>
    </>
  );
}
