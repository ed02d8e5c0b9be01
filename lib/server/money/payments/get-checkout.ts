import "server-only";
import { eventStart, isUnpaidOpen } from "@/lib/lines/rules";
import { respondByAt } from "@/lib/orders/change-rules";
import { utcDateToIso } from "@/lib/dates";
import { requireActor, type Actor } from "../../actor";
import { getPaymentProvider } from "./get-provider";
import { paymentBlocker } from "@/lib/money/can-pay";
import { lineChargedCents, lineTipChargedCents } from "@/lib/money/amounts";
import { ownBookingForPayment } from "./own-booking-for-payment";
import type { CheckoutConfig } from "./provider";

export type CheckoutSummary = {
  bookingId: number;
  catererName: string;
  dishName: string;
  eventDate: string;
  eventTime: string;
  traySize: "medium" | "large";
  quantity: number;
  /** Cents, from the booking (never from the URL). */
  totalPrice: number;
  /** Cents charged once paid, its tip included (0 before). */
  chargedCents: number;
  /** The tip charged with it (docs/product-rules.md §19). */
  tipCents: number;
  /** The event this order is a line of (then it is paid with the event), or null. */
  eventId: number | null;
  /** When an unpaid order's date is released (ISO instant), or null once paid or closed. */
  holdExpiresAt: string | null;
  /** Why it cannot be paid now, or null. */
  blocker: string | null;
  /** ISO: by when the kitchen answers if paid now (docs/product-rules.md §20). */
  respondBy: string;
  checkout: CheckoutConfig;
};

/** The checkout page's order summary for the actor's own booking (404 otherwise). */
export async function getCheckout(
  actor: Actor | null,
  bookingId: number,
): Promise<CheckoutSummary> {
  const a = requireActor(actor);
  const booking = await ownBookingForPayment(a, bookingId);
  return {
    bookingId: booking.id,
    catererName: booking.caterer.name,
    dishName: booking.dishName,
    eventDate: utcDateToIso(booking.eventDate),
    eventTime: booking.eventTime,
    traySize: booking.traySize,
    quantity: booking.quantity,
    totalPrice: booking.totalPrice,
    chargedCents: lineChargedCents(booking),
    tipCents: lineTipChargedCents(booking),
    eventId: booking.eventId,
    holdExpiresAt:
      isUnpaidOpen(booking) && booking.holdExpiresAt ? booking.holdExpiresAt.toISOString() : null,
    blocker: paymentBlocker(booking),
    respondBy: respondByAt(
      new Date(),
      eventStart(utcDateToIso(booking.eventDate), booking.eventTime),
    ).respondBy.toISOString(),
    checkout: getPaymentProvider().checkout,
  };
}
