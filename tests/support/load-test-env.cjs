// Secrets and settings the app needs under test (never real keys).
process.env.AUTH_SECRET ??= "test-secret-test-secret-test-secret-test-secret";
process.env.NEXT_PUBLIC_APP_TIME_ZONE ??= "America/New_York";
