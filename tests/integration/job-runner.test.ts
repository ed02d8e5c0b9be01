/**
 * The job runner's scheduled jobs: each due job runs once per period across workers,
 * failures are recorded and retried next period, and each pass drains the work queue
 * (refunds, transfers) after the email outbox.
 */
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { db } from "@/lib/server/db";
import { SCHEDULED_JOBS } from "@/lib/server/jobs/registry";
import { runDueJobs } from "@/lib/server/jobs/run-scheduled";
import { runWorkerOnce, startWorker } from "@/lib/server/jobs/worker";
import { enqueueWork } from "@/lib/server/work/enqueue-work";
import { resetDatabase } from "../support/reset-db";
import { paymentWorld, setEnv } from "../support/payments";

let restoreEnv: () => void;
beforeAll(() => {
  restoreEnv = setEnv({});
  delete process.env.SMTP_URL;
});
afterAll(async () => {
  restoreEnv();
  await db.$disconnect();
});
beforeEach(() => resetDatabase());

it("runs a due job once across two workers, then not again until its period is over", async () => {
  let runs = 0;
  const job = {
    name: "test.count",
    everyMs: 60_000,
    run: async () => {
      runs++;
      await new Promise((r) => setTimeout(r, 50));
      return "counted";
    },
  };
  const other = new PrismaClient({
    adapter: new PrismaPg({ connectionString: process.env.DATABASE_URL! }),
  });
  try {
    const [a, b] = await Promise.all([
      runDueJobs([job], { workerId: "a" }),
      runDueJobs([job], { workerId: "b", client: other }),
    ]);
    expect(runs).toBe(1);
    expect([...a, ...b]).toEqual([{ name: "test.count", ok: true, summary: "counted" }]);
  } finally {
    await other.$disconnect();
  }
  expect(await runDueJobs([job], { workerId: "a" })).toEqual([]);
  const row = await db.scheduledJob.findUniqueOrThrow({ where: { name: "test.count" } });
  expect(row.lockedBy).toBeNull();
  expect(row.nextRunAt.getTime() - Date.now()).toBeGreaterThan(55_000);

  await db.scheduledJob.update({ where: { name: "test.count" }, data: { nextRunAt: new Date() } });
  await runDueJobs([job], { workerId: "a" });
  expect(runs).toBe(2);
});

it("records a failure and tries again next period", async () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  const job = {
    name: "test.fail",
    everyMs: 1000,
    run: async () => {
      throw new Error("provider down");
    },
  };
  expect(await runDueJobs([job], { workerId: "a" })).toEqual([
    { name: "test.fail", ok: false, summary: "provider down" },
  ]);
  const row = await db.scheduledJob.findUniqueOrThrow({ where: { name: "test.fail" } });
  expect(row).toMatchObject({ lastError: "provider down", lockedBy: null });
  jest.restoreAllMocks();
});

it("retries failed refunds and sends the refund email from one worker pass", async () => {
  const w = await paymentWorld();
  const booking = await w.book();
  // A cancelled, paid booking whose refund call failed after the cancellation committed.
  const intent = await db.testPaymentIntent.create({
    data: {
      id: "tpi_retry",
      clientSecret: "tpi_retry_secret",
      idempotencyKey: "retry-key",
      amount: 19000,
      currency: "usd",
      bookingId: booking.id,
      status: "succeeded",
    },
  });
  await db.booking.update({
    where: { id: booking.id },
    data: {
      status: "cancelled",
      paymentStatus: "paid",
      paidAt: new Date(),
      paymentAmount: 19000,
      stripePaymentIntentId: intent.id,
      refundRequestedAt: new Date(),
    },
  });
  await enqueueWork(db, { kind: "refund_line", subjectId: booking.id });
  const { work, runs } = await runWorkerOnce("worker-1");
  // The refund, then the kitchen's side it enqueued (nothing to transfer here).
  expect(work).toEqual({ done: 2, retrying: 0, failed: 0 });
  expect(runs.every((r) => r.ok)).toBe(true);
  expect((await w.row(booking.id)).paymentStatus).toBe("refunded");
  // The refund email was written with the refund and goes out on the next pass.
  expect(await runWorkerOnce("worker-1")).toEqual({
    sent: 1,
    work: { done: 0, retrying: 0, failed: 0 },
    runs: [],
  });
  const mails = await db.emailOutbox.findMany({ orderBy: { id: "asc" } });
  expect(mails.map((m) => [m.template, m.status])).toEqual([
    ["booking-placed", "sent"],
    ["payment-refund", "sent"],
  ]);
});

it("a started worker sends what is written while it runs, and stops cleanly", async () => {
  const w = await paymentWorld();
  const worker = startWorker({ pollMs: 50, log: () => {} });
  try {
    await w.book();
    const deadline = Date.now() + 5000;
    while (Date.now() < deadline && (await db.emailOutbox.count({ where: { status: "sent" } })) < 1)
      await new Promise((r) => setTimeout(r, 50));
    expect(await db.emailOutbox.count({ where: { status: "sent" } })).toBe(1);
  } finally {
    await worker.stop();
  }
});

it("the worker clears rate-limit counters that expired over an hour ago, and only those", async () => {
  await resetDatabase();
  const now = Date.now();
  await db.rateLimit.createMany({
    data: [
      { key: "old", points: 3, expire: BigInt(now - 2 * 3_600_000) },
      { key: "recent", points: 3, expire: BigInt(now - 10 * 60_000) },
      { key: "live", points: 1, expire: BigInt(now + 60_000) },
      { key: "forever", points: 1, expire: null },
    ],
  });
  const job = SCHEDULED_JOBS.find((j) => j.name === "rate-limits.clear-expired");
  expect(job).toBeDefined();
  expect(await job!.run()).toBe("1 expired rate-limit counters removed");
  const left = await db.rateLimit.findMany({ orderBy: { key: "asc" } });
  expect(left.map((r) => r.key)).toEqual(["forever", "live", "recent"]);
});
