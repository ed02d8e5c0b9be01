import { isPayable, type PaymentStatusValue } from "./payment-status";

export const BOOKING_CANCELLED = "This booking has been cancelled";
export const BOOKING_ALREADY_PAID = "This booking has already been paid";
export const PAYMENT_IN_PROGRESS = "A payment for this booking is already being processed";

/** A line of an event is paid only through its event (docs/product-rules.md §16). */
export const paidThroughEvent = (eventId: number) =>
  `This order is part of event #${eventId}: please pay for it with the event's payment`;

type PayableBooking = { status: string; paymentStatus: string; eventId?: number | null };

/**
 * Why a booking cannot be charged on its own now, or null when it can: any single order
 * that is not cancelled and whose payment is pending or failed (a declined card may be
 * retried, and a booking the caterer confirmed before payment is still paid for). A line of
 * an event never can: the event's one payment pays it.
 */
export function paymentBlocker(booking: PayableBooking): string | null {
  if (booking.eventId) return paidThroughEvent(booking.eventId);
  if (booking.status === "cancelled") return BOOKING_CANCELLED;
  const payment = booking.paymentStatus as PaymentStatusValue;
  if (isPayable(payment)) return null;
  return payment === "processing" ? PAYMENT_IN_PROGRESS : BOOKING_ALREADY_PAID;
}

/** Whether the server accepts a payment for the booking: what My Orders offers. */
export const canPay = (booking: PayableBooking): boolean => paymentBlocker(booking) === null;
