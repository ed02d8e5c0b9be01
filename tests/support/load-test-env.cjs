// Secrets and settings the app needs under test (never real keys).
process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-test-secret";
process.env.NEXT_PUBLIC_APP_TIME_ZONE ??= "America/New_York";
// Tests pay with the built-in test provider unless a test configures Stripe.
process.env.PAYMENTS_TEST_MODE ??= "1";
