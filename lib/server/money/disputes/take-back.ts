import "server-only";
import type { Tx } from "../../db";
import { db } from "../../db";
import { reverseOrRecordReceivable } from "../payouts/reverse-or-record-receivable";

/**
 * Takes `amount` cents back from a line's sent transfer because of a dispute (the lost
 * amount, or the fee charged to the kitchen; docs/product-rules.md §22), never more than is
 * left of it. The one place a dispute takes money back: reversed at the provider, or, when
 * the kitchen's balance is short, recorded as what the kitchen owes (a receivable, §19).
 *
 * `key` names what was taken before, so a retry after a crash takes once; the ledger rows,
 * the transfer's running total and `onRecorded` (the dispute line's own total) commit
 * together, once. Returns the cents taken back or owed by this call (0: nothing to take).
 */
export async function takeBackFromKitchen(input: {
  bookingId: number;
  amount: number;
  key: string;
  note: string;
  onRecorded: (tx: Tx, cents: number) => Promise<void>;
}): Promise<number> {
  const t = await db.kitchenTransfer.findUnique({ where: { bookingId: input.bookingId } });
  if (!t || t.status !== "sent") return 0;
  let taken = 0;
  await reverseOrRecordReceivable({
    catererId: t.catererId,
    bookingId: input.bookingId,
    amount: input.amount,
    key: input.key,
    note: input.note,
    onRecorded: async (tx, cents) => {
      taken = cents;
      await input.onRecorded(tx, cents);
    },
  });
  return taken;
}
