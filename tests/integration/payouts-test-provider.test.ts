/**
 * Payouts with the built-in test provider (docs/product-rules.md §19): the local onboarding
 * page stands in for Stripe's, only the kitchen's own caterer may use it, transfers are
 * recorded by the test provider, and the earnings (page data and CSV) and the admin's
 * overview show the fee, the share and the money held.
 */
import { GET as earningsCsvRoute } from "@/app/api/caterer/earnings.csv/route";
import { db } from "@/lib/server/db";
import { getPayoutsOverview } from "@/lib/server/money/payouts/admin-payouts";
import { getEarnings } from "@/lib/server/money/payouts/earnings";
import {
  completeTestOnboarding,
  startPayoutOnboarding,
} from "@/lib/server/money/payouts/onboarding";
import { payOutTestBalance } from "@/lib/server/money/payouts/pay-out-test-balance";
import {
  checkedOut,
  eventIntent,
  moneyWorld,
  payWithCard,
  setStatus,
  twoKitchens,
  type MoneyWorld,
} from "../support/event-money";
import { call } from "../support/http";
import { setEnv } from "../support/payments";
import { completedRosaLine, ledgerRows } from "../support/payouts";
import { resetDatabase } from "../support/reset-db";
import { transferDueNow } from "../support/work-queue";

let restoreEnv: () => void;
let w: MoneyWorld;

beforeAll(() => {
  restoreEnv = setEnv({});
});
afterAll(async () => {
  restoreEnv();
  await db.$disconnect();
});
beforeEach(async () => {
  await resetDatabase();
  w = await moneyWorld();
});

async function paidEvent() {
  const event = await checkedOut(w.customer, twoKitchens(w), 10);
  const res = await eventIntent(w.customer, event.eventId);
  expect(await payWithCard(res.json.clientSecret, null)).toBe(200);
  return { ...event, rosaLine: event.bookingIds[0]!, beaLine: event.bookingIds[1]! };
}

it("onboards on the local page, for the kitchen's own caterer only", async () => {
  const { url } = await startPayoutOnboarding(w.rosa.actor);
  const { stripeAccountId, payoutState } = await db.caterer.findUniqueOrThrow({
    where: { id: w.rosa.caterer.id },
  });
  expect(payoutState).toBe("details_needed");
  expect(url).toBe(`/caterer-dishes/payouts/test-onboarding?account=${stripeAccountId}`);

  await expect(completeTestOnboarding(w.bea.actor, stripeAccountId!)).rejects.toMatchObject({
    code: "not_found",
  });
  await expect(completeTestOnboarding(w.customer.actor, stripeAccountId!)).rejects.toMatchObject({
    code: "forbidden",
  });
  await expect(completeTestOnboarding(null, stripeAccountId!)).rejects.toMatchObject({
    code: "unauthenticated",
  });
  expect(
    (await db.caterer.findUniqueOrThrow({ where: { id: w.rosa.caterer.id } })).payoutState,
  ).toBe("details_needed");

  expect(await completeTestOnboarding(w.rosa.actor, stripeAccountId!)).toMatchObject({
    payoutState: "payouts_enabled",
  });
});

it("shows each kitchen its amount minus the fee, and the admin the fees and the money held", async () => {
  const { url } = await startPayoutOnboarding(w.rosa.actor);
  await completeTestOnboarding(w.rosa.actor, new URL(url, "http://x").searchParams.get("account")!);
  const e = await paidEvent();
  expect((await getEarnings(w.rosa.actor)).rows).toMatchObject([
    {
      bookingId: e.rosaLine,
      chargedCents: 19000,
      feeCents: 1900,
      earningCents: 17100,
      status: "pending",
    },
  ]);
  expect((await setStatus(w.admin, e.rosaLine, "completed")).status).toBe(200);
  expect((await setStatus(w.admin, e.beaLine, "completed")).status).toBe(200);

  const rosa = await getEarnings(w.rosa.actor);
  expect(rosa.rows[0]).toMatchObject({ status: "on_its_way", statusLabel: "On its way" });
  expect(rosa.totals).toMatchObject({ on_its_way: 17100, held: 0, pending: 0 });
  const transfers = await db.testTransfer.findMany();
  expect(transfers).toMatchObject([
    {
      amount: 17100,
      transferGroup: `event-${e.eventId}`,
      idempotencyKey: `transfer-booking-${e.rosaLine}`,
    },
  ]);
  const bea = await getEarnings(w.bea.actor);
  expect(bea.rows[0]).toMatchObject({ earningCents: 3600, feeCents: 400, status: "held" });

  const csv = await call(earningsCsvRoute, "/api/caterer/earnings.csv", { token: w.rosa.token });
  expect(csv.status).toBe(200);
  expect(csv.headers.get("content-type")).toContain("text/csv");
  expect(csv.json).toContain(`"${e.rosaLine}","${e.eventId}"`);
  expect(csv.json).toContain('"190.00","0.00","19.00","171.00","On its way"');
  expect(
    (await call(earningsCsvRoute, "/api/caterer/earnings.csv", { token: w.customer.token })).status,
  ).toBe(403);

  await expect(getPayoutsOverview(w.rosa.actor)).rejects.toMatchObject({ code: "forbidden" });
  const overview = await getPayoutsOverview(w.admin.actor);
  expect(overview.feesByMonth).toEqual([
    { month: new Date().toISOString().slice(0, 7), feeCents: 2300 },
  ]);
  expect(overview.heldForKitchens).toMatchObject([
    { catererId: w.bea.caterer.id, heldCents: 3600, settledCents: 3600, lines: 1 },
  ]);
  expect(overview.failedTransfers).toEqual([]);
});

it("a refund after payout with an empty test balance is owed by the kitchen and taken from its next transfers", async () => {
  const { url } = await startPayoutOnboarding(w.rosa.actor);
  const account = new URL(url, "http://x").searchParams.get("account")!;
  await completeTestOnboarding(w.rosa.actor, account);
  // Order 1: 2 large lasagna, $190.00, fee $19.00: $171.00 sent to Rosa.
  const first = await completedRosaLine(w, null, "large", 2, 10);
  expect(await db.testTransfer.findMany()).toMatchObject([{ amount: 17100, destination: account }]);

  // Only an admin, in test mode, pays the test balance out.
  await expect(payOutTestBalance(w.rosa.actor, w.rosa.caterer.id)).rejects.toMatchObject({
    code: "forbidden",
  });
  await expect(payOutTestBalance(null, w.rosa.caterer.id)).rejects.toMatchObject({
    code: "unauthenticated",
  });
  await expect(payOutTestBalance(w.admin.actor, w.bea.caterer.id)).rejects.toMatchObject({
    code: "not_found",
  });
  await payOutTestBalance(w.admin.actor, w.rosa.caterer.id);
  expect(
    (await db.testConnectedAccount.findUniqueOrThrow({ where: { id: account } })).paidOutAmount,
  ).toBe(17100);

  // The admin cancels: $190.00 back to the card, the $171.00 reversal refused (balance 0).
  expect((await setStatus(w.admin, first, "cancelled", "Food safety issue")).status).toBe(200);
  expect(await db.testTransferReversal.count()).toBe(0);
  const key = `reverse-booking-${first}-0`;
  expect(await db.kitchenReceivable.findMany()).toMatchObject([
    {
      catererId: w.rosa.caterer.id,
      bookingId: first,
      amount: 17100,
      recoveredAmount: 0,
      status: "open",
      reason: "balance_short",
      key,
    },
  ]);
  expect(await ledgerRows(first)).toEqual([
    ["charge", 19000, expect.any(String)],
    ["fee", 1900, expect.any(String)],
    ["transfer", 17100, `transfer:${first}`],
    ["refund", 19000, expect.any(String)],
    ["fee_refund", 1900, expect.any(String)],
    ["receivable", 17100, `receivable:${key}`],
  ]);
  const movements = await db.moneyMovement.count();
  await transferDueNow();
  await transferDueNow();
  expect(await db.kitchenReceivable.count()).toBe(1);
  expect(await db.moneyMovement.count()).toBe(movements);

  // The kitchen and the admin see it.
  const owed = await getEarnings(w.rosa.actor);
  expect(owed.owedCents).toBe(17100);
  expect(owed.receivables).toMatchObject([
    { bookingId: first, amountCents: 17100, recoveredCents: 0, status: "open" },
  ]);
  expect((await getPayoutsOverview(w.admin.actor)).openReceivables).toMatchObject([
    { catererId: w.rosa.caterer.id, bookingId: first, amountCents: 17100, recoveredCents: 0 },
  ]);

  // Order 2: 1 medium lasagna, $55.00, share $55.00 - $5.50 = $49.50, all of it kept for
  // the debt ($171.00 - $49.50 = $121.50 still owed): nothing is sent.
  const second = await completedRosaLine(w, null, "medium", 1, 11);
  expect(await db.testTransfer.count()).toBe(1);
  expect(
    await db.kitchenTransfer.findUniqueOrThrow({ where: { bookingId: second } }),
  ).toMatchObject({ status: "sent", providerRef: null, amount: 4950, recoveredAmount: 4950 });
  expect((await ledgerRows(second)).map(([kind, amount]) => [kind, amount])).toEqual([
    ["charge", 5500],
    ["fee", 550],
    ["receivable_recovery", 4950],
  ]);
  const partly = await getEarnings(w.rosa.actor);
  expect(partly.owedCents).toBe(12150);
  expect(partly.receivables).toMatchObject([{ amountCents: 17100, recoveredCents: 4950 }]);

  // Order 3: 2 large lasagna, share $171.00: $121.50 settles the debt, $49.50 is sent.
  const third = await completedRosaLine(w, null, "large", 2, 12);
  expect(
    (await db.testTransfer.findMany({ orderBy: { createdAt: "asc" } })).map((t) => t.amount),
  ).toEqual([17100, 4950]);
  expect(await db.kitchenReceivable.findFirstOrThrow()).toMatchObject({
    recoveredAmount: 17100,
    status: "settled",
  });
  expect((await ledgerRows(third)).map(([kind, amount]) => [kind, amount])).toEqual([
    ["charge", 19000],
    ["fee", 1900],
    ["receivable_recovery", 12150],
    ["transfer", 4950],
  ]);

  // Order 4: 1 medium lasagna: nothing is owed any more, all of its $49.50 is sent.
  const fourth = await completedRosaLine(w, null, "medium", 1, 13);
  expect(
    (await db.testTransfer.findMany({ orderBy: { createdAt: "asc" } })).map((t) => t.amount),
  ).toEqual([17100, 4950, 4950]);
  expect(
    await db.kitchenTransfer.findUniqueOrThrow({ where: { bookingId: fourth } }),
  ).toMatchObject({ recoveredAmount: 0 });

  const settled = await getEarnings(w.rosa.actor);
  expect(settled.owedCents).toBe(0);
  expect(settled.receivables).toMatchObject([
    { bookingId: first, amountCents: 17100, recoveredCents: 17100, status: "settled" },
  ]);
  expect(settled.rows.find((r) => r.bookingId === third)).toMatchObject({
    earningCents: 17100,
    recoveredCents: 12150,
  });
  expect((await getPayoutsOverview(w.admin.actor)).openReceivables).toEqual([]);

  const after = await db.moneyMovement.count();
  await transferDueNow();
  expect(await db.testTransfer.count()).toBe(3);
  expect(await db.moneyMovement.count()).toBe(after);
});

it("a refund of a line whose share paid a debt makes the debt owed again, with no provider call", async () => {
  const { url } = await startPayoutOnboarding(w.rosa.actor);
  await completeTestOnboarding(w.rosa.actor, new URL(url, "http://x").searchParams.get("account")!);
  const first = await completedRosaLine(w, null, "large", 2, 10);
  await payOutTestBalance(w.admin.actor, w.rosa.caterer.id);
  expect((await setStatus(w.admin, first, "cancelled", "Food safety issue")).status).toBe(200);
  // Order 2: its whole $49.50 share paid part of the $171.00 owed.
  const second = await completedRosaLine(w, null, "medium", 1, 11);
  expect((await getEarnings(w.rosa.actor)).owedCents).toBe(12150);

  // The admin cancels order 2: the customer gets $55.00 back; the $49.50 never reached the
  // kitchen's account, so it is owed again: $121.50 + $49.50 = $171.00.
  expect((await setStatus(w.admin, second, "cancelled", "Food safety issue")).status).toBe(200);
  expect(await db.testTransferReversal.count()).toBe(0);
  expect(
    (await db.kitchenReceivable.findMany({ orderBy: { id: "asc" } })).map((r) => [
      r.bookingId,
      r.amount,
      r.recoveredAmount,
      r.status,
      r.reason,
    ]),
  ).toEqual([
    [first, 17100, 4950, "open", "balance_short"],
    [second, 4950, 0, "open", "recovered_share_returned"],
  ]);
  expect((await ledgerRows(second)).map(([kind, amount]) => [kind, amount])).toEqual([
    ["charge", 5500],
    ["fee", 550],
    ["receivable_recovery", 4950],
    ["refund", 5500],
    ["fee_refund", 550],
    ["receivable", 4950],
  ]);
  expect((await getEarnings(w.rosa.actor)).owedCents).toBe(17100);
  const movements = await db.moneyMovement.count();
  await transferDueNow();
  expect(await db.moneyMovement.count()).toBe(movements);
});
