import type { Metadata } from "next";
import Link from "next/link";
import { AccessDenied } from "@/components/auth/access-denied";
import { BookingStatusBadge, PaymentStatusBadge } from "@/components/lines/status-badges";
import { MessagesButton } from "@/components/messages/messages-button";
import { ChangeOrderForm } from "@/components/orders/change-order-form";
import { OrderChangePanel } from "@/components/orders/order-change-panel";
import { OrderLineActions } from "@/components/orders/order-line-actions";
import { OrderAmount } from "@/components/orders/order-amount";
import { WriteReviewDialog } from "@/components/reviews/write-review-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { todayIso } from "@/lib/dates";
import { DISPUTE_STATUS_LABELS } from "@/lib/money/disputes/rules";
import { formatEventDate, formatInstant, traySizeLabel } from "@/lib/format";
import { keptCents } from "@/lib/money/amounts";
import { formatCents } from "@/lib/money/cents";
import { changeBlocker } from "@/lib/orders/order-actions";
import type { OrderDto } from "@/lib/orders/types";
import { canReview } from "@/lib/reviews/rules";
import { currentActor } from "@/lib/server/auth/current-actor";
import { listCatererDishes } from "@/lib/server/dishes/list-caterer-dishes";
import { isAppError } from "@/lib/server/errors";
import { log } from "@/lib/server/observability/log";
import { getOrder } from "@/lib/server/orders/get-order";
import { findMyReviews } from "@/lib/server/reviews/list-reviews";
import { toId } from "@/lib/validation/id";

export const metadata: Metadata = { title: "Your order", robots: { index: false } };

/**
 * /orders/{id}: one kitchen order for its customer (docs/product-rules.md §20): its lines,
 * what was paid, refunded and tipped, by when the kitchen answers, a change waiting, and
 * every action: pay, change until the cutoff, cancel a dish, message, review.
 */
export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await currentActor();
  const id = toId((await params).id);
  if (!actor) return <AccessDenied callbackUrl={`/orders/${id ?? ""}`} />;
  let order: OrderDto | null = null;
  if (id !== null) {
    try {
      order = await getOrder(actor, id);
    } catch (error) {
      if (!isAppError(error)) log.error("Loading an order failed", error);
    }
  }
  if (!order) {
    return (
      <>
        <h1 className="text-3xl font-bold">Order not found</h1>
        <Button asChild className="mt-6">
          <Link href="/my-orders">My Orders</Link>
        </Button>
      </>
    );
  }
  const mine = order.userId === actor.userId;
  const blocker = changeBlocker(order);
  const menu = mine && !blocker ? await listCatererDishes(order.catererId) : [];
  const completed = order.lines.filter((l) => l.status === "completed").map((l) => l.id);
  const reviews = mine ? await findMyReviews(actor, completed) : {};
  const reviewLine = order.lines.find(
    (l) =>
      canReview({ ...l, hasReview: Boolean(reviews[l.id]) }, todayIso()) &&
      !Object.keys(reviews).length,
  );
  const payHref =
    order.money.dueCents > 0
      ? order.eventId
        ? `/events/${order.eventId}/pay`
        : `/checkout?booking_id=${order.lines[0]!.id}`
      : null;

  return (
    <>
      <p className="text-sm text-muted-foreground">
        <Link
          href="/my-orders"
          className="inline-flex min-h-11 items-center underline-offset-4 hover:underline"
        >
          My Orders
        </Link>
      </p>
      <h1 className="text-3xl font-bold">Order #{order.id}</h1>
      <p className="mt-1 text-muted-foreground">
        {order.caterer.name} · {formatEventDate(order.eventDate)} at {order.eventTime}
        {order.guestCount ? ` · ${order.guestCount} guests` : ""}
        {order.eventId ? ` · event #${order.eventId}` : ""}
      </p>
      {order.deliveryAddress && (
        <p className="text-sm text-muted-foreground">{order.deliveryAddress}</p>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted-foreground">Order</span>
        <BookingStatusBadge status={order.status} />
        <span className="text-muted-foreground">Payment</span>
        <PaymentStatusBadge status={order.paymentStatus} />
        {order.dispute && (
          // The payment was disputed (docs/product-rules.md §22).
          <Badge variant="destructive" data-testid="order-dispute">
            Disputed: {DISPUTE_STATUS_LABELS[order.dispute]}
          </Badge>
        )}
      </div>
      {order.respondBy && (
        <p className="mt-3 text-sm font-medium text-amber-800" data-testid="respond-by">
          {order.caterer.name} answers by {formatInstant(order.respondBy)}. If it does not, your
          payment is refunded in full.
        </p>
      )}

      <div className="mt-6 grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader className="flex flex-row items-start justify-between gap-3">
            <CardTitle className="text-lg">Dishes</CardTitle>
            <OrderAmount
              money={{
                dueCents: order.money.dueCents,
                chargedCents: order.money.chargedCents,
                refundedCents: order.money.refundedCents,
                keptCents: keptCents(order.money),
              }}
              totalCents={order.money.totalCents}
              tipCents={order.money.tipCents}
              deliveryFeeCents={order.money.deliveryFeeCents}
            />
          </CardHeader>
          <CardContent>
            <ul className="divide-y text-sm">
              {order.lines.map((l) => (
                <li
                  key={l.id}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between"
                  data-testid="order-line"
                >
                  <div className="min-w-0 space-y-1">
                    <p
                      className={
                        l.status === "cancelled" ? "font-medium line-through" : "font-medium"
                      }
                    >
                      {l.dishName}
                    </p>
                    <p className="text-muted-foreground">
                      {l.quantity} × {traySizeLabel(l.traySize)} · {formatCents(l.totalPrice)}
                    </p>
                    <BookingStatusBadge status={l.status} />
                    {l.statusComments && l.status === "cancelled" && (
                      <p className="text-muted-foreground">{l.statusComments}</p>
                    )}
                  </div>
                  {mine && <OrderLineActions line={l} />}
                </li>
              ))}
            </ul>
            <div className="mt-3 flex justify-between border-t pt-3 font-bold">
              <span>Total</span>
              <span data-testid="order-total">{formatCents(order.money.totalCents)}</span>
            </div>
            <div className="mt-4 flex flex-wrap gap-2">
              {mine && payHref && (
                <Button asChild>
                  <Link href={payHref}>Complete Payment</Link>
                </Button>
              )}
              <MessagesButton
                bookingId={order.lines[0]!.id}
                label={`Message ${order.caterer.name}`}
              />
              {reviewLine && (
                <WriteReviewDialog bookingId={reviewLine.id} catererName={order.caterer.name} />
              )}
            </div>
          </CardContent>
        </Card>

        {mine && (
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">Change this order</CardTitle>
            </CardHeader>
            <CardContent className="space-y-4">
              {order.openChange && <OrderChangePanel order={order} change={order.openChange} />}
              <p className="text-sm text-muted-foreground" data-testid="change-cutoff">
                Changes are possible until {formatInstant(order.changeCutoff)}. Adding to a paid or
                confirmed order waits for {order.caterer.name} to accept; you then pay the
                difference. Taking away applies at once, refunded under the kitchen&apos;s
                cancellation policy.
              </p>
              {blocker ? (
                <p className="text-sm font-medium">{blocker}</p>
              ) : (
                <ChangeOrderForm order={order} menu={menu} />
              )}
            </CardContent>
          </Card>
        )}
      </div>
    </>
  );
}
