/**
 * Which card form the checkout page shows: Stripe Elements, the built-in test provider's, or
 * none when this server takes no card payments.
 */
export type CheckoutConfig =
  { kind: "stripe"; publishableKey: string } | { kind: "test" } | { kind: "unconfigured" };
