/**
 * The one payment provider interface (docs/product-rules.md §5). Two implementations: Stripe
 * (stripe-provider.ts) when STRIPE_SECRET_KEY and NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY are
 * set, and the built-in test provider (test-provider.ts) otherwise. Only
 * getPaymentProvider() (./get-provider.ts) knows which one is active; everything else uses
 * this interface.
 */

/** A payment intent as the booking rules need it, whatever the provider. */
export type ProviderIntent = {
  id: string;
  clientSecret: string | null;
  /** Integer cents. */
  amount: number;
  /** Lowercase ISO code, e.g. "usd". */
  currency: string;
  /** From the intent's metadata; null when the intent is not one of ours. */
  bookingId: number | null;
  /**
   * The event (cart checkout) the intent pays for, from its metadata; null for a single
   * booking's intent (docs/product-rules.md §15).
   */
  eventId: number | null;
  /**
   * The order change (docs/product-rules.md §20) whose difference the intent pays, from its
   * metadata; null otherwise.
   */
  changeId: number | null;
  /**
   * - open: waiting for a card (nothing to record yet);
   * - processing / succeeded: as named;
   * - failed: the last attempt was declined (the intent stays open for another card);
   * - canceled: can never be paid.
   */
  status: "open" | "processing" | "succeeded" | "failed" | "canceled";
  /** The whole amount has been refunded. */
  refunded: boolean;
  /** The card error of the last failed attempt. */
  lastError: string | null;
};

/** A kitchen's connected account (Stripe Connect Express), as payouts need it. */
export type ProviderAccount = {
  id: string;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  requirementsDue: number;
};

/** A verified webhook event, reduced to what the booking rules act on. */
export type ProviderEvent = {
  id: string;
  type: string;
  /** The payment intent the event is about; null for events we do not handle. */
  intentId: string | null;
  /** The connected account an account.updated event is about. */
  accountId?: string | null;
  /** The dispute a charge.dispute.* event is about. */
  disputeId?: string | null;
};

/** A dispute (chargeback) of one of our charges, whatever the provider. */
export type ProviderDispute = {
  id: string;
  /** The payment intent whose charge is disputed; null when it is not one we can name. */
  intentId: string | null;
  chargeId: string | null;
  /** Integer cents disputed. */
  amount: number;
  currency: string;
  reason: string;
  status: DisputeStatusValue;
  /** Integer cents the provider charged for the dispute. */
  feeCents: number;
  evidenceDueBy: Date | null;
};

/** What the checkout page needs to render the right card form. */
import "server-only";
import type { DisputeStatusValue } from "@/lib/money/disputes/rules";
import type { DisputeEvidence } from "@/lib/money/disputes/types";
import type { CheckoutConfig } from "@/lib/money/types";

export type { CheckoutConfig };

export type TestCardInput = { clientSecret: string; number: string; expiry: string; cvc: string };

/**
 * A reversal the provider refused because the kitchen's connected account has too little
 * balance to give the money back (Stripe's `balance_insufficient`: the kitchen was paid out
 * to its bank). Unlike an outage, retrying will not help: the caller records what the
 * kitchen owes instead (docs/product-rules.md §19, receivables).
 */
export class BalanceShortError extends Error {
  constructor(message = "The connected account's balance is too low for this reversal") {
    super(message);
    this.name = "BalanceShortError";
  }
}

export const isBalanceShort = (error: unknown): error is BalanceShortError =>
  error instanceof BalanceShortError;

export interface PaymentProvider {
  readonly checkout: CheckoutConfig;
  /** Creates an intent; the same idempotency key always returns the same intent. */
  createIntent(input: {
    amount: number;
    currency: string;
    /** What the intent pays for: one booking, one event (all its bookings), or an order change. */
    bookingId?: number;
    eventId?: number;
    changeId?: number;
    idempotencyKey: string;
  }): Promise<ProviderIntent>;
  /** The provider's current view of an intent; AppError not_found when it has none. */
  retrieveIntent(id: string): Promise<ProviderIntent>;
  /**
   * Cancels an intent that has not been paid, so that its client secret can never take
   * money again (done before a replacement intent is made). Returns the intent as it is
   * after the call: canceled, or, when the customer paid meanwhile, succeeded/processing.
   */
  cancelIntent(id: string): Promise<ProviderIntent>;
  /**
   * Our intents that succeeded since `since` (created then or later), for the reconciliation
   * job: every one of them must be recorded somewhere.
   */
  listSucceededIntents(since: Date): Promise<ProviderIntent[]>;
  /**
   * Refunds an intent, in full or `amount` integer cents of it (a cancellation policy's
   * partial refund); the same idempotency key never refunds twice.
   */
  refund(input: {
    intentId: string;
    idempotencyKey: string;
    amount?: number;
  }): Promise<{ refundId: string | null }>;
  /**
   * Verifies a webhook delivery on its raw body. Throws AppError invalid_input (400) for a
   * bad signature or payload.
   */
  parseWebhook(rawBody: Buffer, signature: string | null): ProviderEvent;
  /**
   * Creates a kitchen's connected account (Express); the same key returns the same account.
   */
  createConnectedAccount(input: {
    catererId: number;
    email: string | null;
    idempotencyKey: string;
  }): Promise<ProviderAccount>;
  /** The provider's current view of a connected account; AppError not_found when unknown. */
  retrieveAccount(id: string): Promise<ProviderAccount>;
  /**
   * A one-time link to the provider's hosted onboarding for an account; the kitchen comes
   * back to returnUrl when done and to refreshUrl when the link expired.
   */
  createAccountLink(input: {
    accountId: string;
    returnUrl: string;
    refreshUrl: string;
  }): Promise<{ url: string }>;
  /**
   * Sends `amount` cents of the platform's balance to a connected account, funded by the
   * charge of `sourceIntentId` (Stripe's source_transaction) and grouped under
   * `transferGroup`; the same idempotency key never transfers twice.
   */
  createTransfer(input: {
    amount: number;
    currency: string;
    destination: string;
    sourceIntentId: string;
    /**
     * The line was paid by more than one charge (its order changed after payment): no one
     * charge funds it, so the transfer comes from the platform's balance (no
     * source_transaction; Stripe makes it once the funds are available).
     */
    fromBalance?: boolean;
    transferGroup: string;
    idempotencyKey: string;
  }): Promise<{ transferId: string }>;
  /**
   * Takes `amount` cents of a transfer back; the same idempotency key reverses once. Throws
   * BalanceShortError when the destination account's balance cannot cover it (nothing is
   * reversed); any other failure (an outage) is worth retrying.
   */
  reverseTransfer(input: {
    transferId: string;
    amount: number;
    idempotencyKey: string;
  }): Promise<{ reversalId: string }>;
  /** The provider's current view of a dispute; AppError not_found when it has none. */
  retrieveDispute(id: string): Promise<ProviderDispute>;
  /**
   * Submits the evidence pack for a dispute (Stripe: POST /v1/disputes/{id} with
   * evidence[...] and submit=true); the dispute is under review after it.
   */
  submitDisputeEvidence(id: string, evidence: DisputeEvidence): Promise<ProviderDispute>;
  /**
   * Test provider only: what a customer's bank does when the customer disputes a charge
   * (docs/product-rules.md §22); `amount` defaults to the whole charge.
   */
  openTestDispute?(input: {
    intentId: string;
    reason: string;
    amount?: number;
  }): Promise<ProviderDispute>;
  /** Test provider only: the card network decides the dispute. */
  decideTestDispute?(id: string, outcome: "won" | "lost"): Promise<ProviderDispute>;
  /**
   * Test provider only: charges a test card against an intent (what Stripe.js does in the
   * browser for Stripe). Absent on providers that take real cards.
   */
  confirmTestCard?(input: TestCardInput): Promise<ProviderIntent>;
  /**
   * Test provider only: what Stripe's hosted onboarding does when the kitchen submits its
   * details (verified, payouts enabled).
   */
  completeTestOnboarding?(accountId: string): Promise<ProviderAccount>;
  /**
   * Test provider only: what the provider's automatic payout does, the account's whole
   * balance paid out to the kitchen's bank, so that a later reversal finds it short.
   */
  payOutTestBalance?(accountId: string): Promise<void>;
}
