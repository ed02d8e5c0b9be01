/**
 * Who may read /api/metrics (lib/server/observability/metrics-access.ts), and the startup
 * warning about a guessable METRICS_TOKEN.
 */
import { isAppError } from "@/lib/server/errors";
import { requireMetricsToken } from "@/lib/server/observability/metrics-access";
import { startupWarnings } from "@/lib/server/startup-warnings";

const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;
const TOKEN = "0123456789abcdef0123456789abcdef";
const request = (authorization?: string) =>
  new Request("http://localhost/api/metrics", {
    headers: authorization ? { authorization } : {},
  });

function statusOf(run: () => void): number | "allowed" {
  try {
    run();
    return "allowed";
  } catch (error) {
    if (isAppError(error)) return error.status;
    throw error;
  }
}

describe("METRICS_TOKEN", () => {
  it("without it the endpoint does not exist", () => {
    expect(statusOf(() => requireMetricsToken(request(`Bearer ${TOKEN}`), env({})))).toBe(404);
    expect(statusOf(() => requireMetricsToken(request(), env({ METRICS_TOKEN: " " })))).toBe(404);
  });

  it("with it, only that bearer token may read", () => {
    const configured = env({ METRICS_TOKEN: TOKEN });
    expect(statusOf(() => requireMetricsToken(request(`Bearer ${TOKEN}`), configured))).toBe(
      "allowed",
    );
    expect(statusOf(() => requireMetricsToken(request(`bearer ${TOKEN}`), configured))).toBe(
      "allowed",
    );
    for (const header of [
      undefined,
      "Bearer",
      `Bearer ${TOKEN.slice(1)}`,
      `Basic ${TOKEN}`,
      TOKEN,
    ]) {
      expect(statusOf(() => requireMetricsToken(request(header), configured))).toBe(401);
    }
  });

  it("a short token is warned about at start", () => {
    const base = {
      NODE_ENV: "production",
      APP_URL: "https://traytable.example",
      STRIPE_SECRET_KEY: "sk",
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk",
    };
    expect(startupWarnings(env({ ...base, METRICS_TOKEN: "short" })).join("\n")).toMatch(
      /METRICS_TOKEN is shorter than 16 characters/,
    );
    expect(startupWarnings(env({ ...base, METRICS_TOKEN: TOKEN }))).toEqual([]);
  });
});
