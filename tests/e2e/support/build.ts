/**
 * The production build the e2e servers run, in .next-e2e. Playwright's global setup makes
 * it unless E2E_SKIP_BUILD is set (then the last build is reused); running this file makes
 * it alone (`npx tsx tests/e2e/support/build.ts`). The build needs no database.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";

export const root = path.resolve(import.meta.dirname, "../../..");
export const BUILD_DIR = ".next-e2e";
const next = path.join(root, "node_modules/next/dist/bin/next");

/** The environment of the e2e build and of its servers (global-setup.ts adds the rest). */
export function e2eEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NEXT_DIST_DIR: BUILD_DIR,
    NEXT_TELEMETRY_DISABLED: "1",
    // `npm run typecheck` checks the types; the build need not again (next.config.mjs).
    NEXT_BUILD_SKIP_TYPECHECK: "1",
    AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-secret-e2e-secret-e2e-secret-e2e-secret",
    // The demo pays with the built-in test provider; a real server needs Stripe keys.
    PAYMENTS_TEST_MODE: "1",
    // The browser talks to the server directly: the client address is the socket's.
    TRUSTED_PROXY_HOPS: "0",
    // One browser signs up and orders for every test: far more than any person in an hour.
    // The limits themselves are tested in tests/integration/unpaid-holds.test.ts.
    RATE_LIMIT_BOOKING_PER_USER: "10000",
    RATE_LIMIT_BOOKING_PER_ADDRESS: "10000",
    RATE_LIMIT_SIGNUP_PER_ADDRESS: "10000",
  };
}

export function buildForE2e() {
  const build = spawnSync(process.execPath, [next, "build"], {
    cwd: root,
    env: e2eEnv(),
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error("next build failed");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) buildForE2e();
