/**
 * Payouts with the built-in test provider (docs/product-rules.md §19): the local onboarding
 * page stands in for Stripe's, only the kitchen's own caterer may use it, transfers are
 * recorded by the test provider, and the earnings (page data and CSV) and the admin's
 * overview show the fee, the share and the money held.
 */
import { GET as earningsCsvRoute } from "@/app/api/caterer/earnings.csv/route";
import { db } from "@/lib/server/db";
import { getPayoutsOverview } from "@/lib/server/payouts/admin-payouts";
import { getEarnings } from "@/lib/server/payouts/earnings";
import { completeTestOnboarding, startPayoutOnboarding } from "@/lib/server/payouts/onboarding";
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
import { resetDatabase } from "../support/reset-db";

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
