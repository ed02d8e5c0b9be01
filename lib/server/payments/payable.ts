import type { Booking } from "@/lib/generated/prisma/client";
import { isPayable, type PaymentStatusValue } from "@/lib/payments/payment-status";
import type { Actor } from "../auth/actor";
import { db } from "../db";
import { AppError } from "../errors";

export const BOOKING_CANCELLED = "This booking has been cancelled";
export const BOOKING_ALREADY_PAID = "This booking has already been paid";
export const PAYMENT_IN_PROGRESS = "A payment for this booking is already being processed";

/** Why a booking cannot be charged now, or null when it can. */
export function paymentBlocker(booking: Pick<Booking, "status" | "paymentStatus">): string | null {
  if (booking.status === "cancelled") return BOOKING_CANCELLED;
  const payment = booking.paymentStatus as PaymentStatusValue;
  if (isPayable(payment)) return null;
  return payment === "processing" ? PAYMENT_IN_PROGRESS : BOOKING_ALREADY_PAID;
}

/**
 * The actor's own booking, for paying it. Only the customer who ordered pays: anyone
 * else (another customer, the caterer, an admin) gets the same 404 as for an unknown id.
 */
export async function ownBookingForPayment(actor: Actor, bookingId: number) {
  const booking = await db.booking.findFirst({
    where: { id: bookingId, userId: actor.userId },
    include: { caterer: { select: { name: true } } },
  });
  if (!booking) throw new AppError("not_found", "Booking not found");
  return booking;
}
