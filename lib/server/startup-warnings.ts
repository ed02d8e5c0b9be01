/**
 * What the server says when it starts about settings that are missing in a real deployment
 * (instrumentation.ts logs them). Pure, so tests can read the rules.
 */
import "server-only";
import { siteUrl } from "@/lib/browse/site-url";
import { paymentMode } from "@/lib/money/payment-mode";

export function startupWarnings(env: NodeJS.ProcessEnv = process.env): string[] {
  const warnings: string[] = [];
  const mode = paymentMode(env);
  if (mode === "off") {
    warnings.push(
      "Card payments are not configured: set STRIPE_SECRET_KEY and " +
        "NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY (or PAYMENTS_TEST_MODE=1 for test cards only). " +
        "Until then checkout tells customers that card payments are not configured.",
    );
  } else if (mode === "test" && env.NODE_ENV === "production") {
    warnings.push("PAYMENTS_TEST_MODE=1: orders are paid with test cards and no money moves.");
  }
  if (env.NODE_ENV === "production" && !env.APP_URL?.trim()) {
    warnings.push(
      `APP_URL is not set: canonical links, the sitemap and JSON-LD use ${siteUrl(env)}. ` +
        "Set APP_URL to the public address of the site.",
    );
  }
  const metricsToken = env.METRICS_TOKEN?.trim();
  if (metricsToken && metricsToken.length < 16) {
    warnings.push(
      "METRICS_TOKEN is shorter than 16 characters: anyone who guesses it reads /api/metrics. " +
        "Generate one with `openssl rand -hex 32`.",
    );
  }
  return warnings;
}
