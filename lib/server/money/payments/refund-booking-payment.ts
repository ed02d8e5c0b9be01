import "server-only";
import { lineNetChargedCents } from "@/lib/money/amounts";
import { db, type Tx } from "../../db";
import { emailPaymentRefund } from "./emails/payment-refund";
import { refundFromLineIntents } from "./line-intents";
import { recordRefund } from "./ledger";
import { recordRefundedFee } from "../payouts/line-fee";

/**
 * Refunds a cancelled booking's payment through the provider: the handler of a refund_line
 * work item, which the cancellation enqueued in its transaction (marking refundRequestedAt);
 * no provider call happens while the booking row is locked. Safe to call any number of
 * times, concurrently too: the provider gets the same idempotency key for the same
 * booking and intent, so the money goes back once, and paymentStatus moves paid ->
 * refunded once. Returns whether this call found a refund to make. The kitchen's side
 * (a reversal, a policy's share) is the pay_kitchen item the handler enqueues next.
 */
export async function refundBookingPayment(bookingId: number): Promise<boolean> {
  const booking = await db.booking.findUnique({ where: { id: bookingId } });
  if (
    !booking ||
    booking.paymentStatus !== "paid" ||
    !booking.refundRequestedAt ||
    !booking.stripePaymentIntentId
  ) {
    return false;
  }
  const intentId = booking.stripePaymentIntentId;
  // A cancellation policy's share (fixed when the booking was cancelled), else all that was
  // charged for this line and not given back by changes to its order; a line of an event
  // never gives back the rest of the event. A line its order's change paid more for is
  // refunded from both intents (newest first).
  const amount = booking.refundAmount ?? lineNetChargedCents(booking);
  const made = await refundFromLineIntents(
    booking,
    amount,
    `refund-booking-${booking.id}`,
    lineNetChargedCents(booking),
  );
  const refundId = made[0]?.refundId ?? null;
  const count = await db.$transaction(async (tx) => {
    const moved = await tx.booking.updateMany({
      where: { id: booking.id, paymentStatus: "paid", stripePaymentIntentId: intentId },
      data: { paymentStatus: "refunded", refundedAt: new Date(), refundId },
    });
    if (!moved.count) return 0;
    for (const part of made) {
      await recordRefund(tx, part.key, {
        intentId: part.intentId,
        amount: part.amount,
        currency: booking.paymentCurrency,
        bookingId: booking.id,
        eventId: booking.eventId,
        providerRef: part.refundId,
      });
    }
    // The fee on what went back is given up; the kitchen's share shrinks (§19).
    await recordRefundedFee(
      tx,
      `refund-booking-${booking.id}-${intentId}`,
      { ...booking, paymentStatus: "refunded" },
      {
        intentId,
        currency: booking.paymentCurrency,
        bookingId: booking.id,
        eventId: booking.eventId,
      },
    );
    await emailPaymentRefund(tx, booking.id);
    if (booking.eventId !== null) await markEventRefundedWhenAllAre(tx, booking.eventId);
    return moved.count;
  });
  if (count === 0 && refundId) {
    // A webhook recorded the refund first; keep the provider's refund id.
    await db.booking.updateMany({ where: { id: booking.id, refundId: null }, data: { refundId } });
  }
  return true;
}

/** An event whose every charged line went back is refunded as a whole. */
async function markEventRefundedWhenAllAre(tx: Tx, eventId: number) {
  const stillPaid = await tx.booking.count({ where: { eventId, paymentStatus: "paid" } });
  if (stillPaid) return;
  await tx.cateringEvent.updateMany({
    where: { id: eventId, paymentStatus: "paid" },
    data: { paymentStatus: "refunded" },
  });
}
