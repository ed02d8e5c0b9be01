/**
 * End-to-end runs: one production build in .next-e2e, and for each project (desktop,
 * desktop2, mobile) a copy of one migrated database with the demo data and the app's
 * server (scripts/runtime/server.mjs) on its port (E2E_PROJECTS). The returned function tears all
 * of it down.
 */
import { spawn } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { E2E_PROJECTS, type E2eProject } from "../../../playwright.config";
// @ts-expect-error plain ESM helper shared with Jest's setup
import { startTestDatabase } from "../../support/test-database.mjs";
import { BUILD_DIR, buildForE2e, e2eEnv, root } from "./build";

const tsx = path.join(root, "node_modules/tsx/dist/cli.mjs");

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

/** A project's world: the app's server on its port and the job worker, on its seeded copy. */
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
  // The app's own server (scripts/runtime/server.mjs), as in production, not `next start`.
  const server = spawn(process.execPath, ["scripts/runtime/server.mjs", "-p", String(port)], {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  // The job worker, as `npm start` runs it: sends (here: keeps in the dev mailbox) emails.
  const worker = spawn(
    process.execPath,
    [tsx, "--conditions=react-server", "scripts/runtime/worker.ts"],
    {
      cwd: root,
      env: { ...env, SMTP_URL: "", WORKER_POLL_MS: "500" },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  return {
    // Three servers and workers start at once on two cores: allow a slow machine time.
    ready: () => waitForServer(`http://localhost:${port}/`, 180_000),
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
  // One database migrated and seeded with the demo data once (on the embedded server when
  // DATABASE_URL is unset), and a copy of it per project (CREATE DATABASE ... TEMPLATE).
  const names = Object.keys(E2E_PROJECTS) as E2eProject[];
  const databases: TestDatabase & { clones: string[] } = await startTestDatabase(
    "traytable_e2e",
    names.length,
    e2eEnv(),
  );
  const urls = new Map(names.map((name, i) => [name, databases.clones[i]!]));
  // Tests that check stored rows (e.g. which client address a session recorded) read them
  // through tests/e2e/support/database.ts.
  for (const [name, url] of urls) process.env[`E2E_DATABASE_URL_${name.toUpperCase()}`] = url;
  const env = { ...e2eEnv(), DATABASE_URL: urls.get("desktop") };
  if (!process.env.E2E_SKIP_BUILD) buildForE2e();

  const projects = await Promise.all(names.map((name) => startProject(name, urls.get(name)!, env)));
  await Promise.all(projects.map((p) => p.ready()));

  return async () => {
    for (const started of [...projects, databases] as Started[]) await started.stop();
  };
}
