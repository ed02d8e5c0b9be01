import "server-only";
import Stripe from "stripe";
import { AppError } from "../../errors";
import type { DisputeStatusValue } from "@/lib/money/disputes/rules";
import {
  BalanceShortError,
  type PaymentProvider,
  type ProviderAccount,
  type ProviderDispute,
  type ProviderEvent,
  type ProviderIntent,
} from "./provider";
import { toId } from "@/lib/validation/id";
import { log } from "../../observability/log";

export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string | null;
  /** Only for tests: a local fake of the Stripe HTTP API (STRIPE_API_HOST/PORT/PROTOCOL). */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
};

type StripeErrorLike = { type?: string; code?: string; statusCode?: number; message?: string };

/** Stripe's errors, reduced to the app's: unknown ids are 404, outages 502. */
function toAppError(error: unknown): unknown {
  const e = error as StripeErrorLike;
  if (e?.type === "StripeInvalidRequestError" && e.code === "resource_missing") {
    return new AppError("not_found", "Payment not found");
  }
  if (
    e?.type === "StripeConnectionError" ||
    e?.type === "StripeAPIError" ||
    e?.type === "StripeRateLimitError" ||
    (typeof e?.statusCode === "number" && e.statusCode >= 500)
  ) {
    log.error("Stripe request failed", { message: e.message });
    return new AppError(
      "provider_unavailable",
      "The payment provider is unavailable. Please try again.",
    );
  }
  return error;
}

function bookingIdOf(metadata: Stripe.Metadata | null | undefined): number | null {
  return toId(metadata?.bookingId);
}

export function fromStripeIntent(pi: Stripe.PaymentIntent): ProviderIntent {
  let status: ProviderIntent["status"];
  switch (pi.status) {
    case "succeeded":
      status = "succeeded";
      break;
    case "processing":
      status = "processing";
      break;
    case "canceled":
      status = "canceled";
      break;
    case "requires_payment_method":
      status = pi.last_payment_error ? "failed" : "open";
      break;
    default:
      status = "open";
  }
  const charge = typeof pi.latest_charge === "object" ? pi.latest_charge : null;
  return {
    id: pi.id,
    clientSecret: pi.client_secret ?? null,
    amount: pi.amount,
    currency: pi.currency,
    bookingId: bookingIdOf(pi.metadata),
    eventId: toId(pi.metadata?.eventId),
    changeId: toId(pi.metadata?.changeId),
    status,
    refunded: Boolean(charge?.refunded),
    lastError: pi.last_payment_error?.message ?? null,
  };
}

export function fromStripeAccount(a: Stripe.Account): ProviderAccount {
  return {
    id: a.id,
    detailsSubmitted: Boolean(a.details_submitted),
    chargesEnabled: Boolean(a.charges_enabled),
    payoutsEnabled: Boolean(a.payouts_enabled),
    requirementsDue: a.requirements?.currently_due?.length ?? 0,
  };
}

/** Stripe's dispute statuses, reduced to ours (an inquiry's warning_* as its dispute's). */
const DISPUTE_STATUS: Record<string, DisputeStatusValue> = {
  warning_needs_response: "needs_response",
  needs_response: "needs_response",
  appeal_needs_response: "needs_response",
  warning_under_review: "under_review",
  under_review: "under_review",
  appeal_under_review: "under_review",
  warning_closed: "won",
  won: "won",
  lost: "lost",
  prevented: "won",
};

export function fromStripeDispute(d: Stripe.Dispute): ProviderDispute {
  const idOf = (v: unknown) =>
    typeof v === "string" ? v : textId((v as { id?: unknown } | null)?.id);
  // The fee is on the balance transaction that withdrew the money (Stripe: 1500 cents).
  const feeCents = (d.balance_transactions ?? []).reduce(
    (sum, t) => sum + (typeof t === "object" && t.fee > 0 ? t.fee : 0),
    0,
  );
  const due = d.evidence_details?.due_by;
  return {
    id: d.id,
    intentId: idOf(d.payment_intent),
    chargeId: idOf(d.charge),
    amount: d.amount,
    currency: d.currency,
    reason: d.reason,
    status: DISPUTE_STATUS[d.status] ?? "needs_response",
    feeCents,
    evidenceDueBy: due ? new Date(due * 1000) : null,
  };
}

/** Stripe PaymentIntents (test or live keys), through the official SDK. */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
  });

  return {
    checkout: { kind: "stripe", publishableKey: settings.publishableKey },

    async createIntent({ amount, currency, bookingId, eventId, changeId, idempotencyKey }) {
      try {
        const pi = await stripe.paymentIntents.create(
          {
            amount,
            currency,
            metadata:
              changeId !== undefined
                ? { changeId: String(changeId) }
                : eventId !== undefined
                  ? { eventId: String(eventId) }
                  : { bookingId: String(bookingId) },
            description:
              changeId !== undefined
                ? `TrayTable order change #${changeId}`
                : eventId !== undefined
                  ? `TrayTable event #${eventId}`
                  : `TrayTable booking #${bookingId}`,
            automatic_payment_methods: { enabled: true },
          },
          { idempotencyKey },
        );
        return fromStripeIntent(pi);
      } catch (error) {
        throw toAppError(error);
      }
    },

    async retrieveIntent(id) {
      try {
        return fromStripeIntent(
          await stripe.paymentIntents.retrieve(id, { expand: ["latest_charge"] }),
        );
      } catch (error) {
        throw toAppError(error);
      }
    },

    async cancelIntent(id) {
      try {
        return fromStripeIntent(await stripe.paymentIntents.cancel(id));
      } catch (error) {
        // Paid (or being paid) meanwhile, or canceled already: say how it stands now.
        if ((error as StripeErrorLike)?.code === "payment_intent_unexpected_state") {
          return this.retrieveIntent(id);
        }
        throw toAppError(error);
      }
    },

    async listSucceededIntents(since) {
      try {
        const found: ProviderIntent[] = [];
        const list = stripe.paymentIntents.list({
          created: { gte: Math.floor(since.getTime() / 1000) },
          limit: 100,
          expand: ["data.latest_charge"],
        });
        for await (const pi of list) {
          if (pi.status !== "succeeded") continue;
          const intent = fromStripeIntent(pi);
          // Only ours: an intent made elsewhere in the account names no booking or event.
          if (intent.bookingId !== null || intent.eventId !== null || intent.changeId !== null) {
            found.push(intent);
          }
        }
        return found;
      } catch (error) {
        throw toAppError(error);
      }
    },

    async refund({ intentId, idempotencyKey, amount }) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: intentId, ...(amount !== undefined ? { amount } : {}) },
          { idempotencyKey },
        );
        return { refundId: refund.id };
      } catch (error) {
        // Refunded already (for example from the Stripe dashboard): the outcome we want.
        if ((error as StripeErrorLike)?.code === "charge_already_refunded")
          return { refundId: null };
        throw toAppError(error);
      }
    },

    async createConnectedAccount({ catererId, email, idempotencyKey }) {
      try {
        const account = await stripe.accounts.create(
          {
            type: "express",
            ...(email ? { email } : {}),
            capabilities: { transfers: { requested: true } },
            metadata: { catererId: String(catererId) },
          },
          { idempotencyKey },
        );
        return fromStripeAccount(account);
      } catch (error) {
        throw toAppError(error);
      }
    },

    async retrieveAccount(id) {
      try {
        return fromStripeAccount(await stripe.accounts.retrieve(id));
      } catch (error) {
        throw toAppError(error);
      }
    },

    async createAccountLink({ accountId, returnUrl, refreshUrl }) {
      try {
        const link = await stripe.accountLinks.create({
          account: accountId,
          type: "account_onboarding",
          return_url: returnUrl,
          refresh_url: refreshUrl,
        });
        return { url: link.url };
      } catch (error) {
        throw toAppError(error);
      }
    },

    async createTransfer({
      amount,
      currency,
      destination,
      sourceIntentId,
      fromBalance,
      transferGroup,
      idempotencyKey,
    }) {
      try {
        // Separate charges and transfers: the kitchen's share of the platform's charge, or
        // of the platform's balance for a line that several charges paid.
        let charge: string | undefined;
        if (!fromBalance) {
          const pi = await stripe.paymentIntents.retrieve(sourceIntentId);
          charge = typeof pi.latest_charge === "string" ? pi.latest_charge : pi.latest_charge?.id;
          if (!charge) throw new AppError("conflict", "The payment has no charge to transfer from");
        }
        const transfer = await stripe.transfers.create(
          {
            amount,
            currency,
            destination,
            ...(charge ? { source_transaction: charge } : {}),
            transfer_group: transferGroup,
          },
          { idempotencyKey },
        );
        return { transferId: transfer.id };
      } catch (error) {
        throw toAppError(error);
      }
    },

    async reverseTransfer({ transferId, amount, idempotencyKey }) {
      try {
        const reversal = await stripe.transfers.createReversal(
          transferId,
          { amount },
          { idempotencyKey },
        );
        return { reversalId: reversal.id };
      } catch (error) {
        // The kitchen's balance was paid out: a receivable, not a retry (product-rules §19).
        if ((error as StripeErrorLike)?.code === "balance_insufficient") {
          throw new BalanceShortError((error as StripeErrorLike).message);
        }
        throw toAppError(error);
      }
    },

    async retrieveDispute(id) {
      try {
        return fromStripeDispute(await stripe.disputes.retrieve(id));
      } catch (error) {
        throw toAppError(error);
      }
    },

    async submitDisputeEvidence(id, evidence) {
      try {
        const dispute = await stripe.disputes.update(id, {
          evidence: {
            product_description: evidence.productDescription,
            customer_name: evidence.customerName,
            customer_email_address: evidence.customerEmailAddress,
            service_date: evidence.serviceDate,
            ...(evidence.shippingAddress ? { shipping_address: evidence.shippingAddress } : {}),
            uncategorized_text: evidence.uncategorizedText,
          },
          submit: true,
        });
        return fromStripeDispute(dispute);
      } catch (error) {
        throw toAppError(error);
      }
    },

    parseWebhook(rawBody, signature): ProviderEvent {
      if (!settings.webhookSecret) {
        // A deployment mistake, not the caller's: 500 (Stripe retries once it is fixed).
        throw new Error("STRIPE_WEBHOOK_SECRET is not set; cannot verify Stripe webhooks");
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? "", settings.webhookSecret);
      } catch {
        throw new AppError("invalid_input", "Invalid webhook signature");
      }
      // The signature proves who sent the bytes, not that they are an event: a signed body
      // of another shape is refused (400), never read as one (a 500 made Stripe retry it).
      const shape = event as unknown as { id?: unknown; type?: unknown; data?: unknown };
      const object =
        shape && typeof shape.data === "object" && shape.data !== null
          ? (shape.data as { object?: unknown }).object
          : undefined;
      if (
        typeof shape?.id !== "string" ||
        typeof shape.type !== "string" ||
        typeof object !== "object" ||
        object === null
      ) {
        throw new AppError("invalid_input", "Invalid webhook event");
      }
      const idOf = (value: unknown) =>
        typeof value === "string" ? value : textId((value as { id?: unknown } | null)?.id);
      let intentId: string | null = null;
      if (event.type.startsWith("payment_intent.")) {
        intentId = idOf(object);
      } else if (event.type === "charge.refunded") {
        intentId = idOf((object as { payment_intent?: unknown }).payment_intent ?? null);
      }
      const accountId = event.type === "account.updated" ? idOf(object) : null;
      const disputeId = event.type.startsWith("charge.dispute.") ? idOf(object) : null;
      return { id: event.id, type: event.type, intentId, accountId, disputeId };
    },
  };
}

/** A Stripe id, or null for anything else (an id of another type, a missing one). */
function textId(value: unknown): string | null {
  return typeof value === "string" && value ? value : null;
}
