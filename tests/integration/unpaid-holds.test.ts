/**
 * Unpaid orders hold a date only for a while: the hold, its automatic expiry, the cap on
 * unpaid orders per customer, and the rate limits on placing orders and signing up.
 */
import { POST as createBookingRoute } from "@/app/api/bookings/route";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { MAX_UNPAID_ORDERS, MAX_UNPAID_ORDERS_PER_KITCHEN_DATE } from "@/lib/constants";
import { addDaysIso, isoToUtcDate, todayIso } from "@/lib/dates";
import { createBooking, TOO_MANY_UNPAID } from "@/lib/server/lines/create-booking";
import { tooManyUnpaidAtKitchen } from "@/lib/server/lines/unpaid-orders";
import { expireUnpaidHolds, HOLD_EXPIRED_COMMENT } from "@/lib/server/lines/expire-unpaid-holds";
import { db } from "@/lib/server/db";
import { SCHEDULED_JOBS } from "@/lib/server/jobs/registry";
import { runDueJobs } from "@/lib/server/jobs/run-scheduled";
import { rateLimitPoints } from "@/lib/server/rate-limit";
import { isAppError } from "@/lib/server/errors";
import { makeDish, signedIn, signedInCaterer } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

let kitchen: Awaited<ReturnType<typeof signedInCaterer>>;
let customer: Awaited<ReturnType<typeof signedIn>>;
let dish: Awaited<ReturnType<typeof makeDish>>;
const HOUR = 3_600_000;

const order = (days: number, overrides: Record<string, unknown> = {}) => ({
  catererId: kitchen.caterer.id,
  dishId: dish.id,
  customerName: "Casey Morgan",
  customerEmail: "casey@example.com",
  eventDate: addDaysIso(todayIso(), days),
  eventTime: "18:00",
  traySize: "large" as const,
  quantity: 2,
  ...overrides,
});
const post = (body: unknown, token = customer.token, ip = "192.0.2.50") =>
  call(createBookingRoute, "/api/bookings", { body, token, headers: { "x-forwarded-for": ip } });
const slot = (days: number) =>
  db.availability.findUnique({
    where: {
      catererId_date: {
        catererId: kitchen.caterer.id,
        date: isoToUtcDate(addDaysIso(todayIso(), days)),
      },
    },
  });

beforeEach(async () => {
  await resetDatabase();
  kitchen = await signedInCaterer("Rosa");
  customer = await signedIn("user", "Casey");
  dish = await makeDish(kitchen.caterer.id);
});
afterAll(() => db.$disconnect());

describe("the hold", () => {
  it("a new unpaid order holds its date for 24 hours", async () => {
    const before = Date.now();
    const res = await post(order(10));
    expect(res.status).toBe(201);
    const hold = new Date(res.json.holdExpiresAt).getTime();
    expect(hold).toBeGreaterThanOrEqual(before + 24 * HOUR - 1000);
    expect(hold).toBeLessThanOrEqual(Date.now() + 24 * HOUR);
  });

  it("expires: the order is cancelled with a comment saying why and its slot is freed", async () => {
    const unpaid = (await post(order(10))).json;
    const paid = (await post(order(10))).json;
    const paying = (await post(order(10))).json;
    await db.booking.update({ where: { id: paid.id }, data: { paymentStatus: "paid" } });
    await db.booking.update({ where: { id: paying.id }, data: { paymentStatus: "processing" } });
    expect((await slot(10))?.currentOrders).toBe(3);

    // Not yet: an hour before the hold ends nothing changes.
    const early = await expireUnpaidHolds(new Date(Date.now() + 23 * HOUR));
    expect(early.cancelled).toEqual([]);

    const later = new Date(Date.now() + 25 * HOUR);
    expect((await expireUnpaidHolds(later)).cancelled).toEqual([unpaid.id]);
    const row = await db.booking.findUniqueOrThrow({ where: { id: unpaid.id } });
    expect(row).toMatchObject({ status: "cancelled", statusComments: HOLD_EXPIRED_COMMENT });
    expect((await slot(10))?.currentOrders).toBe(2);
    // The customer is told by email, with the same reason, at their account's own address.
    const told = await db.emailOutbox.findMany({
      where: {
        template: "booking-status",
        toAddress: (customer.user as unknown as { email: string }).email,
      },
    });
    expect(told).toHaveLength(1);
    expect(JSON.stringify(told[0]!.data)).toContain("not paid within its hold");
    expect((await db.booking.findUniqueOrThrow({ where: { id: paid.id } })).status).toBe("pending");
    expect((await db.booking.findUniqueOrThrow({ where: { id: paying.id } })).status).toBe(
      "pending",
    );

    // Idempotent: a second run finds nothing and frees nothing twice.
    expect((await expireUnpaidHolds(later)).cancelled).toEqual([]);
    expect((await slot(10))?.currentOrders).toBe(2);
  });

  it("a caterer-confirmed order that is never paid expires too", async () => {
    const b = (await post(order(10))).json;
    await db.booking.update({ where: { id: b.id }, data: { status: "confirmed" } });
    expect((await expireUnpaidHolds(new Date(Date.now() + 25 * HOUR))).cancelled).toEqual([b.id]);
  });
});

describe("the scheduled job", () => {
  const job = () => SCHEDULED_JOBS.find((j) => j.name === "bookings.expire-unpaid-holds")!;

  it("runs every minute and releases a hold placed over 24 hours ago, not a fresh one", async () => {
    expect(job().everyMs).toBe(60_000);
    const stale = (await post(order(10))).json;
    const fresh = (await post(order(10))).json;
    // Placed 25 hours ago: its 24-hour hold ended an hour ago.
    const placedAt = new Date(Date.now() - 25 * HOUR);
    await db.booking.update({
      where: { id: stale.id },
      data: { createdAt: placedAt, holdExpiresAt: new Date(placedAt.getTime() + 24 * HOUR) },
    });
    const held = await slot(10);
    expect(held).toMatchObject({ currentOrders: 2 });

    // The job as the worker runs it: claimed in scheduled_jobs, then its domain function.
    const runs = await runDueJobs([job()], { workerId: "test-worker" });
    expect(runs).toEqual([{ name: job().name, ok: true, summary: "1 unpaid holds expired" }]);

    expect(await db.booking.findUniqueOrThrow({ where: { id: stale.id } })).toMatchObject({
      status: "cancelled",
      statusComments: HOLD_EXPIRED_COMMENT,
    });
    expect(await db.booking.findUniqueOrThrow({ where: { id: fresh.id } })).toMatchObject({
      status: "pending",
      paymentStatus: fresh.paymentStatus,
      statusComments: null,
    });
    // The stale order's place and trays on the date are free again; the fresh one keeps its.
    const released = await slot(10);
    expect(released?.currentOrders).toBe(1);
    expect(Number(released?.currentTrays)).toBe(Number(held?.currentTrays) / 2);

    // Within the minute the job is not due again, whoever asks.
    expect(await runDueJobs([job()], { workerId: "other-worker" })).toEqual([]);
  });
});

describe("the unpaid allowance counts the orders it holds", () => {
  it(`the ${MAX_UNPAID_ORDERS + 1}th unpaid order is refused; paying or expiry makes room`, async () => {
    for (let i = 0; i < MAX_UNPAID_ORDERS; i++) {
      expect((await post(order(10 + i))).status).toBe(201);
    }
    const refused = await post(order(30));
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(TOO_MANY_UNPAID);
    expect(await slot(30)).toBeNull();

    const first = await db.booking.findFirstOrThrow({ orderBy: { id: "asc" } });
    await db.booking.update({ where: { id: first.id }, data: { paymentStatus: "paid" } });
    expect((await post(order(30))).status).toBe(201);

    // An order whose hold has run out no longer counts, even before the job cancels it.
    const second = await db.booking.findFirstOrThrow({ where: { paymentStatus: "pending" } });
    await db.booking.update({
      where: { id: second.id },
      data: { holdExpiresAt: new Date(Date.now() - 1000) },
    });
    expect((await post(order(31))).status).toBe(201);
  });

  it(`one account holds at most ${MAX_UNPAID_ORDERS_PER_KITCHEN_DATE} of a kitchen's slots on one date unpaid`, async () => {
    for (let i = 0; i < MAX_UNPAID_ORDERS_PER_KITCHEN_DATE; i++) {
      expect((await post(order(10, { traySize: "medium", quantity: 1 }))).status).toBe(201);
    }
    const refused = await post(order(10, { traySize: "medium", quantity: 1 }));
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      tooManyUnpaidAtKitchen(kitchen.caterer.name, isoToUtcDate(addDaysIso(todayIso(), 10))),
    );
    // The kitchen's other slots stay free for other customers.
    expect((await slot(10))?.currentOrders).toBe(MAX_UNPAID_ORDERS_PER_KITCHEN_DATE);
    const other = await signedIn("user", "Olive");
    expect((await post(order(10), other.token, "192.0.2.51")).status).toBe(201);
    // Another date of the same kitchen is another allowance.
    expect((await post(order(11))).status).toBe(201);
  });

  it("parallel orders cannot slip past the allowance", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        createBooking(customer.actor, order(10, { traySize: "medium", quantity: 1 })),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(
      MAX_UNPAID_ORDERS_PER_KITCHEN_DATE,
    );
    for (const r of results) {
      if (r.status === "rejected") expect(isAppError(r.reason) && r.reason.code).toBe("conflict");
    }
    expect((await slot(10))?.currentOrders).toBe(MAX_UNPAID_ORDERS_PER_KITCHEN_DATE);
  });
});

describe("rate limits", () => {
  it("orders: 20 attempts per customer per hour, then 429 with Retry-After", async () => {
    for (let i = 0; i < 20; i++) {
      expect([201, 409]).toContain(
        (await post(order(10 + i), customer.token, `192.0.2.${i}`)).status,
      );
    }
    const limited = await post(order(40), customer.token, "192.0.2.99");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    const other = await signedIn("user", "Other");
    expect((await post(order(41), other.token, "192.0.2.99")).status).toBe(201);
  });

  it("orders: 100 attempts per address per hour, whoever places them", async () => {
    const people = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signedIn("user", `P${i}`)),
    );
    const missingDish = order(10, { dishId: 999999 });
    for (let i = 0; i < 100; i++) {
      const res = await post(missingDish, people[i % 5]!.token, "198.51.100.9");
      expect(res.status).toBe(404);
    }
    expect((await post(order(10), people[5]!.token, "198.51.100.9")).status).toBe(429);
    expect((await post(order(10), people[5]!.token, "198.51.100.10")).status).toBe(201);
  }, 60_000);

  it("sign-up: 20 per address per hour, then 429 and no account", async () => {
    const signup = (i: number, ip: string) =>
      call(signupRoute, "/api/auth/signup", {
        body: {
          firstName: "N",
          lastName: "P",
          email: `n${i}@example.com`,
          password: "password123",
        },
        headers: { "x-forwarded-for": ip },
      });
    for (let i = 0; i < 20; i++) expect((await signup(i, "203.0.113.5")).status).toBe(201);
    const users = await db.user.count();
    const limited = await signup(20, "203.0.113.5");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db.user.count()).toBe(users);
    expect((await signup(21, "203.0.113.6")).status).toBe(201);
  }, 60_000);

  it("a deployment may set its own allowance; nonsense falls back to the default", () => {
    const saved = process.env.RATE_LIMIT_SIGNUP_PER_ADDRESS;
    try {
      process.env.RATE_LIMIT_SIGNUP_PER_ADDRESS = "200";
      expect(rateLimitPoints("signupPerAddress")).toBe(200);
      for (const bad of ["0", "-5", "1e3", "many", ""]) {
        process.env.RATE_LIMIT_SIGNUP_PER_ADDRESS = bad;
        expect(rateLimitPoints("signupPerAddress")).toBe(20);
      }
      expect(rateLimitPoints("bookingPerUser")).toBe(20);
    } finally {
      if (saved === undefined) delete process.env.RATE_LIMIT_SIGNUP_PER_ADDRESS;
      else process.env.RATE_LIMIT_SIGNUP_PER_ADDRESS = saved;
    }
  });
});
