/**
 * An unmatched payment's refund as work (refund_unmatched, lib/server/work/run-work.ts), with
 * the test provider: enqueued in the transaction that holds the payment, run by the
 * request's own runner after the commit, done once however often a runner runs it, and a
 * provider failure left pending with backoff for a later pass; the reconciliation job
 * enqueues a refund only for a held payment that has no live item.
 */
import { db } from "@/lib/server/db";
import { getPaymentProvider } from "@/lib/server/money/payments/get-provider";
import { reconcilePayments } from "@/lib/server/payment-sync/reconcile-payments";
import { syncPayment } from "@/lib/server/payment-sync/sync-payment";
import {
  refundUnmatchedPayment,
  retryUnmatchedRefunds,
} from "@/lib/server/money/payments/unmatched-payments";
import { log } from "@/lib/server/observability/log";
import { enqueueWork } from "@/lib/server/work/enqueue-work";
import { drainWork, retryWorkNow, runWork } from "@/lib/server/work/run-work";
import { setEnv } from "../support/payments";
import { resetDatabase } from "../support/reset-db";
import { withInsertsRefused } from "../support/refuse-inserts";
import { workItems } from "../support/work-queue";

let restoreEnv: () => void;

beforeAll(() => {
  restoreEnv = setEnv({}); // no keys: the test provider
});
afterAll(async () => {
  restoreEnv();
  await db.$disconnect();
});
beforeEach(async () => {
  await resetDatabase();
});
afterEach(() => jest.restoreAllMocks());

let strays = 0;
/** A payment that succeeded for an order that does not exist: held as unmatched. */
async function strayIntent(amount = 5000) {
  const stray = await getPaymentProvider().createIntent({
    amount,
    currency: "usd",
    bookingId: 999_999,
    idempotencyKey: `stray-${++strays}`,
  });
  await db.testPaymentIntent.update({ where: { id: stray.id }, data: { status: "succeeded" } });
  return getPaymentProvider().retrieveIntent(stray.id);
}

/** Wraps the provider's refund: counts calls, and fails them while `down` is set. */
function watchRefunds() {
  const provider = getPaymentProvider();
  const saved = provider.refund;
  const state = { calls: 0, down: false };
  provider.refund = async (...args) => {
    state.calls++;
    if (state.down) throw new Error("The test provider is down");
    return saved.apply(provider, args);
  };
  return Object.assign(state, {
    restore: () => {
      provider.refund = saved;
    },
  });
}

const refundsOf = (intentId: string) =>
  db.moneyMovement.findMany({ where: { intentId, kind: "refund" } });

it("is enqueued with the unmatched payment in one transaction: no item, no row", async () => {
  const intent = await strayIntent();
  // The item is written last in the transaction that holds the payment: refuse it, and the
  // held row (and its charge) must roll back with it.
  await withInsertsRefused("work_items", "work", () =>
    expect(syncPayment(intent)).rejects.toThrow(/work refused/),
  );
  expect(await db.unmatchedPayment.count()).toBe(0);
  expect(await db.moneyMovement.count({ where: { intentId: intent.id } })).toBe(0);
  expect(await workItems()).toEqual([]);
});

it("is refunded by the request's own runner, once, even when runners run it again", async () => {
  const intent = await strayIntent();
  const refunds = watchRefunds();
  try {
    expect(await syncPayment(intent)).toMatchObject({ outcome: "unmatched" });
    const row = await db.unmatchedPayment.findUniqueOrThrow({ where: { intentId: intent.id } });
    expect(row.refundedAt).not.toBeNull();
    expect((await workItems()).map((i) => [i.kind, i.subjectId, i.status, i.attempts])).toEqual([
      ["refund_unmatched", row.id, "done", 1],
    ]);
    expect(refunds.calls).toBe(1);

    // Re-armed (a replayed webhook, a second runner after a lost lease) and run twice more,
    // by two runners at once and then directly: no second refund anywhere.
    await enqueueWork(db, { kind: "refund_unmatched", subjectId: row.id });
    const [a, b] = await Promise.all([
      runWork({ workerId: "runner-a" }),
      runWork({ workerId: "runner-b" }),
    ]);
    expect(a.claimed + b.claimed).toBe(1);
    expect({ ...a.outcomes, ...b.outcomes }).toEqual({ nothing: 1 });
    expect(await refundUnmatchedPayment(row.id)).toBe(false);
    // A replayed provider event re-reads the held intent: nothing more either.
    expect(await syncPayment(intent)).toMatchObject({ outcome: "unmatched" });
    expect(refunds.calls).toBe(1);
  } finally {
    refunds.restore();
  }
  expect(await refundsOf(intent.id)).toHaveLength(1);
  expect(await db.auditLog.count({ where: { action: "payment.unmatched-refunded" } })).toBe(1);
});

it("a provider failure leaves it pending with backoff; a later pass refunds it once", async () => {
  jest.spyOn(log, "warn").mockImplementation(() => {});
  const intent = await strayIntent();
  const refunds = watchRefunds();
  try {
    refunds.down = true;
    // The payment is held all the same; its refund waits.
    expect(await syncPayment(intent)).toMatchObject({ outcome: "unmatched" });
    const row = await db.unmatchedPayment.findUniqueOrThrow({ where: { intentId: intent.id } });
    expect(row).toMatchObject({ refundedAt: null, attempts: 1 });
    expect(row.lastError).toMatch(/down/);
    const [item] = await workItems();
    expect(item).toMatchObject({ kind: "refund_unmatched", subjectId: row.id, status: "pending" });
    expect(item!.attempts).toBe(1);
    expect(item!.lastError).toMatch(/down/);
    expect(item!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    expect(refunds.calls).toBe(1);

    refunds.down = false;
    // Not due yet: the worker's pass leaves it, and reconciliation does not re-arm it.
    expect((await drainWork("worker-1")).claimed).toBe(0);
    expect(await reconcilePayments()).toMatchObject({ refunded: 0, failed: 0 });
    expect((await workItems())[0]!.nextAttemptAt).toEqual(item!.nextAttemptAt);
    expect(refunds.calls).toBe(1);

    // Once due: refunded, once.
    expect((await retryWorkNow(["refund_unmatched"])).outcomes).toEqual({ refunded: 1 });
    expect((await retryWorkNow(["refund_unmatched"])).claimed).toBe(0);
    expect(refunds.calls).toBe(2);
  } finally {
    refunds.restore();
  }
  expect(
    await db.unmatchedPayment.findUniqueOrThrow({ where: { intentId: intent.id } }),
  ).toMatchObject({ attempts: 2, lastError: null });
  expect((await workItems())[0]).toMatchObject({ status: "done" });
  expect(await refundsOf(intent.id)).toHaveLength(1);
});

it("reconciliation enqueues and runs the refund of a held payment that has no item", async () => {
  // Held before the work queue existed: a row, no item.
  const intent = await strayIntent(7000);
  await db.unmatchedPayment.create({
    data: { intentId: intent.id, amount: 7000, currency: "usd", reason: "order gone" },
  });
  // (Its share of reconcilePayments; the intent, recorded nowhere, would also be re-synced.)
  expect(await retryUnmatchedRefunds()).toEqual({ refunded: 1, failed: 0 });
  const row = await db.unmatchedPayment.findUniqueOrThrow({ where: { intentId: intent.id } });
  expect(row.refundedAt).not.toBeNull();
  expect((await workItems()).map((i) => [i.kind, i.subjectId, i.status])).toEqual([
    ["refund_unmatched", row.id, "done"],
  ]);
  // Again, and the whole job: nothing more.
  expect(await retryUnmatchedRefunds()).toEqual({ refunded: 0, failed: 0 });
  expect(await reconcilePayments()).toMatchObject({ refunded: 0, failed: 0 });
  expect(await refundsOf(intent.id)).toHaveLength(1);
});
