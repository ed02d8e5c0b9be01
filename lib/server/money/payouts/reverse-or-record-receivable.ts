import "server-only";
import { db, type Tx } from "../../db";
import { getPaymentProvider } from "../payments/get-provider";
import { recordReceivable, recordReversal } from "../payments/ledger";
import { isBalanceShort } from "../payments/provider";

/**
 * Why a receivable was recorded instead of a reversal (docs/product-rules.md §19):
 * - balance_short: the provider refused the reversal, the kitchen's balance was short (it
 *   was paid out to the kitchen's bank);
 * - recovered_share_returned: the share to take back never reached the provider (it was
 *   kept to pay an earlier receivable), so the debt it paid is owed again.
 */
export type ReceivableReason = "balance_short" | "recovered_share_returned";

export type ReverseResult = {
  outcome: "reversed" | "receivable" | "nothing";
  /** Cents taken back from the kitchen's account. */
  reversedCents: number;
  /** Cents recorded as owed by the kitchen (kitchen_receivables). */
  receivableCents: number;
};

/**
 * Takes `amount` cents of a line's transfer back from its kitchen (docs/product-rules.md
 * §19): reversed at the provider when the kitchen's balance allows, otherwise recorded as
 * what the kitchen owes (a receivable), taken from its next transfers. Never a silent loss:
 * the transfer's reversedAmount, the ledger (reversal and/or receivable) and the receivable
 * are written in one transaction. Never twice: `key` is the provider's idempotency key, the
 * ledger's and the receivable's, and the transfer row only moves from the reversedAmount
 * read here. Any other provider failure (an outage) is thrown, for the caller to retry with
 * the same key.
 *
 * Call outside any transaction (it calls the provider): after a refund (payKitchenForLine),
 * or after a lost dispute. `amount` is capped at what is left of the transfer; a line with
 * no sent transfer has nothing to take back.
 */
export async function reverseOrRecordReceivable(input: {
  catererId: number;
  bookingId: number;
  amount: number;
  key: string;
  /** The ledger rows' note (e.g. which dispute took it back). */
  note?: string;
  /** The caller's own record of what was taken (reversed + owed), in the same transaction. */
  onRecorded?: (tx: Tx, cents: number) => Promise<void>;
}): Promise<ReverseResult> {
  const nothing: ReverseResult = { outcome: "nothing", reversedCents: 0, receivableCents: 0 };
  const t = await db.kitchenTransfer.findUnique({
    where: { bookingId: input.bookingId },
    include: { booking: { select: { eventId: true } } },
  });
  if (!t || t.catererId !== input.catererId || t.status !== "sent") return nothing;
  const amount = Math.min(input.amount, t.amount - t.reversedAmount);
  if (!Number.isInteger(amount) || amount <= 0) return nothing;

  // What the provider's transfer still holds: what was sent, less what was reversed there.
  const sentLeft = t.providerRef
    ? t.amount - t.recoveredAmount - (t.reversedAmount - t.receivableAmount)
    : 0;
  const fromProvider = Math.min(amount, Math.max(sentLeft, 0));
  let reversalId: string | null = null;
  let reason: ReceivableReason = "recovered_share_returned";
  if (fromProvider > 0) {
    try {
      ({ reversalId } = await getPaymentProvider().reverseTransfer({
        transferId: t.providerRef!,
        amount: fromProvider,
        idempotencyKey: input.key,
      }));
    } catch (error) {
      if (!isBalanceShort(error)) throw error;
      reason = "balance_short";
    }
  }
  const reversedCents = reversalId ? fromProvider : 0;
  const receivableCents = amount - reversedCents;
  const movement = {
    intentId: t.intentId,
    currency: t.currency,
    bookingId: t.bookingId,
    eventId: t.booking.eventId,
    note: input.note,
  };

  await db.$transaction(async (tx) => {
    const { count } = await tx.kitchenTransfer.updateMany({
      where: { id: t.id, round: t.round, reversedAmount: t.reversedAmount },
      data: {
        reversedAmount: { increment: amount },
        receivableAmount: { increment: receivableCents },
      },
    });
    if (!count) return;
    if (reversalId) {
      await recordReversal(tx, input.key, {
        ...movement,
        amount: reversedCents,
        providerRef: reversalId,
      });
    }
    if (receivableCents > 0) {
      await tx.kitchenReceivable.createMany({
        data: [
          {
            catererId: t.catererId,
            bookingId: t.bookingId,
            amount: receivableCents,
            currency: t.currency,
            reason,
            key: input.key,
          },
        ],
        skipDuplicates: true,
      });
      await recordReceivable(tx, input.key, { ...movement, amount: receivableCents });
    }
    await input.onRecorded?.(tx, amount);
  });
  return {
    outcome: receivableCents > 0 ? "receivable" : "reversed",
    reversedCents,
    receivableCents,
  };
}
