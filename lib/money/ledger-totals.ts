/**
 * One order's money as the ledger (money_movements) tells it, for the admin's lookup on
 * /admin/payments: what the card paid and how much of it was a tip, what went back, the
 * platform's fee kept, and what the kitchen was sent net of reversals. Every amount is
 * integer cents.
 */
export type LedgerKind =
  | "charge"
  | "tip"
  | "delivery_fee"
  | "refund"
  | "fee"
  | "fee_refund"
  | "transfer"
  | "reversal"
  | "receivable"
  | "receivable_recovery"
  | "dispute"
  | "dispute_fee"
  | "dispute_won";

/**
 * The kinds whose rows together are what a card was charged for a line: its price, its tip
 * and its delivery fee share. Every sum of "what this line was charged" uses this list.
 */
export const CHARGED_KINDS = ["charge", "tip", "delivery_fee"] as const satisfies LedgerKind[];

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

/** The ledger's words for its kinds, as the lookup lists them. */
export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  charge: "Charged (food)",
  tip: "Charged (tip)",
  delivery_fee: "Charged (delivery fee)",
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
