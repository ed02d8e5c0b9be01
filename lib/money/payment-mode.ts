/**
 * Which payment provider the environment configures: Stripe when both of its keys are set;
 * otherwise the built-in test provider, but only when PAYMENTS_TEST_MODE=1 (which `npm start`
 * sets for its embedded demo database), so a production server with a real database never
 * marks an order paid with a test card; otherwise none ("off").
 */
export type PaymentMode = "stripe" | "test" | "off";

export function paymentMode(env: NodeJS.ProcessEnv = process.env): PaymentMode {
  const secretKey = env.STRIPE_SECRET_KEY?.trim() ?? "";
  const publishableKey = env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY?.trim() ?? "";
  if (secretKey && publishableKey) return "stripe";
  return env.PAYMENTS_TEST_MODE?.trim() === "1" ? "test" : "off";
}
