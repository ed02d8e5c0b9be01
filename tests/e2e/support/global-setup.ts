/**
 * End-to-end runs: a fresh database with the demo data, a production build in .next-e2e,
 * and `next start` on E2E_PORT. The returned function tears all of it down.
 */
import { spawn, spawnSync } from "node:child_process";
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
  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    NEXT_DIST_DIR: ".next-e2e",
    NEXT_TELEMETRY_DISABLED: "1",
    AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-secret-e2e-secret-e2e-secret-e2e-secret",
    APP_URL: `http://localhost:${E2E_PORT}`,
  };
  const tsx = path.join(root, "node_modules/tsx/dist/cli.mjs");
  const next = path.join(root, "node_modules/next/dist/bin/next");

  const seed = spawnSync(process.execPath, [tsx, "scripts/seed.ts"], {
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

  const server = spawn(process.execPath, [next, "start", "-p", String(E2E_PORT)], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitForServer(`http://localhost:${E2E_PORT}/`, 60_000);

  return async () => {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    await database.stop();
  };
}
