/**
 * Payment status rules (docs/product-rules.md §5): pending -> processing -> paid | failed, and
 * paid -> refunded. A status never goes backwards, so a late or replayed provider event
 * (a "processing" webhook after "paid", a "failed" after "refunded") changes nothing.
 *
 * "failed" is not final: Stripe leaves a declined intent open, and the customer may try
 * another card, which moves the same intent to processing or succeeded.
 */
export const PAYMENT_STATUSES = ["pending", "processing", "paid", "failed", "refunded"] as const;
export type PaymentStatusValue = (typeof PAYMENT_STATUSES)[number];

const NEXT: Record<PaymentStatusValue, readonly PaymentStatusValue[]> = {
  pending: ["processing", "paid", "failed"],
  processing: ["paid", "failed"],
  failed: ["processing", "paid"],
  paid: ["refunded"],
  refunded: [],
};

export function paymentMayMove(from: PaymentStatusValue, to: PaymentStatusValue): boolean {
  return NEXT[from].includes(to);
}

/** A booking can be charged while no payment has gone through (or is going through). */
export const isPayable = (status: PaymentStatusValue) =>
  status === "pending" || status === "failed";
