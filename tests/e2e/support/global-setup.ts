/**
 * End-to-end runs: a fresh database with the demo data, a production build in .next-e2e,
 * and the app's server (scripts/server.mjs) on E2E_PORT. The returned function tears all of it down.
 */
import { spawn, spawnSync } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { E2E_PORT } from "../../../playwright.config";
// @ts-expect-error plain ESM helper shared with Jest's setup
import { startTestDatabase } from "../../support/test-database.mjs";

const root = path.resolve(import.meta.dirname, "../../..");

async function waitForServer(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} did not start`);
}

export default async function globalSetup() {
  const database = await startTestDatabase("traytable_e2e");
  // Tests that check stored rows (e.g. which client address a session recorded) read it.
  process.env.E2E_DATABASE_URL = database.url;
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    NEXT_DIST_DIR: ".next-e2e",
    NEXT_TELEMETRY_DISABLED: "1",
    AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-secret-e2e-secret-e2e-secret-e2e-secret",
    APP_URL: `http://localhost:${E2E_PORT}`,
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
  const tsx = path.join(root, "node_modules/tsx/dist/cli.mjs");
  const next = path.join(root, "node_modules/next/dist/bin/next");

  const seed = spawnSync(process.execPath, [tsx, "--conditions=react-server", "scripts/seed.ts"], {
    cwd: root,
    env,
    stdio: "inherit",
  });
  if (seed.status !== 0) throw new Error("seeding the e2e database failed");

  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync(process.execPath, [next, "build"], {
      cwd: root,
      env,
      stdio: "inherit",
    });
    if (build.status !== 0) throw new Error("next build failed");
  }

  // Next keeps its data cache on disk in the build folder; entries from an earlier run's
  // database must not answer for this freshly seeded one.
  rmSync(path.join(root, ".next-e2e/cache/fetch-cache"), { recursive: true, force: true });

  // The app's own server (scripts/server.mjs), as in production, not `next start`.
  const server = spawn(process.execPath, ["scripts/server.mjs", "-p", String(E2E_PORT)], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  // The job worker, as `npm start` runs it: sends (here: keeps in the dev mailbox) emails.
  const worker = spawn(process.execPath, [tsx, "--conditions=react-server", "scripts/worker.ts"], {
    cwd: root,
    env: { ...env, SMTP_URL: "", WORKER_POLL_MS: "500" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForServer(`http://localhost:${E2E_PORT}/`, 60_000);

  return async () => {
    for (const child of [server, worker]) {
      if (child.exitCode !== null) continue;
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    await database.stop();
  };
}
