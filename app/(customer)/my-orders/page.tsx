import type { Metadata } from "next";
import Link from "next/link";
import { BookingStatusBadge, PaymentStatusBadge } from "@/components/lines/status-badges";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { AccessDenied } from "@/components/auth/access-denied";
import { currentActor } from "@/lib/server/auth/current-actor";
import { listMyBookings } from "@/lib/server/lines/list-bookings";
import { isUnpaidOpen } from "@/lib/lines/rules";
import { formatEventDate, formatInstant, traySizeLabel, UNPAID_HOLD_NOTICE } from "@/lib/format";
import { moneySummary, tipsChargedCents } from "@/lib/money/amounts";
import { canPay } from "@/lib/money/can-pay";
import { MyReviewSummary } from "@/components/reviews/my-review-summary";
import { WriteReviewDialog } from "@/components/reviews/write-review-dialog";
import { todayIso } from "@/lib/dates";
import { canReview } from "@/lib/reviews/rules";
import { findMyReviews } from "@/lib/server/reviews/list-reviews";
import { listMyEvents } from "@/lib/server/event-cart/my-events";
import { listMyOrders } from "@/lib/server/orders/list-orders";
import { EventOrderCard } from "./_components/event-order-card";
import { OrderAmount } from "@/components/orders/order-amount";
import { MessagesButton } from "@/components/messages/messages-button";
import { CustomerArrival } from "@/components/orders/customer-arrival";

export const metadata: Metadata = { title: "My Orders", robots: { index: false } };

export default async function MyOrdersPage({
  searchParams,
}: {
  searchParams: Promise<{ review?: string | string[] }>;
}) {
  // The layout shows Access Denied too; a page never relies on its layout for that.
  const actor = await currentActor();
  if (!actor) return <AccessDenied callbackUrl="/my-orders" />;
  const allOrders = await listMyBookings(actor);
  // An event's kitchen orders show together under the event, with its one payment
  // (product-rules §15, §20); a single-dish order is a card of its own.
  const events = await listMyEvents(actor);
  const kitchenOrders = await listMyOrders(actor);
  const inEvents = new Set(events.flatMap((e) => e.bookings.map((b) => b.id)));
  const orders = allOrders.filter((o) => !inEvents.has(o.id) && o.orderId === o.id);
  const kitchenOrder = (orderId: number) => kitchenOrders.find((k) => k.id === orderId);
  const extraLines = (orderId: number) =>
    kitchenOrder(orderId)?.lines.filter((l) => l.id !== orderId) ?? [];
  const reviews = await findMyReviews(
    actor,
    allOrders.filter((o) => o.status === "completed").map((o) => o.id),
  );
  // The review invitation email links to /my-orders?review={id}: its dialog opens at once.
  const { review: reviewParam } = await searchParams;
  const openReview = Number(Array.isArray(reviewParam) ? reviewParam[0] : reviewParam);
  const today = todayIso();
  return (
    <>
      <h1 className="text-3xl font-bold">My Orders</h1>
      <p className="mt-1 text-muted-foreground">
        Order and payment status of everything you ordered.
      </p>
      <p className="mt-2 text-sm text-muted-foreground">{UNPAID_HOLD_NOTICE}</p>
      <div className="mt-6 space-y-3">
        {events.map((event) => (
          <EventOrderCard
            key={`event-${event.id}`}
            event={event}
            orders={kitchenOrders.filter((k) => k.eventId === event.id)}
            reviews={reviews}
            openReview={openReview}
            today={today}
          />
        ))}
        {orders.length === 0 && events.length === 0 && (
          <div className="rounded-lg border border-dashed p-10 text-center">
            <p className="font-medium">You have no orders yet.</p>
            <Button asChild variant="link">
              <Link href="/">Browse Caterers</Link>
            </Button>
          </div>
        )}
        {orders.map((order) => (
          <Card key={order.id} data-testid="order-card">
            <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 space-y-1">
                <p className="text-xs text-muted-foreground">Order #{order.id}</p>
                <p className="font-semibold">{order.dishName}</p>
                <p className="text-sm text-muted-foreground">{order.caterer?.name}</p>
                <p className="text-sm">
                  {formatEventDate(order.eventDate)} at {order.eventTime} · {order.quantity} ×{" "}
                  {traySizeLabel(order.traySize)}
                </p>
                <div className="flex flex-wrap items-center gap-2 pt-1 text-sm">
                  <span className="text-muted-foreground">Order</span>
                  <BookingStatusBadge status={order.status} />
                  <span className="text-muted-foreground">Payment</span>
                  <PaymentStatusBadge status={order.paymentStatus} />
                </div>
                {kitchenOrder(order.id) && <CustomerArrival order={kitchenOrder(order.id)!} />}
                {isUnpaidOpen(order) && order.holdExpiresAt && (
                  <p className="text-sm font-medium text-amber-700" data-testid="hold-deadline">
                    Pay by {formatInstant(order.holdExpiresAt)} to keep this date.
                  </p>
                )}
                {order.status === "cancelled" && order.statusComments && (
                  <p className="text-sm text-muted-foreground">{order.statusComments}</p>
                )}
                {/* Dishes a change added to this order after it was paid. */}
                {extraLines(order.id).map((l) => (
                  <p key={l.id} className="text-sm" data-testid="order-extra-line">
                    + {l.dishName}: {l.quantity} × {traySizeLabel(l.traySize)}
                  </p>
                ))}
                {reviews[order.id] && <MyReviewSummary review={reviews[order.id]!} />}
              </div>
              <div className="flex shrink-0 flex-col gap-2 sm:items-end">
                <OrderAmount
                  money={moneySummary([order])}
                  totalCents={order.totalPrice}
                  tipCents={tipsChargedCents([order])}
                />
                {canPay(order) && (
                  <Button asChild size="sm">
                    <Link href={`/checkout?booking_id=${order.id}`}>Complete Payment</Link>
                  </Button>
                )}
                {canReview({ ...order, hasReview: Boolean(reviews[order.id]) }, today) && (
                  <WriteReviewDialog
                    bookingId={order.id}
                    catererName={order.caterer?.name ?? "the caterer"}
                    defaultOpen={openReview === order.id}
                  />
                )}
                <MessagesButton bookingId={order.id} />
                <Button asChild size="sm" variant="outline">
                  <Link href={`/orders/${order.id}`}>View order</Link>
                </Button>
              </div>
            </CardContent>
          </Card>
        ))}
      </div>
    </>
  );
}
