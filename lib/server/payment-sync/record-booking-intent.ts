import "server-only";
import type { PaymentStatus } from "@/lib/generated/prisma/client";
import { lineChargeCents, lineNetChargedCents } from "@/lib/money/amounts";
import { lockOrdersOfLines, startResponseClock } from "../orders/response-deadline";
import { paymentMayMove, type PaymentStatusValue } from "@/lib/money/payment-status";
import type { Tx } from "../db";
import { emailPaymentReceipt } from "../money/payments/emails/payment-receipt";
import { emailPaymentRefund } from "../money/payments/emails/payment-refund";
import { recordRefund } from "../money/payments/ledger";
import { recordLineCharge } from "../money/payments/record-line-charge";
import type { ProviderIntent } from "../money/payments/provider";
import { targetStatus, UNMATCHED_REASONS, type Recorded } from "./intent-outcome";
import { lineFeeBps, recordRefundedFee } from "../money/payouts/line-fee";

/**
 * Records a single order's intent (syncPayment's half for bookings), inside its
 * transaction: locks the booking, checks that the intent is the booking's current one with
 * its amount and currency, moves paymentStatus forward and writes the charge (or a refund
 * the provider made on its own) to the ledger.
 */
export async function recordBookingIntent(tx: Tx, intent: ProviderIntent): Promise<Recorded> {
  const nothing = (unmatched: string | null = null): Recorded => ({
    outcome: "ignored",
    paymentStatus: null,
    refunds: [],
    unmatched,
  });
  const id = intent.bookingId!;
  // The order before its line, as every change of lines locks them.
  await lockOrdersOfLines(tx, { bookingId: id });
  const locked = await tx.$queryRaw<{ id: number }[]>`
    SELECT "id" FROM "bookings" WHERE "id" = ${id} FOR UPDATE`;
  const booking = locked.length ? await tx.booking.findUnique({ where: { id } }) : null;
  if (!booking) return nothing(UNMATCHED_REASONS.orderGone);
  if (booking.eventId !== null) return nothing(UNMATCHED_REASONS.eventLine);
  if (booking.stripePaymentIntentId !== intent.id) return nothing(UNMATCHED_REASONS.replaced);

  const from = booking.paymentStatus as PaymentStatusValue;
  const to = targetStatus(intent);
  const moneyMatches =
    intent.amount === lineChargeCents(booking) && intent.currency === booking.paymentCurrency;
  if ((to === "paid" || to === "refunded") && !moneyMatches) {
    // Already recorded under this intent (a replay after an edit the money never saw):
    // nothing more to do; otherwise the money cannot pay this order.
    if (from === "paid" || from === "refunded") {
      return { outcome: "unchanged", paymentStatus: from, refunds: [], unmatched: null };
    }
    return nothing(UNMATCHED_REASONS.amount);
  }
  if (!to) return { outcome: "unchanged", paymentStatus: from, refunds: [], unmatched: null };

  const now = new Date();
  const data: {
    paymentStatus?: PaymentStatus;
    paidAt?: Date;
    paymentAmount?: number;
    paymentCurrency?: string;
    platformFeeBps?: number;
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
      // The fee is fixed now, with the charge (docs/product-rules.md §19).
      data.platformFeeBps = await lineFeeBps(tx, booking.catererId);
    }
    if (to === "refunded") data.refundedAt = booking.refundedAt ?? now;
  }
  if (!data.paymentStatus) {
    return { outcome: "unchanged", paymentStatus: from, refunds: [], unmatched: null };
  }
  const refund = data.paymentStatus === "paid" && booking.status === "cancelled";
  if (refund && !booking.refundRequestedAt) data.refundRequestedAt = now;

  const updated = await tx.booking.update({ where: { id }, data });
  const movement = {
    intentId: intent.id,
    currency: intent.currency,
    bookingId: id,
    eventId: null,
  };
  if (data.paidAt) {
    await recordLineCharge(tx, movement, booking, data.platformFeeBps!);
    await emailPaymentReceipt(tx, id);
    // The kitchen now has a deadline to confirm (docs/product-rules.md §20).
    await startResponseClock(tx, [booking.orderId], now);
  }
  if (data.paymentStatus === "refunded") {
    // Refunded at the provider (its dashboard), not by us: all of it went back.
    await recordRefund(tx, `provider:${intent.id}:${id}`, {
      ...movement,
      amount: lineNetChargedCents(updated),
      providerRef: null,
      note: "refunded at the provider",
    });
    await recordRefundedFee(tx, `provider:${intent.id}:${id}`, updated, movement);
    await emailPaymentRefund(tx, id);
  }
  return {
    outcome: "updated",
    paymentStatus: to,
    refunds: refund ? [id] : [],
    unmatched: null,
  };
}
