/**
 * One order's money as the ledger (money_movements) tells it, for the admin's lookup on
 * /admin/payments: what the card paid and how much of it was a tip, what went back, the
 * platform's fee kept, and what the kitchen was sent net of reversals. Every amount is
 * integer cents.
 */
import type { MoneyMovementKind } from "@/lib/generated/prisma/enums";
import { LINE_EXTRAS, type LineExtraKind } from "./line-extras";

export type LedgerKind = MoneyMovementKind;

/**
 * The kinds whose rows together are what a card was charged for a line: its price ("charge")
 * and each of its extras (./line-extras.ts: tip, delivery fee share). Every sum of "what this
 * line was charged" uses this list.
 */
export const CHARGED_KINDS: readonly ("charge" | LineExtraKind)[] = [
  "charge",
  ...LINE_EXTRAS.map((e) => e.kind),
];

export type LedgerTotals = {
  /** Food, delivery fee and tip: what the card was charged. */
  chargedCents: number;
  tipCents: number;
  deliveryFeeCents: number;
  refundedCents: number;
  feeCents: number;
  transferredCents: number;
  /** Taken by the card's bank in a dispute and not won back. */
  disputedCents: number;
};

export function ledgerTotals(movements: { kind: LedgerKind; amount: number }[]): LedgerTotals {
  const sum = (...kinds: LedgerKind[]) =>
    movements.filter((m) => kinds.includes(m.kind)).reduce((s, m) => s + m.amount, 0);
  return {
    chargedCents: sum(...CHARGED_KINDS),
    tipCents: sum("tip"),
    deliveryFeeCents: sum("delivery_fee"),
    refundedCents: sum("refund"),
    feeCents: sum("fee") - sum("fee_refund"),
    transferredCents: sum("transfer") - sum("reversal"),
    disputedCents: sum("dispute") - sum("dispute_won"),
  };
}

/** The ledger's words for its kinds, as the lookup lists them; an extra's is in LINE_EXTRAS. */
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  charge: "Charged (food)",
  ...(Object.fromEntries(LINE_EXTRAS.map((e) => [e.kind, e.label])) as Record<
    LineExtraKind,
    string
  >),
  refund: "Refunded",
  fee: "Platform fee",
  fee_refund: "Platform fee given back",
  transfer: "Sent to the kitchen",
  reversal: "Taken back from the kitchen",
  receivable: "Owed by the kitchen",
  receivable_recovery: "Recovered from the kitchen",
  dispute: "Disputed",
  dispute_fee: "Dispute fee",
  dispute_won: "Dispute won back",
};

/** "Order number" on /admin/payments: a positive whole number. */
export const ORDER_NUMBER_INVALID = "Enter an order number, such as 42";
