/**
 * Which card form the checkout page shows: Stripe Elements, the built-in test provider's, or
 * none when this server takes no card payments.
 */
export type CheckoutConfig =
  { kind: "stripe"; publishableKey: string } | { kind: "test" } | { kind: "unconfigured" };

/** A payment that could not be applied and is refunded in full (product-rules §16). */
export type UnmatchedPaymentDto = {
  intentId: string;
  /** Integer cents. */
  amount: number;
  currency: string;
  bookingId: number | null;
  eventId: number | null;
  userId: number | null;
  reason: string;
  refundId: string | null;
  refundedAt: string | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
};

/** The reconciliation job's findings, for the admin. */
export type ReconciliationDto = {
  unmatched: UnmatchedPaymentDto[];
  /** When the reconciliation job last ran and what it said. */
  lastRun: { at: string; error: string | null } | null;
};
