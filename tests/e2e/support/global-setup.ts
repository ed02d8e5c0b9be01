/**
 * End-to-end runs: one production build in .next-e2e, and for each project (desktop,
 * mobile) a fresh database with the demo data and the app's server (scripts/server.mjs) on
 * its port (E2E_PROJECTS). The returned function tears all of it down.
 */
import { spawn, spawnSync } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { E2E_PROJECTS, type E2eProject } from "../../../playwright.config";
// @ts-expect-error plain ESM helper shared with Jest's setup
import { startTestDatabase } from "../../support/test-database.mjs";

const root = path.resolve(import.meta.dirname, "../../..");
const tsx = path.join(root, "node_modules/tsx/dist/cli.mjs");
const next = path.join(root, "node_modules/next/dist/bin/next");
const BUILD_DIR = ".next-e2e";

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

/** A server left over on a project's port would answer the tests instead of this build's. */
async function assertPortFree(port: number) {
  const inUse = await fetch(`http://localhost:${port}/`).then(
    () => true,
    () => false,
  );
  if (inUse) throw new Error(`port ${port} is already in use: stop that server or set E2E_PORT`);
}

type Started = { stop: () => Promise<void> };
type TestDatabase = Started & { url: string };

/** A project's world: its seeded database, the app's server on its port and the job worker. */
async function startProject(name: E2eProject, databaseUrl: string, buildEnv: NodeJS.ProcessEnv) {
  const port = E2E_PROJECTS[name];
  await assertPortFree(port);
  // Next keeps its data cache on disk in the build folder: each project's server gets a
  // folder of its own (a copy of the build), so one database's cached rows never answer
  // for the other's, and entries from an earlier run never answer for this one.
  const distDir = name === "desktop" ? BUILD_DIR : `${BUILD_DIR}-${name}`;
  if (distDir !== BUILD_DIR) {
    rmSync(path.join(root, distDir), { recursive: true, force: true });
    cpSync(path.join(root, BUILD_DIR), path.join(root, distDir), {
      recursive: true,
      filter: (source) => !source.startsWith(path.join(root, BUILD_DIR, "cache")),
    });
  }
  rmSync(path.join(root, distDir, "cache/fetch-cache"), { recursive: true, force: true });
  const env = {
    ...buildEnv,
    DATABASE_URL: databaseUrl,
    NEXT_DIST_DIR: distDir,
    APP_URL: `http://localhost:${port}`,
  };
  const seed = spawnSync(process.execPath, [tsx, "--conditions=react-server", "scripts/seed.ts"], {
    cwd: root,
    env,
    stdio: "inherit",
  });
  if (seed.status !== 0) throw new Error(`seeding the ${name} e2e database failed`);

  // The app's own server (scripts/server.mjs), as in production, not `next start`.
  const server = spawn(process.execPath, ["scripts/server.mjs", "-p", String(port)], {
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
  return {
    ready: () => waitForServer(`http://localhost:${port}/`, 60_000),
    stop: async () => {
      for (const child of [server, worker]) {
        if (child.exitCode !== null) continue;
        child.kill("SIGTERM");
        await new Promise((resolve) => child.once("exit", resolve));
      }
    },
  };
}

export default async function globalSetup() {
  // The first database starts the embedded server when DATABASE_URL is unset; the second
  // is made on the same server.
  const desktopDb: TestDatabase = await startTestDatabase("traytable_e2e_desktop");
  const mobileDb = await withEnv<TestDatabase>({ DATABASE_URL: desktopDb.url }, () =>
    startTestDatabase("traytable_e2e_mobile"),
  );
  // Tests that check stored rows (e.g. which client address a session recorded) read them
  // through tests/e2e/support/database.ts.
  process.env.E2E_DATABASE_URL_DESKTOP = desktopDb.url;
  process.env.E2E_DATABASE_URL_MOBILE = mobileDb.url;
  const env = {
    ...process.env,
    DATABASE_URL: desktopDb.url,
    NEXT_DIST_DIR: BUILD_DIR,
    NEXT_TELEMETRY_DISABLED: "1",
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

  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync(process.execPath, [next, "build"], {
      cwd: root,
      env,
      stdio: "inherit",
    });
    if (build.status !== 0) throw new Error("next build failed");
  }

  const projects = [
    await startProject("desktop", desktopDb.url, env),
    await startProject("mobile", mobileDb.url, env),
  ];
  await Promise.all(projects.map((p) => p.ready()));

  return async () => {
    for (const started of [...projects, mobileDb, desktopDb] as Started[]) await started.stop();
  };
}

async function withEnv<T>(vars: Record<string, string>, run: () => Promise<T>): Promise<T> {
  const saved = Object.fromEntries(Object.keys(vars).map((k) => [k, process.env[k]]));
  Object.assign(process.env, vars);
  try {
    return await run();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
}
