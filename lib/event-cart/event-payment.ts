/**
 * Whether an event (a checked-out cart, docs/product-rules.md §15) can be paid now, pure so
 * My Orders offers "Complete Payment" exactly when the server takes the payment. The
 * event's one payment covers its lines that are not cancelled; it is payable like a single
 * booking (canPay): while its payment is pending or failed and some line is still open.
 */
import { paymentBlocker } from "@/lib/money/can-pay";

export const EVENT_CANCELLED = "Every order of this event has been cancelled";

export function eventPaymentBlocker(event: {
  paymentStatus: string;
  bookings: { status: string }[];
}): string | null {
  const open = event.bookings.some((b) => b.status !== "cancelled");
  if (!open) return EVENT_CANCELLED;
  return paymentBlocker({ status: "pending", paymentStatus: event.paymentStatus });
}

export const canPayEvent = (event: Parameters<typeof eventPaymentBlocker>[0]) =>
  eventPaymentBlocker(event) === null;
