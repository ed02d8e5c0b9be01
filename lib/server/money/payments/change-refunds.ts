import "server-only";
import { db, type Tx } from "../../db";
import { recordRefund } from "./ledger";
import { refundFromLineIntents } from "./line-intents";
import { settleLineFee } from "../payouts/line-fee";
import { enqueueWorkFor } from "../../work/enqueue-work";

/**
 * Enqueues the refunds an applied change asks for, in the transaction that applied it
 * (docs/product-rules.md §20): lines it removed are refunded as cancellations (refund_line
 * items), lines it made smaller get back their change line's refundCents (refund_change_line
 * items, refundReduction). The job runner makes them after the commit. Returns their ids.
 */
export async function enqueueChangeRefunds(
  tx: Tx,
  work: { cancelledLines: number[]; changeId: number },
): Promise<number[]> {
  const due = await tx.orderChangeLine.findMany({
    where: {
      changeId: work.changeId,
      refundCents: { gt: 0 },
      refundedAt: null,
      bookingId: { not: null },
    },
    select: { id: true },
    orderBy: { id: "asc" },
  });
  return [
    ...(await enqueueWorkFor(tx, "refund_line", work.cancelledLines)),
    ...(await enqueueWorkFor(
      tx,
      "refund_change_line",
      due.map((cl) => cl.id),
    )),
  ];
}

/**
 * Gives back what a change took off a line, from the intents that paid it, under
 * `refund-change-{change}-{line}-{intent}`, then records it in the ledger with the fee given
 * up, in one transaction: the handler of a refund_change_line item. Safe to run again: a
 * made refund is never made twice. Returns whether this call made it.
 */
export async function refundReduction(changeLineId: number): Promise<boolean> {
  const cl = await db.orderChangeLine.findUniqueOrThrow({ where: { id: changeLineId } });
  if (cl.refundedAt || !cl.bookingId || cl.refundCents <= 0) return false;
  const line = await db.booking.findUniqueOrThrow({ where: { id: cl.bookingId } });
  const made = await refundFromLineIntents(
    line,
    cl.refundCents,
    `refund-change-${cl.changeId}-${line.id}`,
    (line.paymentAmount ?? 0) - line.changeRefundedCents,
  );
  return db.$transaction(async (tx) => {
    const { count } = await tx.orderChangeLine.updateMany({
      where: { id: cl.id, refundedAt: null },
      data: { refundedAt: new Date() },
    });
    if (!count) return false;
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
    return true;
  });
}
