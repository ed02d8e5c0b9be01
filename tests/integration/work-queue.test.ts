/**
 * The work queue (work_items, lib/server/work/run-work.ts) with the test provider: a status
 * change enqueues its provider calls in its own transaction, the request runs its own items
 * through the runner, a failure is retried with backoff and done once, two runners never
 * run one item, and an item that keeps failing ends failed and is reported.
 */
import { POST as createIntentRoute } from "@/app/api/create-payment-intent/route";
import { POST as testConfirmRoute } from "@/app/api/test-payments/confirm/route";
import { PATCH as statusRoute } from "@/app/api/bookings/[id]/status/route";
import { changeBookingStatus } from "@/lib/server/lines/change-booking-status";
import { db } from "@/lib/server/db";
import {
  countFailedWork,
  installWorkHandlers,
  MAX_WORK_ATTEMPTS,
  runWork,
  type WorkOutcome,
} from "@/lib/server/work/run-work";
import { WORK_HANDLERS } from "@/lib/server/jobs/work-handlers";
import { getPaymentProvider } from "@/lib/server/money/payments/get-provider";
import { getPayoutsOverview } from "@/lib/server/money/payouts/admin-payouts";
import { log } from "@/lib/server/observability/log";
import { enqueueWork } from "@/lib/server/work/enqueue-work";
import { call } from "../support/http";
import { paymentWorld, setEnv } from "../support/payments";
import { resetDatabase } from "../support/reset-db";
import { withInsertsRefused } from "../support/refuse-inserts";
import { workItems } from "../support/work-queue";

let restoreEnv: () => void;
let w: Awaited<ReturnType<typeof paymentWorld>>;

beforeAll(() => {
  restoreEnv = setEnv({}); // no keys: the test provider
});
afterAll(async () => {
  restoreEnv();
  await db.$disconnect();
});
beforeEach(async () => {
  await resetDatabase();
  w = await paymentWorld();
});
afterEach(() => jest.restoreAllMocks());

/** A booking paid with the test card: 19000 cents. */
async function paidBooking() {
  const booking = await w.book();
  const { clientSecret } = (
    await call(createIntentRoute, "/api/create-payment-intent", {
      body: { bookingId: booking.id },
      token: w.customer.token,
    })
  ).json;
  const paid = await call(testConfirmRoute, "/api/test-payments/confirm", {
    body: { clientSecret, number: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123" },
  });
  expect(paid.status).toBe(200);
  expect((await w.row(booking.id)).paymentStatus).toBe("paid");
  return booking;
}

const cancel = (id: number) =>
  call(statusRoute, `/api/bookings/${id}/status`, {
    method: "PATCH",
    params: { id: String(id) },
    body: { status: "cancelled" },
    token: w.customer.token,
  });

/** Refunds in the ledger for a line. */
const refundsOf = (bookingId: number) =>
  db.moneyMovement.findMany({ where: { bookingId, kind: "refund" } });

/** Makes the provider's refunds fail (the test provider's method, as money-model does). */
function refundsFail() {
  const provider = getPaymentProvider();
  const saved = provider.refund;
  let calls = 0;
  provider.refund = async () => {
    calls++;
    throw new Error("The test provider is down");
  };
  return {
    calls: () => calls,
    restore: () => {
      provider.refund = saved;
    },
  };
}

/** Counts the provider's refund calls that went through. */
function countRefunds() {
  const provider = getPaymentProvider();
  const saved = provider.refund;
  let calls = 0;
  provider.refund = async (...args) => {
    calls++;
    return saved.apply(provider, args);
  };
  return {
    calls: () => calls,
    restore: () => {
      provider.refund = saved;
    },
  };
}

it("cancelling a paid booking answers refunded: the request ran its own refund item", async () => {
  const booking = await paidBooking();
  const res = await cancel(booking.id);
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
  expect(await refundsOf(booking.id)).toHaveLength(1);
  // The refund, and the kitchen's side it enqueued, are done.
  expect((await workItems()).map((i) => [i.kind, i.subjectId, i.status, i.attempts])).toEqual([
    ["refund_line", booking.id, "done", 1],
    ["pay_kitchen", booking.id, "done", 1],
  ]);
});

it("the server's start installs the handlers: a route then refunds in its own request", async () => {
  const cancel = async (bookingId: number) => {
    const { PATCH } = await import("@/app/api/bookings/[id]/status/route");
    // (The database client is shared through globalThis, so it is not closed here.)
    return call(PATCH, `/api/bookings/${bookingId}/status`, {
      method: "PATCH",
      params: { id: String(bookingId) },
      body: { status: "cancelled" },
      token: w.customer.token,
    });
  };
  const [before, after] = [await paidBooking(), await paidBooking()];
  installWorkHandlers(null); // as a server that has not started: no handlers anywhere
  jest.spyOn(log, "warn").mockImplementation(() => {});
  try {
    await jest.isolateModulesAsync(async () => {
      // Without them the cancellation stands and its refund waits for the worker.
      expect((await cancel(before.id)).json).toMatchObject({ paymentStatus: "paid" });
      const { register } = await import("@/instrumentation");
      process.env.NEXT_RUNTIME = "nodejs"; // what Next sets on its Node server
      try {
        await register();
      } finally {
        delete process.env.NEXT_RUNTIME;
      }
      const res = await cancel(after.id);
      expect(res.json).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    });
  } finally {
    installWorkHandlers(WORK_HANDLERS);
  }
  expect(await workItems()).toContainEqual(
    expect.objectContaining({ kind: "refund_line", subjectId: before.id, status: "pending" }),
  );
});

it("enqueues in the status change's transaction: a change that fails leaves no item", async () => {
  const booking = await paidBooking();
  // The cancellation's email is written after its work item, in the same transaction; make
  // that insert fail so the transaction rolls back after the enqueue.
  await withInsertsRefused("email_outbox", "outbox", () =>
    expect(
      changeBookingStatus(w.customer.actor, booking.id, { status: "cancelled" }),
    ).rejects.toThrow(/outbox refused/),
  );
  expect(await workItems()).toEqual([]);
  expect(await w.row(booking.id)).toMatchObject({
    status: "pending",
    paymentStatus: "paid",
    refundRequestedAt: null,
  });
  expect(await refundsOf(booking.id)).toEqual([]);
});

it("a provider failure leaves the item pending with backoff; a later pass refunds once", async () => {
  const booking = await paidBooking();
  jest.spyOn(log, "warn").mockImplementation(() => {});
  const down = refundsFail();
  let res;
  try {
    res = await cancel(booking.id);
  } finally {
    down.restore();
  }
  // The cancellation stands; the refund waits.
  expect(res.status).toBe(200);
  expect(res.json).toMatchObject({ status: "cancelled", paymentStatus: "paid" });
  expect(down.calls()).toBe(1);
  const [item] = await workItems();
  expect(item).toMatchObject({
    kind: "refund_line",
    subjectId: booking.id,
    status: "pending",
    attempts: 1,
    lockedBy: null,
    lastError: expect.stringMatching(/down/),
  });
  const dbNow = (await db.$queryRaw<{ now: Date }[]>`SELECT now() AT TIME ZONE 'UTC' AS now`)[0]!
    .now;
  expect(item!.nextAttemptAt.getTime()).toBeGreaterThan(dbNow.getTime() + 20_000);
  expect(await refundsOf(booking.id)).toEqual([]);

  // Not due yet: a runner pass leaves it alone.
  expect((await runWork({ workerId: "early" })).claimed).toBe(0);

  // Its backoff over, the worker's pass refunds it, and another pass does nothing more.
  await db.workItem.update({
    where: { id: item!.id },
    data: { nextAttemptAt: new Date(Date.now() - 1000) },
  });
  const pass = await runWork({ workerId: "worker" });
  expect(pass).toMatchObject({ claimed: 1, done: 1, outcomes: { refunded: 1 } });
  expect(await runWork({ workerId: "worker" })).toMatchObject({ claimed: 1, done: 1 }); // its payout
  expect((await runWork({ workerId: "worker" })).claimed).toBe(0);
  expect(await w.row(booking.id)).toMatchObject({ paymentStatus: "refunded" });
  expect(await refundsOf(booking.id)).toHaveLength(1);
  expect(await db.workItem.findUniqueOrThrow({ where: { id: item!.id } })).toMatchObject({
    status: "done",
    attempts: 2,
    lastError: null,
  });
});

it("two runners at once claim an item once: one refund", async () => {
  const booking = await paidBooking();
  jest.spyOn(log, "warn").mockImplementation(() => {});
  const down = refundsFail();
  try {
    await cancel(booking.id);
  } finally {
    down.restore();
  }
  await db.workItem.updateMany({ data: { nextAttemptAt: new Date(Date.now() - 1000) } });
  const counted = countRefunds();
  // A slow handler, so both runners are inside a pass at the same time.
  const slow = {
    ...WORK_HANDLERS,
    refund_line: async (id: number) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      return WORK_HANDLERS.refund_line(id);
    },
  };
  let passes: WorkOutcome[];
  try {
    passes = await Promise.all([
      runWork({ workerId: "a", handlers: slow }),
      runWork({ workerId: "b", handlers: slow }),
    ]);
  } finally {
    counted.restore();
  }
  expect(passes.map((p) => p.claimed).sort()).toEqual([0, 1]);
  expect(counted.calls()).toBe(1);
  expect(await refundsOf(booking.id)).toHaveLength(1);
  expect(await w.row(booking.id)).toMatchObject({ paymentStatus: "refunded" });
});

it("an item that keeps failing ends failed, is logged and counted", async () => {
  const booking = await paidBooking();
  jest.spyOn(log, "warn").mockImplementation(() => {});
  const errors = jest.spyOn(log, "error").mockImplementation(() => {});
  const down = refundsFail();
  try {
    await cancel(booking.id);
    const [item] = await workItems();
    // Its last attempt comes.
    await db.workItem.update({
      where: { id: item!.id },
      data: { attempts: MAX_WORK_ATTEMPTS - 1, nextAttemptAt: new Date(Date.now() - 1000) },
    });
    expect(await runWork({ workerId: "worker" })).toMatchObject({ claimed: 1, failed: 1 });
  } finally {
    down.restore();
  }
  expect(await workItems()).toEqual([
    expect.objectContaining({
      status: "failed",
      attempts: MAX_WORK_ATTEMPTS,
      lastError: expect.stringMatching(/down/),
    }),
  ]);
  expect(await countFailedWork()).toBe(1);
  expect((await getPayoutsOverview(w.admin.actor)).failedWork).toBe(1);
  expect(errors).toHaveBeenCalledWith(expect.stringMatching(/refund_line .* failed for good/));
  // Failed is final for the runner; the line stays paid with its refund requested.
  expect((await runWork({ workerId: "worker" })).claimed).toBe(0);
  expect(await w.row(booking.id)).toMatchObject({ paymentStatus: "paid" });
});

it("enqueuing again makes one item; one enqueued while it runs stays pending", async () => {
  const booking = await paidBooking();
  const first = await db.$transaction(async (tx) => {
    const a = await enqueueWork(tx, { kind: "pay_kitchen", subjectId: booking.id });
    const b = await enqueueWork(tx, { kind: "pay_kitchen", subjectId: booking.id });
    expect(b).toBe(a);
    return a;
  });
  expect(await workItems()).toHaveLength(1);
  // A newer change enqueues it while a runner holds it: the runner must not mark it done.
  const racing = {
    ...WORK_HANDLERS,
    pay_kitchen: async (id: number) => {
      await enqueueWork(db, { kind: "pay_kitchen", subjectId: id });
      return WORK_HANDLERS.pay_kitchen(id);
    },
  };
  expect(await runWork({ workerId: "a", handlers: racing })).toMatchObject({ done: 0 });
  expect(await db.workItem.findUniqueOrThrow({ where: { id: first } })).toMatchObject({
    status: "pending",
    lockedBy: null,
  });
  expect(await runWork({ workerId: "a" })).toMatchObject({ claimed: 1, done: 1 });
});
