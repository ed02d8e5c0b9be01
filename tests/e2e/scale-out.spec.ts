/**
 * Scale-out (issue 15, docs/deploy.md): two instances of the production build on one
 * database and one Redis, as behind a load balancer. A dish edited through instance A shows
 * on instance B's caterer page at once (the Next.js data cache and its tag revalidation
 * live in Redis); a session made on A works on B and ends on both; failed sign-ins count
 * across both instances (the counters live in PostgreSQL).
 *
 * It starts its own redis-server on a free port (no data on disk; CI installs it, .ci/run) and its own two servers
 * on E2E_PORT + 11 and + 12, using the build and the database of the e2e global setup. It
 * runs in the desktop project only (playwright.config.ts): it drives no browser.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";
import { freePort } from "../support/free-port";

const root = path.resolve(import.meta.dirname, "../..");
const PORT_A = E2E_PORT + 11;
const PORT_B = E2E_PORT + 12;
const A = `http://localhost:${PORT_A}`;
const B = `http://localhost:${PORT_B}`;

const children: ChildProcess[] = [];
/** Instance A reaches Redis through this proxy, so a test can make A's writes to it slow. */
let redisForA: TcpProxy;

async function waitFor(url: string, timeoutMs = 90_000) {
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

async function redisUp(port: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, "127.0.0.1", () => {
        socket.end();
        resolve(true);
      });
      socket.on("error", () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("redis-server did not start");
}

function startInstance(port: number, redisUrl: string) {
  const child = spawn(process.execPath, ["scripts/runtime/server.mjs", "-p", String(port)], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: process.env.E2E_DATABASE_URL_DESKTOP,
      NEXT_DIST_DIR: ".next-e2e",
      NEXT_TELEMETRY_DISABLED: "1",
      AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-secret-e2e-secret-e2e-secret-e2e-secret",
      APP_URL: `http://localhost:${port}`,
      PAYMENTS_TEST_MODE: "1",
      TRUSTED_PROXY_HOPS: "0",
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: `traytable-e2e-${process.pid}:`,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.push(child);
}

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const redisPort = await freePort();
  const redis = spawn(
    "redis-server",
    ["--port", String(redisPort), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  children.push(redis);
  await redisUp(redisPort);
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  redisForA = await startTcpProxy("127.0.0.1", redisPort);
  startInstance(PORT_A, `redis://127.0.0.1:${redisForA.port}`);
  startInstance(PORT_B, redisUrl);
  await Promise.all([waitFor(`${A}/robots.txt`), waitFor(`${B}/robots.txt`)]);
});

test.afterAll(async () => {
  await redisForA?.close();
  for (const child of children.reverse()) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
});

async function logIn(api: APIRequestContext, base: string, email: string, password: string) {
  return api.post(`${base}/api/auth/login`, { data: { email, password } });
}

test("a dish edited through instance A shows on instance B's caterer page at once", async ({
  request,
}) => {
  const login = await logIn(request, A, "caterer@example.com", "password123");
  expect(login.status(), await login.text()).toBe(200);
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const name = `Scale-out Ziti ${Date.now()}`;
  const created = await request.post(`${A}/api/dishes`, {
    headers,
    data: {
      name,
      description: "Ziti baked with ricotta and tomato sauce.",
      category: "main",
      ingredients: ["ziti", "ricotta", "tomato"],
      imageUrls: ["/images/dishes/lasagna.svg"],
      mediumTrayPrice: 55,
      largeTrayPrice: 90,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const dish = await created.json();
  try {
    // B reads the page and its menu (now cached, in Redis) with the dish as created...
    for (let i = 0; i < 2; i++) {
      expect(await (await request.get(`${B}/caterer/${dish.catererId}`)).text()).toContain(name);
    }
    const menu = async (base: string) =>
      (await (await request.get(`${base}/api/caterers/${dish.catererId}/dishes`)).json()) as {
        id: number;
        name: string;
      }[];
    expect((await menu(B)).find((d) => d.id === dish.id)?.name).toBe(name);

    // ...then A renames it, and B's very next answers carry the new name: A answers only
    // once the revalidation has reached Redis, even when A's link to Redis is slow (Next
    // would otherwise finish it after the answer, and B could read the old entry).
    const renamed = `${name} al forno`;
    redisForA.delay(400);
    const patch = await request
      .patch(`${A}/api/dishes/${dish.id}`, { headers, data: { name: renamed } })
      .finally(() => redisForA.delay(0));
    expect(patch.status(), await patch.text()).toBe(200);
    expect(await (await request.get(`${B}/caterer/${dish.catererId}`)).text()).toContain(renamed);
    expect((await menu(B)).find((d) => d.id === dish.id)?.name).toBe(renamed);
    const list = await request.get(`${B}/api/caterers/${dish.catererId}`);
    expect(list.headers()["cache-control"]).toContain("public");
  } finally {
    await request.delete(`${A}/api/dishes/${dish.id}`, { headers });
  }
  expect(await (await request.get(`${B}/caterer/${dish.catererId}`)).text()).not.toContain(name);
});

test("a session made on A works on B, and signing out on B ends it on A", async ({ request }) => {
  const login = await logIn(request, A, "customer@example.com", "password123");
  expect(login.status(), await login.text()).toBe(200);
  const headers = { Authorization: `Bearer ${(await login.json()).token}` };
  const me = await request.get(`${B}/api/auth/me`, { headers });
  expect(me.status()).toBe(200);
  expect((await me.json()).user.email).toBe("customer@example.com");
  expect((await request.post(`${B}/api/auth/logout`, { headers })).status()).toBeLessThan(300);
  expect((await request.get(`${A}/api/auth/me`, { headers })).status()).toBe(401);
});

test("failed sign-ins count across both instances", async ({ request }) => {
  const email = `nobody.${Date.now()}@example.com`;
  // Ten failures, alternating instances: the limit is 10 per email in 15 minutes.
  for (let i = 0; i < 10; i++) {
    const res = await logIn(request, i % 2 ? B : A, email, "wrong-password");
    expect(res.status()).toBe(401);
  }
  for (const base of [A, B]) {
    const res = await logIn(request, base, email, "wrong-password");
    expect(res.status()).toBe(429);
    expect(res.headers()["retry-after"]).toBeTruthy();
  }
});
