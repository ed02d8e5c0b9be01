import "server-only";
import { db } from "../../db";
import { recordRefund } from "../../money/payments/ledger";
import { refundFromLineIntents } from "../../money/payments/line-intents";
import { refundBookingPayment } from "../../money/payments/refund-booking-payment";
import { settleLineFee } from "../../money/payouts/line-fee";
import { log } from "../../observability/log";

/**
 * Makes the refunds an applied change asked for, after its commit (never under a row
 * lock; docs/product-rules.md §20): lines it removed are refunded as cancellations
 * (refundBookingPayment), lines it made smaller get back their change line's refundCents
 * from the intents that paid them, each under `refund-change-{change}-{line}-{intent}`, then
 * recorded in the ledger with the fee given up, in one transaction per line. Safe to run
 * again (the payments.retry-refunds job does): a made refund is never made twice.
 */
export async function settleChangeRefunds(work: { cancelledLines: number[]; changeId: number }) {
  for (const id of work.cancelledLines) {
    try {
      await refundBookingPayment(id);
    } catch (error) {
      log.error(
        `Line ${id} removed by change ${work.changeId} was not refunded; the job retries`,
        error,
      );
    }
  }
  const due = await db.orderChangeLine.findMany({
    where: {
      changeId: work.changeId,
      refundCents: { gt: 0 },
      refundedAt: null,
      bookingId: { not: null },
    },
  });
  for (const cl of due) {
    try {
      await refundReduction(cl.id);
    } catch (error) {
      log.error(`Refund of change line ${cl.id} failed; the job retries it`, error);
    }
  }
}

async function refundReduction(changeLineId: number) {
  const cl = await db.orderChangeLine.findUniqueOrThrow({ where: { id: changeLineId } });
  if (cl.refundedAt || !cl.bookingId || cl.refundCents <= 0) return;
  const line = await db.booking.findUniqueOrThrow({ where: { id: cl.bookingId } });
  const made = await refundFromLineIntents(
    line,
    cl.refundCents,
    `refund-change-${cl.changeId}-${line.id}`,
    (line.paymentAmount ?? 0) - line.changeRefundedCents,
  );
  await db.$transaction(async (tx) => {
    const { count } = await tx.orderChangeLine.updateMany({
      where: { id: cl.id, refundedAt: null },
      data: { refundedAt: new Date() },
    });
    if (!count) return;
    const updated = await tx.booking.update({
      where: { id: line.id },
      data: { changeRefundedCents: { increment: cl.refundCents } },
    });
    for (const part of made) {
      await recordRefund(tx, part.key, {
        intentId: part.intentId,
        amount: part.amount,
        currency: line.paymentCurrency,
        bookingId: line.id,
        eventId: line.eventId,
        providerRef: part.refundId,
      });
    }
    await settleLineFee(tx, `refund-change-${cl.changeId}-${line.id}`, updated, {
      intentId: made[0]!.intentId,
      currency: line.paymentCurrency,
      bookingId: line.id,
      eventId: line.eventId,
    });
  });
}

/** The retry: every applied change line whose refund was not made yet. */
export async function retryChangeRefunds(): Promise<{ refunded: number; failed: number }> {
  const due = await db.orderChangeLine.findMany({
    where: {
      refundCents: { gt: 0 },
      refundedAt: null,
      bookingId: { not: null },
      change: { status: "applied" },
    },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  let refunded = 0;
  let failed = 0;
  for (const { id } of due) {
    try {
      await refundReduction(id);
      refunded++;
    } catch (error) {
      failed++;
      log.error(`Refund of change line ${id} failed`, error);
    }
  }
  return { refunded, failed };
}
