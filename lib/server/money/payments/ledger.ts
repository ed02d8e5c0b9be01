import "server-only";
import type { LedgerKind } from "@/lib/money/ledger-totals";
import type { LineExtraKind } from "@/lib/money/line-extras";
import type { Tx } from "../../db";

/**
 * The money ledger (docs/product-rules.md §16): append-only rows in `money_movements`, each
 * written in the transaction that records its cause (a payment recorded, a refund made), so
 * the ledger and the bookings can never disagree. Each movement has a key and is written
 * once: writing it again (a replayed webhook, a retried job) changes nothing.
 */
type Movement = {
  intentId: string;
  amount: number;
  currency: string;
  bookingId: number | null;
  eventId: number | null;
  note?: string;
};

async function write(
  tx: Tx,
  kind: LedgerKind,
  key: string,
  m: Movement & { providerRef?: string | null },
): Promise<boolean> {
  if (!Number.isInteger(m.amount) || m.amount <= 0) {
    throw new Error(`A ${kind} of ${m.amount} cents cannot be recorded (${key})`);
  }
  const { count } = await tx.moneyMovement.createMany({
    data: [
      {
        kind,
        key,
        amount: m.amount,
        currency: m.currency,
        intentId: m.intentId,
        bookingId: m.bookingId,
        eventId: m.eventId,
        providerRef: m.providerRef ?? null,
        note: m.note ?? null,
      },
    ],
    skipDuplicates: true,
  });
  return count === 1;
}

/** The customer's card was charged `amount` for one line (or, unmatched, for nothing). */
export const recordCharge = (tx: Tx, m: Movement) =>
  write(tx, "charge", `charge:${m.intentId}:${m.bookingId ?? "unmatched"}`, m);

/**
 * One of a line's extras charged with it (docs/product-rules.md §19 tip, §23 delivery fee;
 * lib/money/line-extras.ts), written with its charge: the line's charge row is its price,
 * each extra a row of its own under its kind. A refund row holds all that went back, the
 * extras included.
 */
export const recordLineExtra = (tx: Tx, kind: LineExtraKind, m: Movement) =>
  write(tx, kind, `${kind}:${m.intentId}:${m.bookingId}`, m);

/** Money went back to the card; `key` is the refund's idempotency key at the provider. */
export const recordRefund = (tx: Tx, key: string, m: Movement & { providerRef: string | null }) =>
  write(tx, "refund", `refund:${key}`, m);

/** The platform's fee on a line, written with the line's charge (docs/product-rules.md §19). */
export const recordFee = (tx: Tx, m: Movement) =>
  write(tx, "fee", `fee:${m.intentId}:${m.bookingId}`, m);

/** The part of a line's fee given up with a refund; `key` is the refund's key. */
export const recordFeeRefund = (tx: Tx, key: string, m: Movement) =>
  write(tx, "fee_refund", `fee_refund:${key}`, m);

/**
 * The kitchen's share sent to its account: one per line and completion round (round 0 is
 * the first completion; an admin reopening a transferred line reverses it, and completing
 * it again is round 1, ...).
 */
export const recordTransfer = (tx: Tx, m: Movement & { providerRef: string; round: number }) =>
  write(tx, "transfer", `transfer:${m.bookingId}${m.round ? `:r${m.round}` : ""}`, m);

/** Part of a transfer taken back; `key` is the reversal's idempotency key. */
export const recordReversal = (tx: Tx, key: string, m: Movement & { providerRef: string }) =>
  write(tx, "reversal", `reversal:${key}`, m);

/**
 * What the kitchen owes back instead of a reversal its balance could not cover
 * (docs/product-rules.md §19); `key` is the reversal's idempotency key. Per line it counts
 * as a reversal made on credit: transfers - reversals - receivables is what the kitchen kept.
 */
export const recordReceivable = (tx: Tx, key: string, m: Movement) =>
  write(tx, "receivable", `receivable:${key}`, m);

/**
 * Part of a line's share kept to pay a receivable (on that line: it reached the kitchen as
 * a smaller debt instead of a transfer); one per receivable, transfer and round.
 */
export const recordReceivableRecovery = (
  tx: Tx,
  ids: { receivableId: number; transferId: number; round: number },
  m: Movement,
) =>
  write(
    tx,
    "receivable_recovery",
    `receivable_recovery:${ids.receivableId}:${ids.transferId}${ids.round ? `:r${ids.round}` : ""}`,
    m,
  );

/**
 * A line's part of a disputed charge, taken from the platform when the dispute opened
 * (docs/product-rules.md §22); `disputeId` is the provider's.
 */
export const recordDispute = (tx: Tx, disputeId: string, m: Movement) =>
  write(tx, "dispute", `dispute:${disputeId}:${m.bookingId}`, m);

/** The provider's fee for a dispute, once per dispute (the line is null: it is the charge's). */
export const recordDisputeFee = (tx: Tx, disputeId: string, m: Movement) =>
  write(tx, "dispute_fee", `dispute_fee:${disputeId}`, m);

/** A line's disputed money given back to the platform: the dispute was won. */
export const recordDisputeWon = (tx: Tx, disputeId: string, m: Movement) =>
  write(tx, "dispute_won", `dispute_won:${disputeId}:${m.bookingId}`, m);
