import "server-only";
import type { Tx } from "../db";
import { db } from "../db";
import { getPaymentProvider } from "../payments/get-provider";
import { recordReversal } from "../payments/ledger";

/**
 * Takes `amount` cents back from a line's sent transfer because of a dispute (the lost
 * amount, or the fee charged to the kitchen; docs/product-rules.md §21), never more than is
 * left of it. The one place a dispute reverses a transfer, so that a fallback (a
 * receivable when the kitchen's balance is short) can replace it in one spot.
 *
 * The provider is called outside any transaction with `key`, which names what was taken
 * before, so a retry after a crash reverses once; the ledger's reversal row, the transfer's
 * running total and `onRecorded` (the dispute line's own total) commit together, once.
 * Returns the cents taken back by this call (0 when there was nothing to take).
 */
export async function takeBackFromKitchen(input: {
  bookingId: number;
  amount: number;
  key: string;
  note: string;
  onRecorded: (tx: Tx, cents: number) => Promise<void>;
}): Promise<number> {
  const t = await db.kitchenTransfer.findUnique({
    where: { bookingId: input.bookingId },
    include: { booking: { select: { eventId: true } } },
  });
  if (!t || t.status !== "sent" || !t.providerRef) return 0;
  const cents = Math.min(input.amount, t.amount - t.reversedAmount);
  if (cents <= 0) return 0;
  const { reversalId } = await getPaymentProvider().reverseTransfer({
    transferId: t.providerRef,
    amount: cents,
    idempotencyKey: input.key,
  });
  return db.$transaction(async (tx) => {
    const written = await recordReversal(tx, input.key, {
      intentId: t.intentId,
      amount: cents,
      currency: t.currency,
      bookingId: input.bookingId,
      eventId: t.booking.eventId,
      providerRef: reversalId,
      note: input.note,
    });
    if (!written) return 0;
    await tx.kitchenTransfer.update({
      where: { id: t.id },
      data: { reversedAmount: { increment: cents } },
    });
    await input.onRecorded(tx, cents);
    return cents;
  });
}
