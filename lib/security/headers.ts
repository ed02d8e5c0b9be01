/**
 * The security headers of every answer. Pages get a Content-Security-Policy with a fresh
 * nonce per request (proxy.ts), which Next puts on its own inline scripts; API answers are
 * JSON and get a policy that allows nothing. The rest is the same for every answer
 * (next.config.mjs). Pure functions, so tests can check the policy without a server.
 */
import { paymentMode } from "@/lib/money/payment-mode";

const STRIPE_SCRIPT = "https://js.stripe.com";
const STRIPE_FRAMES = ["https://js.stripe.com", "https://hooks.stripe.com"];
const STRIPE_IMAGES = "https://*.stripe.com";
const STRIPE_CONNECT = [
  "https://api.stripe.com",
  "https://m.stripe.network",
  "https://q.stripe.com",
];

export function contentSecurityPolicy(
  nonce: string,
  env: NodeJS.ProcessEnv = process.env,
  dev = env.NODE_ENV === "development",
): string {
  // Stripe's hosts only when Stripe takes the payments.
  const stripe = paymentMode(env) === "stripe";
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // 'strict-dynamic': scripts that a nonced script loads (Next's chunks, Stripe.js) run;
    // nothing else does. React's dev tools need eval, production never does.
    "script-src": [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...(stripe ? [STRIPE_SCRIPT] : []),
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    // Radix and sonner position elements with inline style attributes.
    "style-src": ["'self'", "'unsafe-inline'"],
    // Every image is ours: a URL someone types in is fetched and stored by the server
    // (files/import-image-url.ts), so no third party sees who looks at a page.
    // Stripe's own images (card brands, Link) when it takes the payments.
    "img-src": ["'self'", "data:", "blob:", ...(stripe ? [STRIPE_IMAGES] : [])],
    "font-src": ["'self'", "data:"],
    "connect-src": ["'self'", ...(stripe ? STRIPE_CONNECT : []), ...(dev ? ["ws:"] : [])],
    "frame-src": stripe ? STRIPE_FRAMES : ["'none'"],
    "frame-ancestors": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(" ")}`)
    .join("; ");
}

/** JSON answers render nothing, so their policy allows nothing. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Headers for every answer, pages and API alike. */
export const STATIC_SECURITY_HEADERS: Record<string, string> = {
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    'camera=(), microphone=(), geolocation=(), usb=(), browsing-topics=(), payment=(self "https://js.stripe.com")',
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Only over HTTPS: a browser ignores it over HTTP, and it must not pin a plain-HTTP demo. */
export const HSTS_HEADER = "max-age=31536000; includeSubDomains";
