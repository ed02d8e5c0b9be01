/**
 * PostgreSQL unreachable while the app runs: the app talks to the test database through a
 * TCP proxy (tests/support/tcp-proxy.ts) that this test cuts, hangs and restores. Requests
 * fail with 503 + Retry-After (never a 500, never a false 429), succeed again once the
 * database is back without restarting anything, and a transaction cut halfway leaves no
 * half-written booking. GET /api/ready says so (503) while GET /api/health stays 200.
 */
import { GET as caterersRoute } from "@/app/api/caterers/route";
import { POST as createBookingRoute } from "@/app/api/bookings/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { GET as meRoute } from "@/app/api/auth/me/route";
import { GET as healthRoute } from "@/app/api/health/route";
import { GET as metricsRoute } from "@/app/api/metrics/route";
import { GET as readyRoute } from "@/app/api/ready/route";
import { addDaysIso, isoToUtcDate, todayIso } from "@/lib/dates";
import { hashPassword } from "@/lib/server/auth/password";
import { db } from "@/lib/server/db";
import { makeDish, signedIn, signedInCaterer } from "../support/fixtures";
import { call } from "../support/http";
import { probeUntil } from "../support/probe";
import { resetDatabase } from "../support/reset-db";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

let proxy: TcpProxy;
let kitchen: Awaited<ReturnType<typeof signedInCaterer>>;
let customer: Awaited<ReturnType<typeof signedIn>>;
let dish: Awaited<ReturnType<typeof makeDish>>;
let email = "";
const savedEnv = { ...process.env };

const order = (days: number) => ({
  catererId: kitchen.caterer.id,
  dishId: dish.id,
  customerName: "Casey Morgan",
  customerEmail: "casey@example.com",
  eventDate: addDaysIso(todayIso(), days),
  eventTime: "18:00",
  traySize: "large",
  quantity: 2,
});
const book = (days: number) =>
  call(createBookingRoute, "/api/bookings", { body: order(days), token: customer.token });

beforeAll(async () => {
  const real = new URL(process.env.DATABASE_URL!);
  proxy = await startTcpProxy(real.hostname, Number(real.port || 5432));
  const viaProxy = new URL(real);
  viaProxy.hostname = "127.0.0.1";
  viaProxy.port = String(proxy.port);
  // Set before the app's database client is first used: it is created lazily.
  process.env.DATABASE_URL = viaProxy.toString();
  process.env.DATABASE_CONNECT_TIMEOUT_MS = "1500";
  process.env.DATABASE_STATEMENT_TIMEOUT_MS = "3000";
  await resetDatabase();
  kitchen = await signedInCaterer("Rosa");
  customer = await signedIn("user", "Casey");
  dish = await makeDish(kitchen.caterer.id);
  const user = await db.user.update({
    where: { id: customer.user.id },
    data: { passwordHash: await hashPassword("password123") },
  });
  email = user.email;
});

afterAll(async () => {
  await proxy.restore();
  await db.$disconnect();
  await proxy.close();
  process.env = savedEnv;
});

afterEach(() => proxy.restore());

async function expectUnavailable(response: Awaited<ReturnType<typeof call>>) {
  expect(response.status).toBe(503);
  expect(response.json).toEqual({ message: expect.stringMatching(/temporarily unavailable/) });
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
}

describe("PostgreSQL unreachable", () => {
  it("answers 503 with Retry-After, then works again without a restart", async () => {
    expect((await call(caterersRoute, "/api/caterers")).status).toBe(200);
    expect((await book(10)).status).toBe(201);

    await proxy.cut();
    await expectUnavailable(await call(caterersRoute, "/api/caterers"));
    await expectUnavailable(await call(meRoute, "/api/auth/me", { token: customer.token }));
    await expectUnavailable(await book(11));
    // Sign-in says the service is down, not "Too many sign-in attempts".
    const login = await call(loginRoute, "/api/auth/login", {
      body: { email, password: "password123" },
      headers: { "x-forwarded-for": "192.0.2.1" },
    });
    await expectUnavailable(login);

    await proxy.restore();
    expect((await call(caterersRoute, "/api/caterers")).status).toBe(200);
    expect((await call(meRoute, "/api/auth/me", { token: customer.token })).status).toBe(200);
    expect((await book(11)).status).toBe(201);
    const again = await call(loginRoute, "/api/auth/login", {
      body: { email, password: "password123" },
      headers: { "x-forwarded-for": "192.0.2.1" },
    });
    expect(again.status).toBe(200);
  });

  it("a hung database times out into a 503 instead of queueing requests for ever", async () => {
    proxy.hang();
    const started = Date.now();
    const results = await Promise.all(
      Array.from({ length: 3 }, () => call(caterersRoute, "/api/caterers")),
    );
    for (const res of results) await expectUnavailable(res);
    expect(Date.now() - started).toBeLessThan(15_000);
    await proxy.restore();
    expect((await call(caterersRoute, "/api/caterers")).status).toBe(200);
  });

  it("a booking cut off halfway leaves no booking and no taken slot", async () => {
    const day = addDaysIso(todayIso(), 20);
    const bookingsBefore = await db.booking.count();
    // One statement takes the slot and inserts the booking, then the kitchen's email is
    // written: cut there, after both writes and before COMMIT.
    proxy.cutOn('INSERT INTO "public"."email_outbox"');
    const res = await call(createBookingRoute, "/api/bookings", {
      body: { ...order(20), eventDate: day },
      token: customer.token,
    });
    await expectUnavailable(res);

    await proxy.restore();
    expect(await db.booking.count()).toBe(bookingsBefore);
    const slot = await db.availability.findUnique({
      where: { catererId_date: { catererId: kitchen.caterer.id, date: isoToUtcDate(day) } },
    });
    expect(slot?.currentOrders ?? 0).toBe(0);
    expect((await book(20)).status).toBe(201);
  });
});

describe("probes while PostgreSQL is unreachable", () => {
  const ready = () => call(readyRoute, "/api/ready");
  const health = () => call(healthRoute, "/api/health");

  it("/api/ready answers 503 while the database is down or hung, and 200 once it is back", async () => {
    // Each answer is probed for as a load balancer would (probeUntil says why).
    await probeUntil(ready, { status: 200, json: { status: "ready", checks: { database: "ok" } } });

    await proxy.cut();
    const { res: down } = await probeUntil(ready, {
      status: 503,
      json: { status: "unavailable", checks: { database: "failed" } },
    });
    expect(down.headers.get("cache-control")).toBe("no-store");
    // Liveness does no I/O: the process is fine, so nothing should restart it.
    expect(await health()).toMatchObject({ status: 200, json: { status: "ok" } });

    await proxy.restore();
    proxy.hang();
    const hung = await probeUntil(ready, {
      status: 503,
      json: { checks: { database: "timeout" } },
    });
    // Its budget is 1 s; the bound leaves room for a loaded machine, not for a hang.
    expect(hung.ms).toBeLessThan(3_000);

    await proxy.restore();
    await probeUntil(ready, { status: 200, json: { checks: { database: "ok" } } });
  });
});

it("a metrics scrape still answers while the database is down, saying so", async () => {
  process.env.METRICS_TOKEN = "metrics-token-for-tests-0123456789";
  const scrape = async () =>
    String(
      (
        await call(metricsRoute, "/api/metrics", {
          headers: { authorization: `Bearer ${process.env.METRICS_TOKEN}` },
        })
      ).json,
    );
  expect(await scrape()).toMatch(/^traytable_metrics_database_up 1$/m);
  await proxy.cut();
  const body = await scrape();
  expect(body).toMatch(/^traytable_metrics_database_up 0$/m);
  // No stale backlog figure while it cannot be read.
  expect(body).toMatch(/^traytable_email_outbox_pending nan$/im); // prom-client writes "Nan"
  await proxy.restore();
  const again = await scrape();
  expect(again).toMatch(/^traytable_metrics_database_up 1$/m);
  expect(again).toMatch(/^traytable_email_outbox_pending \d+$/m);
});
