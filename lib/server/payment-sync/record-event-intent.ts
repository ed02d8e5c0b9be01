import "server-only";
import type { PaymentStatus } from "@/lib/generated/prisma/client";
import { lineChargeCents, lineNetChargedCents } from "@/lib/money/amounts";
import { lockOrdersOfLines, startResponseClock } from "../orders/response-deadline";
import { paymentMayMove, type PaymentStatusValue } from "@/lib/money/payment-status";
import type { Tx } from "../db";
import { emailEventReceipt } from "../money/payments/emails/event-receipt";
import { emailPaymentRefund } from "../money/payments/emails/payment-refund";
import { recordRefund } from "../money/payments/ledger";
import { recordLineCharge } from "../money/payments/record-line-charge";
import { targetStatus, UNMATCHED_REASONS, type Recorded } from "./intent-outcome";
import { lineFeeBps, recordRefundedFee } from "../money/payouts/line-fee";
import type { ProviderIntent } from "../money/payments/provider";

/**
 * Records an event's one intent (syncPayment's half for events, docs/product-rules.md §15,
 * §16), inside its transaction: locks the event, then its lines by id; the intent must be
 * the event's current one and its amount the sum of the lines it was made for (the lines
 * that carry it). Every line and the event move forward together; each paid line writes
 * its own charge to the ledger, so a later refund of one line is that line's money. One
 * receipt for the event.
 */
export async function recordEventIntent(tx: Tx, intent: ProviderIntent): Promise<Recorded> {
  const nothing = (unmatched: string | null = null): Recorded => ({
    outcome: "ignored",
    paymentStatus: null,
    refunds: [],
    unmatched,
  });
  const eventId = intent.eventId!;
  const locked = await tx.$queryRaw<{ id: number }[]>`
    SELECT "id" FROM "catering_events" WHERE "id" = ${eventId} FOR UPDATE`;
  const event = locked.length
    ? await tx.cateringEvent.findUnique({ where: { id: eventId } })
    : null;
  if (!event) return nothing(UNMATCHED_REASONS.eventGone);
  if (event.stripePaymentIntentId !== intent.id) return nothing(UNMATCHED_REASONS.eventReplaced);

  // The orders before their lines, as every change of lines locks them.
  await lockOrdersOfLines(tx, { eventId });
  await tx.$queryRaw`
    SELECT "id" FROM "bookings" WHERE "stripePaymentIntentId" = ${intent.id} ORDER BY "id" FOR UPDATE`;
  const bookings = await tx.booking.findMany({
    where: { stripePaymentIntentId: intent.id, eventId },
    orderBy: { id: "asc" },
  });
  const from = event.paymentStatus as PaymentStatusValue;
  const to = targetStatus(intent);
  // Each line's price plus its shares of the tip and the delivery fee (§19, §23).
  const sum = bookings.reduce((s, b) => s + lineChargeCents(b), 0);
  if (
    (to === "paid" || to === "refunded") &&
    (intent.amount !== sum || intent.currency !== event.paymentCurrency)
  ) {
    if (from === "paid" || from === "refunded") {
      return { outcome: "unchanged", paymentStatus: from, refunds: [], unmatched: null };
    }
    return nothing(UNMATCHED_REASONS.eventAmount);
  }
  if (!to) return { outcome: "unchanged", paymentStatus: from, refunds: [], unmatched: null };

  const now = new Date();
  const refunds: number[] = [];
  let moved = false;
  for (const b of bookings) {
    const bFrom = b.paymentStatus as PaymentStatusValue;
    const paidFirst = to === "refunded" && paymentMayMove(bFrom, "paid");
    if (!paymentMayMove(bFrom, to) && !paidFirst) continue;
    const data: {
      paymentStatus: PaymentStatus;
      paidAt?: Date;
      paymentAmount?: number;
      paymentCurrency?: string;
      platformFeeBps?: number;
      refundedAt?: Date;
      refundRequestedAt?: Date;
    } = { paymentStatus: to };
    if (to === "paid" || paidFirst) {
      data.paidAt = now;
      // Each line records its own share of the event's payment: what a refund gives back.
      data.paymentAmount = lineChargeCents(b);
      data.paymentCurrency = intent.currency;
      // Each line's fee is fixed now, by its own kitchen (docs/product-rules.md §19).
      data.platformFeeBps = await lineFeeBps(tx, b.catererId);
    }
    if (to === "refunded") data.refundedAt = b.refundedAt ?? now;
    if (to === "paid" && b.status === "cancelled" && !b.refundRequestedAt) {
      data.refundRequestedAt = now;
      refunds.push(b.id);
    }
    const updated = await tx.booking.update({ where: { id: b.id }, data });
    const movement = { intentId: intent.id, currency: intent.currency, bookingId: b.id, eventId };
    if (data.paidAt) {
      await recordLineCharge(tx, movement, b, data.platformFeeBps!);
    }
    if (to === "refunded") {
      // Refunded at the provider as a whole (its dashboard), not line by line by us.
      await recordRefund(tx, `provider:${intent.id}:${b.id}`, {
        ...movement,
        amount: lineNetChargedCents(updated),
        providerRef: null,
        note: "refunded at the provider",
      });
      await recordRefundedFee(tx, `provider:${intent.id}:${b.id}`, updated, movement);
      await emailPaymentRefund(tx, b.id);
    }
    moved = true;
  }
  const eventPaidFirst = to === "refunded" && paymentMayMove(from, "paid");
  if (paymentMayMove(from, to) || eventPaidFirst) {
    await tx.cateringEvent.update({
      where: { id: eventId },
      data: {
        paymentStatus: to,
        ...(to === "paid" || eventPaidFirst
          ? { paidAt: now, paymentAmount: intent.amount, paymentCurrency: intent.currency }
          : {}),
      },
    });
    if (to === "paid" || eventPaidFirst) {
      await emailEventReceipt(tx, eventId);
      // Each kitchen now has a deadline to confirm its order (docs/product-rules.md §20).
      await startResponseClock(
        tx,
        bookings.map((b) => b.orderId),
        now,
      );
    }
    moved = true;
  }
  return {
    outcome: moved ? "updated" : "unchanged",
    paymentStatus: moved ? to : from,
    refunds,
    unmatched: null,
  };
}
