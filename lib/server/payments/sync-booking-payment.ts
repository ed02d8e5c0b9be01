import type { PaymentStatus } from "@/lib/generated/prisma/client";
import { paymentMayMove, type PaymentStatusValue } from "@/lib/payments/payment-status";
import { db } from "../db";
import { emailPaymentReceipt, emailPaymentRefund } from "../email/events";
import type { ProviderIntent } from "./provider";
import { refundBookingPayment } from "./refund-booking-payment";
import { syncEventPayment } from "../events/sync-event-payment";
import { log } from "../observability/log";

export type SyncOutcome = {
  /**
   * duplicate: the webhook event was handled before; ignored: the intent is not a booking's
   * current intent (or does not match it); unchanged: nothing to move; updated: moved.
   */
  outcome: "duplicate" | "ignored" | "unchanged" | "updated";
  paymentStatus: PaymentStatusValue | null;
};

export function targetStatus(intent: ProviderIntent): PaymentStatusValue | null {
  if (intent.status === "succeeded") return intent.refunded ? "refunded" : "paid";
  if (intent.status === "processing") return "processing";
  if (intent.status === "failed") return "failed";
  return null; // open or canceled: nothing happened to the money
}

/**
 * Records the payment provider's view of an intent on its booking: the one place that
 * moves paymentStatus from pending to processing, paid, failed or refunded. Called by
 * POST /api/payment/success (after its own checks), by the Stripe webhook and by the test
 * provider's card form, always with an intent freshly read from the provider, never with
 * what a browser claims.
 *
 * - The booking row is locked; the status only moves forward (lib/payments/payment-status).
 * - The intent must be the booking's current one, with the booking's amount and currency.
 * - With an event id (webhooks), the id is stored in the same transaction, so a replayed
 *   event changes nothing.
 * - A payment that succeeds for a booking cancelled meanwhile is recorded and refunded.
 */
export async function syncBookingPayment(
  intent: ProviderIntent,
  event?: { id: string; type: string },
): Promise<SyncOutcome> {
  // An event's one intent pays all of its bookings (docs/product-rules.md §15).
  if (intent.eventId !== null) return syncEventPayment(intent, event);
  const result = await db.$transaction(async (tx) => {
    if (event) {
      const inserted = await tx.$executeRaw`
        INSERT INTO "processed_webhook_events" ("id", "type") VALUES (${event.id}, ${event.type})
        ON CONFLICT ("id") DO NOTHING`;
      if (inserted === 0)
        return { outcome: "duplicate", paymentStatus: null, refund: false } as const;
    }
    if (intent.bookingId === null)
      return { outcome: "ignored", paymentStatus: null, refund: false } as const;

    const locked = await tx.$queryRaw<{ id: number }[]>`
      SELECT "id" FROM "bookings" WHERE "id" = ${intent.bookingId} FOR UPDATE`;
    const booking = locked.length
      ? await tx.booking.findUnique({ where: { id: intent.bookingId } })
      : null;
    if (!booking || booking.stripePaymentIntentId !== intent.id) {
      if (intent.status === "succeeded") {
        log.error(
          `Payment ${intent.id} succeeded for booking ${intent.bookingId}, which does not use it; check it in the provider's dashboard`,
        );
      }
      return { outcome: "ignored", paymentStatus: null, refund: false } as const;
    }
    const from = booking.paymentStatus as PaymentStatusValue;
    const to = targetStatus(intent);
    const moneyMatches =
      intent.amount === booking.totalPrice && intent.currency === booking.paymentCurrency;
    if ((to === "paid" || to === "refunded") && !moneyMatches) {
      log.error(
        `Payment ${intent.id} (${intent.amount} ${intent.currency}) does not match booking ${booking.id} (${booking.totalPrice} ${booking.paymentCurrency})`,
      );
      return { outcome: "ignored", paymentStatus: from, refund: false } as const;
    }
    if (!to) return { outcome: "unchanged", paymentStatus: from, refund: false } as const;

    const now = new Date();
    const data: {
      paymentStatus?: PaymentStatus;
      paidAt?: Date;
      paymentAmount?: number;
      paymentCurrency?: string;
      refundedAt?: Date;
      refundRequestedAt?: Date;
    } = {};
    // A refund seen before the payment itself (e.g. made in the dashboard): record both.
    const paidFirst = to === "refunded" && paymentMayMove(from, "paid");
    if (paymentMayMove(from, to) || paidFirst) {
      data.paymentStatus = to;
      if (to === "paid" || paidFirst) {
        data.paidAt = now;
        data.paymentAmount = intent.amount;
        data.paymentCurrency = intent.currency;
      }
      if (to === "refunded") data.refundedAt = booking.refundedAt ?? now;
    }
    const refund = data.paymentStatus === "paid" && booking.status === "cancelled";
    if (refund && !booking.refundRequestedAt) data.refundRequestedAt = now;
    if (!data.paymentStatus)
      return { outcome: "unchanged", paymentStatus: from, refund: false } as const;

    await tx.booking.update({ where: { id: booking.id }, data });
    if (data.paidAt) await emailPaymentReceipt(tx, booking.id);
    if (data.paymentStatus === "refunded") await emailPaymentRefund(tx, booking.id);
    return { outcome: "updated", paymentStatus: to, refund } as const;
  });

  if (result.refund && intent.bookingId !== null) {
    try {
      await refundBookingPayment(intent.bookingId);
      return { outcome: "updated", paymentStatus: "refunded" };
    } catch (error) {
      log.error(`Refund of cancelled booking ${intent.bookingId} failed; retry it`, error);
    }
  }
  return { outcome: result.outcome, paymentStatus: result.paymentStatus };
}
