import Link from "next/link";
import { BookingStatusBadge, PaymentStatusBadge } from "@/components/lines/status-badges";
import { MyReviewSummary } from "@/components/reviews/my-review-summary";
import { WriteReviewDialog } from "@/components/reviews/write-review-dialog";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { isUnpaidOpen } from "@/lib/lines/rules";
import { formatEventDate, formatInstant, traySizeLabel } from "@/lib/format";
import { formatCents } from "@/lib/money/cents";
import {
  deliveryFeesCents,
  eventAmountDueCents,
  moneySummary,
  tipsChargedCents,
} from "@/lib/money/amounts";
import { canPayEvent } from "@/lib/event-cart/event-payment";
import { canReview } from "@/lib/reviews/rules";
import type { EventDto } from "@/lib/event-cart/types";
import type { MyReviewDto } from "@/lib/reviews/types";
import { OrderAmount } from "@/components/orders/order-amount";
import { MessagesButton } from "@/components/messages/messages-button";
import type { OrderDto } from "@/lib/orders/types";
import { CustomerArrival } from "@/components/orders/customer-arrival";

/**
 * One event on My Orders (docs/product-rules.md §15, §20): its date, place and guests, one
 * payment state and "Complete Payment" for the whole event, then each kitchen's order with
 * its lines (each with its own status and review), a conversation with that kitchen and
 * the order's page (changes, cancelling a dish).
 */
export function EventOrderCard({
  event,
  orders,
  reviews,
  openReview,
  today,
}: {
  event: EventDto;
  /** The event's kitchen orders, one per kitchen, each with its lines. */
  orders: OrderDto[];
  reviews: Record<number, MyReviewDto | undefined>;
  openReview: number;
  today: string;
}) {
  const hold = event.bookings.find((b) => isUnpaidOpen(b) && b.holdExpiresAt)?.holdExpiresAt;
  return (
    <Card data-testid="event-card">
      <CardHeader className="flex flex-col gap-3 p-4 pb-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="text-xs text-muted-foreground">Event #{event.id}</p>
          <p className="font-semibold">
            {formatEventDate(event.eventDate)} at {event.eventTime}
            {event.guestCount ? ` · ${event.guestCount} guests` : ""}
          </p>
          <p className="text-sm text-muted-foreground">{event.deliveryAddress}</p>
          <div className="flex flex-wrap items-center gap-2 pt-1 text-sm">
            <span className="text-muted-foreground">Payment</span>
            <PaymentStatusBadge status={event.paymentStatus} />
          </div>
          {hold && event.paymentStatus !== "paid" && (
            <p className="text-sm font-medium text-amber-700" data-testid="hold-deadline">
              Pay by {formatInstant(hold)} to keep this date.
            </p>
          )}
        </div>
        <div className="flex shrink-0 flex-col gap-2 sm:items-end">
          <OrderAmount
            money={moneySummary(event.bookings, eventAmountDueCents(event))}
            tipCents={tipsChargedCents(event.bookings)}
            deliveryFeeCents={deliveryFeesCents(event.bookings)}
            totalCents={event.totalPrice}
          />
          {canPayEvent(event) && (
            <Button asChild size="sm">
              <Link href={`/events/${event.id}/pay`}>Complete Payment</Link>
            </Button>
          )}
        </div>
      </CardHeader>
      <CardContent className="space-y-3 p-4 pt-0">
        {orders.map((k) => (
          <section
            key={k.id}
            className="rounded-md border"
            data-testid="event-kitchen-order"
            aria-label={`Order #${k.id} from ${k.caterer.name}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2 border-b bg-muted/40 px-3 py-2">
              <p className="text-sm font-semibold">
                Order #{k.id} · {k.caterer.name}
              </p>
              <BookingStatusBadge status={k.status} />
            </div>
            <div className="px-3 pt-2">
              <CustomerArrival order={k} />
            </div>
            {k.respondBy && (
              <p className="px-3 pt-2 text-sm text-amber-800">
                {k.caterer.name} answers by {formatInstant(k.respondBy)}.
              </p>
            )}
            <ul className="divide-y">
              {k.lines.map((order) => (
                <li
                  key={order.id}
                  data-testid="event-line"
                  className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0 space-y-1">
                    <p className="text-xs text-muted-foreground">Line #{order.id}</p>
                    <p className="font-medium">{order.dishName}</p>
                    <p className="text-sm text-muted-foreground">
                      {order.caterer?.name} · {order.quantity} × {traySizeLabel(order.traySize)}
                    </p>
                    <div className="flex flex-wrap items-center gap-2 text-sm">
                      <span className="text-muted-foreground">Order</span>
                      <BookingStatusBadge status={order.status} />
                      {order.paymentStatus === "refunded" && (
                        <PaymentStatusBadge status={order.paymentStatus} />
                      )}
                    </div>
                    {order.status === "cancelled" && order.statusComments && (
                      <p className="text-sm text-muted-foreground">{order.statusComments}</p>
                    )}
                    {reviews[order.id] && <MyReviewSummary review={reviews[order.id]!} />}
                  </div>
                  <div className="flex shrink-0 flex-col gap-2 sm:items-end">
                    <p
                      className={
                        order.status === "cancelled" && order.paymentStatus !== "refunded"
                          ? "text-muted-foreground line-through"
                          : "font-semibold"
                      }
                    >
                      {formatCents(order.totalPrice)}
                    </p>
                    {canReview({ ...order, hasReview: Boolean(reviews[order.id]) }, today) && (
                      <WriteReviewDialog
                        bookingId={order.id}
                        catererName={order.caterer?.name ?? "the caterer"}
                        defaultOpen={openReview === order.id}
                      />
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap gap-2 border-t p-3" data-testid="event-messages">
              <MessagesButton bookingId={k.lines[0]!.id} label={`Message ${k.caterer.name}`} />
              <Button asChild size="sm" variant="outline">
                <Link href={`/orders/${k.id}`}>View order #{k.id}</Link>
              </Button>
            </div>
          </section>
        ))}
      </CardContent>
    </Card>
  );
}
