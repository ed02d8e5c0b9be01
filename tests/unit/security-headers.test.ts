import { startupWarnings } from "@/lib/server/startup-warnings";
import { siteUrl } from "@/lib/browse/site-url";
import { paymentMode } from "@/lib/money/payment-mode";
import { contentSecurityPolicy, STATIC_SECURITY_HEADERS } from "@/lib/security/headers";

const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;

const directive = (csp: string, name: string) =>
  csp
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith(`${name} `)) ?? "";

describe("Content-Security-Policy", () => {
  const production = { NODE_ENV: "production" };
  const withStripe = {
    ...production,
    STRIPE_SECRET_KEY: "sk_test_x",
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_x",
  };

  it("runs only nonced scripts in production, never eval, and cannot be framed", () => {
    const csp = contentSecurityPolicy("abc123", env(production));
    expect(directive(csp, "script-src")).toContain("'nonce-abc123'");
    expect(directive(csp, "script-src")).toContain("'strict-dynamic'");
    expect(csp).not.toContain("unsafe-eval");
    expect(directive(csp, "script-src")).not.toContain("unsafe-inline");
    expect(directive(csp, "frame-ancestors")).toBe("frame-ancestors 'none'");
    expect(directive(csp, "object-src")).toBe("object-src 'none'");
  });

  it("allows Stripe's hosts only when Stripe is configured", () => {
    expect(contentSecurityPolicy("n", env(production))).not.toContain("stripe.com");
    const stripe = contentSecurityPolicy("n", env(withStripe));
    expect(directive(stripe, "script-src")).toContain("https://js.stripe.com");
    expect(directive(stripe, "frame-src")).toContain("https://js.stripe.com");
  });

  it("loads images from our own origin only: image URLs are fetched and stored by the server", () => {
    expect(directive(contentSecurityPolicy("n", env(production)), "img-src")).toBe(
      "img-src 'self' data: blob:",
    );
    const stripe = contentSecurityPolicy("n", env(withStripe));
    expect(directive(stripe, "img-src")).toBe("img-src 'self' data: blob: https://*.stripe.com");
  });

  it("allows eval only in development, for React's dev tools", () => {
    expect(contentSecurityPolicy("n", { NODE_ENV: "development" } as NodeJS.ProcessEnv)).toContain(
      "'unsafe-eval'",
    );
  });

  it("comes with the other headers", () => {
    expect(STATIC_SECURITY_HEADERS).toMatchObject({
      "X-Frame-Options": "DENY",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
    });
    expect(STATIC_SECURITY_HEADERS["Permissions-Policy"]).toContain("camera=()");
  });
});

describe("payment mode", () => {
  it("is Stripe with both keys, test only with PAYMENTS_TEST_MODE=1, otherwise off", () => {
    expect(paymentMode(env({}))).toBe("off");
    expect(paymentMode(env({ PAYMENTS_TEST_MODE: "1" }))).toBe("test");
    expect(paymentMode(env({ PAYMENTS_TEST_MODE: "true" }))).toBe("off");
    expect(paymentMode(env({ STRIPE_SECRET_KEY: "sk" }))).toBe("off");
    expect(
      paymentMode(
        env({
          STRIPE_SECRET_KEY: "sk",
          NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk",
          PAYMENTS_TEST_MODE: "1",
        }),
      ),
    ).toBe("stripe");
  });
});

describe("site URL", () => {
  it("is APP_URL when set, else this server's own port", () => {
    expect(siteUrl(env({ APP_URL: "https://traytable.example/" }))).toBe(
      "https://traytable.example",
    );
    expect(siteUrl(env({ PORT: "4123" }))).toBe("http://localhost:4123");
    expect(siteUrl(env({}))).toBe("http://localhost:3000");
  });
});

describe("start-up warnings", () => {
  it("warn about missing payments and a missing APP_URL in production", () => {
    const warnings = startupWarnings(env({ NODE_ENV: "production", PORT: "4000" }));
    expect(warnings.join("\n")).toMatch(/Card payments are not configured/);
    expect(warnings.join("\n")).toMatch(/APP_URL is not set: .*http:\/\/localhost:4000/);
  });

  it("say nothing when everything is configured", () => {
    expect(
      startupWarnings(
        env({
          NODE_ENV: "production",
          APP_URL: "https://traytable.example",
          STRIPE_SECRET_KEY: "sk",
          NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk",
        }),
      ),
    ).toEqual([]);
  });
});
