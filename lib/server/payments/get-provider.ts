import type { PaymentProvider } from "./provider";
import { createStripeProvider } from "./stripe-provider";
import { createTestProvider } from "./test-provider";

let cached: { key: string; provider: PaymentProvider } | null = null;

/**
 * The active payment provider: Stripe when both STRIPE_SECRET_KEY and
 * NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY are set, otherwise the built-in test provider. This is
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
  const useStripe = Boolean(secretKey && publishableKey);
  const key = useStripe
    ? JSON.stringify([secretKey, publishableKey, webhookSecret, host, port, protocol])
    : "test";
  if (cached?.key !== key) {
    cached = {
      key,
      provider: useStripe
        ? createStripeProvider({ secretKey, publishableKey, webhookSecret, host, port, protocol })
        : createTestProvider(),
    };
  }
  return cached.provider;
}
