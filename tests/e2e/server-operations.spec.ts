/**
 * The served app as an operator runs it (issue 26): scripts/runtime/server.mjs on the e2e build.
 *
 * - Ghost caterers: Next's data cache lives in the build folder (and in Redis with several
 *   instances) and outlives the database that filled it. An app started on database B with
 *   the build folder (or the Redis) that served database A shows only B's caterers.
 * - Request ids: x-request-id on every response, taken from a trusted proxy, generated
 *   otherwise, and on the JSON log lines of the request, also those written inside a route.
 * - Metrics behind METRICS_TOKEN, filled by real requests; readiness follows Redis.
 *
 * Database A is the desktop project's (served at baseURL on .next-e2e); database B is made
 * here with one caterer of its own. It starts three servers of its own on E2E_PORT + 13..15
 * and a redis-server, and runs in the desktop project only (playwright.config.ts): it drives
 * no browser.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync } from "node:fs";
import path from "node:path";
import { createClient } from "@redis/client";
import { expect, test, type APIRequestContext } from "@playwright/test";
import pg from "pg";
import { E2E_PORT } from "../../playwright.config";
// @ts-expect-error plain ESM helper shared with Jest's setup
import { startTestDatabase } from "../support/test-database.mjs";
import { freePort } from "../support/free-port";

const root = path.resolve(import.meta.dirname, "../..");
const BUILD_DIR = ".next-e2e";
const B_DISK = `http://localhost:${E2E_PORT + 13}`;
const A_REDIS = `http://localhost:${E2E_PORT + 14}`;
const B_REDIS = `http://localhost:${E2E_PORT + 15}`;
const METRICS_TOKEN = "e2e-metrics-token-0123456789abcdef";
const B_KITCHEN = "Only-in-B Kitchen";
const B_DISH = "B-side Lasagna";

type Server = { child: ChildProcess; lines: string[] };
const children: ChildProcess[] = [];
let databaseB: { url: string; stop: () => Promise<void> } | null = null;
let redis: ChildProcess | null = null;
let redisUrl = "";
const redisPrefix = `traytable-e2e-ghost-${process.pid}:`;
const servers: Record<string, Server> = {};
let namesInA: string[] = [];

async function waitFor(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not start`);
}

async function sql<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The app's own server on the e2e build, as production runs it; its stdout is kept. */
function startServer(base: string, env: Record<string, string>): Server {
  const child = spawn(process.execPath, ["scripts/runtime/server.mjs", "-p", new URL(base).port], {
    cwd: root,
    env: {
      ...process.env,
      NEXT_DIST_DIR: BUILD_DIR,
      NEXT_TELEMETRY_DISABLED: "1",
      AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-secret-e2e-secret-e2e-secret-e2e-secret",
      APP_URL: base,
      PAYMENTS_TEST_MODE: "1",
      METRICS_TOKEN,
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  const server: Server = { child, lines: [] };
  let partial = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    const text = partial + chunk.toString();
    const parts = text.split("\n");
    partial = parts.pop() ?? "";
    server.lines.push(...parts.filter(Boolean));
  });
  return server;
}

const logLines = (server: Server) => server.lines.map((line) => JSON.parse(line));

/** The names an HTML page may show a caterer's name as. */
const htmlForms = (name: string) => [
  name,
  name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"),
  name.replace(/&/g, "&amp;").replace(/'/g, "&#39;"),
];

/** What each surface of a server says about the caterers: only B's, never one of A's. */
async function expectOnlyB(request: APIRequestContext, base: string) {
  const list = await request.get(`${base}/api/caterers`);
  expect(list.status()).toBe(200);
  expect(((await list.json()) as { name: string }[]).map((c) => c.name)).toEqual([B_KITCHEN]);

  const pages = {
    home: await (await request.get(`${base}/`)).text(),
    caterer: await (await request.get(`${base}/caterer/1`)).text(),
    sitemap: await (await request.get(`${base}/sitemap.xml`)).text(),
  };
  expect(pages.home).toContain(B_KITCHEN);
  expect(pages.caterer).toContain(B_KITCHEN);
  expect(pages.caterer).toContain(B_DISH);
  for (const name of namesInA) {
    for (const form of htmlForms(name)) {
      expect(pages.home, `home page of ${base} shows A's "${name}"`).not.toContain(form);
      expect(pages.caterer, `/caterer/1 of ${base} shows A's "${name}"`).not.toContain(form);
    }
  }
  expect(pages.sitemap).toContain(`${base}/caterer/1<`);
  expect(pages.sitemap).not.toContain(`${base}/caterer/2<`);
  expect((await request.get(`${base}/caterer/2`)).status()).toBe(404);
  expect((await request.get(`${base}/api/caterers/2`)).status()).toBe(404);
}

/** Reads A's caterers through `base`, so that they are in that server's cache. */
async function fillCache(request: APIRequestContext, base: string) {
  const list = (await (await request.get(`${base}/api/caterers`)).json()) as { name: string }[];
  expect(list.map((c) => c.name)).toContain("Nonna Rosa's Kitchen");
  expect(await (await request.get(`${base}/`)).text()).toContain("Nonna Rosa");
  expect(await (await request.get(`${base}/caterer/1`)).text()).toContain("Nonna Rosa");
  expect(await (await request.get(`${base}/sitemap.xml`)).text()).toContain("/caterer/2<");
}

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const databaseA = process.env.E2E_DATABASE_URL_DESKTOP!;
  namesInA = (await sql<{ name: string }>(databaseA, `SELECT "name" FROM "caterers"`)).map(
    (r) => r.name,
  );
  expect(namesInA).toContain("Nonna Rosa's Kitchen");

  // Database B: migrated like every database, with one caterer and one dish of its own.
  const savedUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = databaseA; // made on the same PostgreSQL server
  try {
    databaseB = await startTestDatabase("traytable_e2e_ghost");
  } finally {
    if (savedUrl === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = savedUrl;
  }
  const urlB = databaseB!.url;
  await sql(
    urlB,
    `INSERT INTO "caterers" ("name", "cuisine", "description", "location", "updatedAt")
     VALUES ($1, 'Italian', 'A kitchen that exists only in database B.', 'Brooklyn, NY', now())`,
    [B_KITCHEN],
  );
  await sql(
    urlB,
    `INSERT INTO "dishes" ("catererId", "name", "description", "category", "mediumTrayPrice",
       "largeTrayPrice", "updatedAt")
     VALUES (1, $1, 'Layered pasta from database B.', 'main', 55, 90, now())`,
    [B_DISH],
  );

  const redisPort = await freePort();
  redis = spawn(
    "redis-server",
    ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  children.push(redis);
  redisUrl = `redis://127.0.0.1:${redisPort}`;

  // B behind a trusted proxy (one hop), so it takes the proxy's request ids.
  const trusted = { TRUSTED_PROXY_HOPS: "1" };
  const withRedis = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisPrefix };
  servers.bDisk = startServer(B_DISK, { ...trusted, DATABASE_URL: urlB });
  servers.aRedis = startServer(A_REDIS, { ...withRedis, DATABASE_URL: databaseA });
  servers.bRedis = startServer(B_REDIS, { ...trusted, ...withRedis, DATABASE_URL: urlB });
  await Promise.all([B_DISK, A_REDIS, B_REDIS].map((base) => waitFor(`${base}/api/health`)));
});

test.afterAll(async () => {
  for (const child of children.reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  await databaseB?.stop();
});

test("an app started on database B with A's build folder shows only B's caterers", async ({
  request,
}) => {
  // The desktop project's server (database A) has filled the build folder's data cache.
  await fillCache(request, "");
  const cacheDir = path.join(root, BUILD_DIR, "cache/fetch-cache");
  await expect
    .poll(() => readdirSync(cacheDir, { recursive: true }).length, {
      message: `cache entries in ${cacheDir}`,
    })
    .toBeGreaterThan(0);

  await expectOnlyB(request, B_DISK);
});

test("an app on database B sharing A's Redis shows only B's caterers", async ({ request }) => {
  await fillCache(request, A_REDIS);
  const client = createClient({ url: redisUrl });
  await client.connect();
  try {
    await expect
      .poll(async () => (await client.keys(`${redisPrefix}*`)).length, {
        message: "cache entries in Redis",
      })
      .toBeGreaterThan(0);
  } finally {
    client.destroy();
  }

  await expectOnlyB(request, B_REDIS);
});

test("every response carries a request id, taken from a trusted proxy only", async ({
  request,
}) => {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  // The project's server trusts no proxy: a client's own id is replaced.
  for (const path of ["/api/health", "/", "/no-such-page", "/robots.txt"]) {
    const res = await request.get(path, { headers: { "x-request-id": "client-made" } });
    expect(res.headers()["x-request-id"], path).toMatch(uuid);
  }
  // B trusts one proxy: its id is kept, and is on the request's log line.
  const proxied = await request.get(`${B_DISK}/api/caterers`, {
    headers: { "x-request-id": "lb-trace-4711" },
  });
  expect(proxied.headers()["x-request-id"]).toBe("lb-trace-4711");
  const forged = await request.get(`${B_DISK}/api/caterers`, {
    headers: { "x-request-id": 'x", "level": "fatal' },
  });
  expect(forged.headers()["x-request-id"]).toMatch(uuid);

  await expect
    .poll(() =>
      logLines(servers.bDisk!).find((l) => l.requestId === "lb-trace-4711" && l.msg === "request"),
    )
    .toMatchObject({ level: "info", method: "GET", route: "/api/caterers", status: 200 });
  // Every line the server printed is one JSON object with a level and a time.
  for (const line of logLines(servers.bDisk!)) {
    expect(line).toEqual(
      expect.objectContaining({ level: expect.any(String), time: expect.any(String) }),
    );
  }
});

test("metrics need the token and count requests by route", async ({ request }) => {
  // The project's server has no METRICS_TOKEN: the endpoint does not exist there.
  expect((await request.get("/api/metrics")).status()).toBe(404);
  expect((await request.get(`${B_DISK}/api/metrics`)).status()).toBe(401);
  const res = await request.get(`${B_DISK}/api/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(res.status()).toBe(200);
  const body = await res.text();
  for (const route of ["/api/caterers", "/caterer/[id]", "/"]) {
    expect(body).toMatch(
      new RegExp(
        `^traytable_http_request_duration_seconds_count\\{method="GET",route="${route.replace(/[[\]/]/g, "\\$&")}",status="200"\\} [1-9]`,
        "m",
      ),
    );
  }
  expect(body).not.toMatch(/route="\/caterer\/1"/);
  expect(body).toMatch(/^traytable_metrics_database_up 1$/m);
  expect(body).toMatch(/^traytable_email_outbox_pending \d+$/m);
});

test("readiness follows Redis, and the route's log line carries the request id", async ({
  request,
}) => {
  const ready = (id: string) =>
    request.get(`${B_REDIS}/api/ready`, { headers: { "x-request-id": id } });
  await expect.poll(async () => (await ready("ready-check")).status()).toBe(200);

  const exited = new Promise((resolve) => redis!.once("exit", resolve));
  redis!.kill("SIGTERM");
  await exited;
  let attempt = 0;
  await expect
    .poll(async () => {
      const res = await ready(`down-check-${++attempt}`);
      return { status: res.status(), body: await res.json() };
    })
    .toMatchObject({ status: 503, body: { checks: { database: "ok", redis: "failed" } } });
  // Written inside the route handler, under Next, and still tied to its request.
  const line = logLines(servers.bRedis!).find(
    (l) => l.msg === "Readiness: Redis is not available" && l.requestId === `down-check-${attempt}`,
  );
  expect(line).toMatchObject({ level: "warn", err: { code: "ECONNREFUSED" } });
});
