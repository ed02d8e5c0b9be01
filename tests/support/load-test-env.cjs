// Secrets and settings the app needs under test (never real keys).
process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-test-secret";
process.env.NEXT_PUBLIC_APP_TIME_ZONE ??= "America/New_York";
// Tests pay with the built-in test provider unless a test configures Stripe.
process.env.PAYMENTS_TEST_MODE ??= "1";

// Each Jest worker (JEST_WORKER_ID 1..n; 1 with --runInBand) has a database of its own,
// a copy of the migrated template made in db-global-setup.cjs.
if (process.env.TEST_DATABASE_URLS) {
  const urls = JSON.parse(process.env.TEST_DATABASE_URLS);
  const worker = Number(process.env.JEST_WORKER_ID ?? 1);
  const url = urls[worker - 1];
  if (!url) throw new Error(`no test database for Jest worker ${worker} (${urls.length} made)`);
  process.env.DATABASE_URL = url;
}
