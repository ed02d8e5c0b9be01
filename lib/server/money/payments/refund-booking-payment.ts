import "server-only";
import { lineNetChargedCents } from "@/lib/money/amounts";
import { db, type Tx } from "../../db";
import { emailPaymentRefund } from "./emails/payment-refund";
import { refundFromLineIntents } from "./line-intents";
import { recordRefund } from "./ledger";
import { log } from "../../observability/log";
import { recordRefundedFee } from "../payouts/line-fee";
import { payKitchenQuietly } from "../payouts/pay-kitchen";

/**
 * Refunds a cancelled booking's payment through the provider, after the cancellation has
 * committed (changeBookingStatus marks it with refundRequestedAt in its transaction; no
 * provider call happens while the booking row is locked). Safe to call any number of
 * times, concurrently too: the provider gets the same idempotency key for the same
 * booking and intent, so the money goes back once, and paymentStatus moves paid ->
 * refunded once. Returns whether this call found a refund to make.
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
  // A refund after the kitchen was paid takes its share back; a cancelled line whose
  // kitchen keeps part of the money (a policy's share) is settled now.
  await payKitchenQuietly([booking.id]);
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

/**
 * Retries refunds that failed after their cancellation committed (provider down, say):
 * every cancelled booking still marked paid with a refund requested. The job worker runs
 * it every 5 minutes (payments.retry-refunds in lib/server/jobs/registry.ts);
 * `npm run payments:retry-refunds` runs it once by hand.
 */
export async function retryPendingRefunds(): Promise<{ refunded: number; failed: number }> {
  const pending = await db.booking.findMany({
    where: { paymentStatus: "paid", refundRequestedAt: { not: null } },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  let refunded = 0;
  let failed = 0;
  for (const { id } of pending) {
    try {
      if (await refundBookingPayment(id)) refunded++;
    } catch (error) {
      failed++;
      log.error(`Refund of booking ${id} failed`, error);
    }
  }
  return { refunded, failed };
}
