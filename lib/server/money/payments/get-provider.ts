import "server-only";
import { paymentMode } from "@/lib/money/payment-mode";
import { AppError } from "../../errors";
import type { PaymentProvider } from "./provider";
import { createStripeProvider } from "./stripe-provider";
import { createTestProvider } from "./test-provider";

/** The message of every payment call while no provider is configured (503). */
export const PAYMENTS_NOT_CONFIGURED = "Card payments are not configured";

/**
 * What runs without Stripe keys and without test mode: a production server with a real
 * database must never mark an order paid with a test card, so it takes no card at all.
 */
function createUnconfiguredProvider(): PaymentProvider {
  const refuse = async (): Promise<never> => {
    throw new AppError("unavailable", PAYMENTS_NOT_CONFIGURED, {
      headers: { "Retry-After": "3600" },
    });
  };
  return {
    checkout: { kind: "unconfigured" },
    createIntent: refuse,
    retrieveIntent: refuse,
    cancelIntent: refuse,
    listSucceededIntents: async () => [],
    refund: refuse,
    createConnectedAccount: refuse,
    retrieveAccount: refuse,
    createAccountLink: refuse,
    createTransfer: refuse,
    reverseTransfer: refuse,
    retrieveDispute: refuse,
    submitDisputeEvidence: refuse,
    parseWebhook() {
      throw new AppError("unavailable", PAYMENTS_NOT_CONFIGURED);
    },
  };
}

let cached: { key: string; provider: PaymentProvider } | null = null;

/**
 * The active payment provider: Stripe when both STRIPE_SECRET_KEY and
 * NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY are set; otherwise the built-in test provider, but only
 * with PAYMENTS_TEST_MODE=1 (which `npm start` sets for its embedded demo database); otherwise
 * none, and checkout says card payments are not configured. This is
 * the only place that decides; callers use the PaymentProvider interface. The environment
 * is read on each call (cheaply, the provider is cached per configuration) so tests can
 * switch providers.
 */
export function getPaymentProvider(env: NodeJS.ProcessEnv = process.env): PaymentProvider {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? "";
  const publishableKey = env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY?.trim() ?? "";
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim() || null;
  const host = env.STRIPE_API_HOST?.trim() || undefined;
  const port = env.STRIPE_API_PORT ? Number(env.STRIPE_API_PORT) : undefined;
  const protocol = env.STRIPE_API_PROTOCOL === "http" ? "http" : undefined;
  const mode = paymentMode(env);
  const key =
    mode === "stripe"
      ? JSON.stringify([secretKey, publishableKey, webhookSecret, host, port, protocol])
      : mode;
  if (cached?.key !== key) {
    cached = {
      key,
      provider:
        mode === "stripe"
          ? createStripeProvider({ secretKey, publishableKey, webhookSecret, host, port, protocol })
          : mode === "test"
            ? createTestProvider()
            : createUnconfiguredProvider(),
    };
  }
  return cached.provider;
}
