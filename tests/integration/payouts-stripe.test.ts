/**
 * Caterers get paid, with the real Stripe SDK against the fake Stripe API
 * (docs/product-rules.md §19): Connect onboarding and account.updated, the fee fixed when a
 * line is paid, one transfer per completed line with source_transaction and
 * transfer_group, money held for a kitchen that onboards only after its orders completed,
 * a refund after the transfer reversing the kitchen's share, and failed transfers retried
 * by the payouts job.
 */
import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import { db } from "@/lib/server/db";
import { getPayoutsOverview } from "@/lib/server/money/payouts/admin-payouts";
import { startPayoutOnboarding } from "@/lib/server/money/payouts/onboarding";
import { payOutTestBalance } from "@/lib/server/money/payouts/pay-out-test-balance";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import {
  checkedOut,
  eventIntent,
  moneyWorld,
  payWithCard,
  setStatus,
  twoKitchens,
  WEBHOOK_SECRET,
  type MoneyWorld,
} from "../support/event-money";
import { call } from "../support/http";
import { setEnv } from "../support/payments";
import { completedRosaLine, ledgerRows, lineLedger } from "../support/payouts";
import { resetDatabase } from "../support/reset-db";
import { transferDueNow } from "../support/work-queue";

let fake: FakeStripe;
let restoreEnv: () => void;
let w: MoneyWorld;

beforeAll(async () => {
  fake = await startFakeStripe();
  restoreEnv = setEnv(fake.env(WEBHOOK_SECRET));
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterAll(async () => {
  restoreEnv();
  await fake.close();
  jest.restoreAllMocks();
  await db.$disconnect();
});
beforeEach(async () => {
  await resetDatabase();
  fake.reset();
  w = await moneyWorld();
});

const accountUpdated = async (accountId: string, id?: string) => {
  const event = fake.event("account.updated", fake.accounts.get(accountId), WEBHOOK_SECRET, id);
  return call(webhookRoute, "/api/webhooks/stripe", {
    rawBody: event.payload,
    headers: { "stripe-signature": event.signature },
  });
};

/** "Get paid", then the kitchen finishes Stripe's onboarding and Stripe says so. */
async function onboard(who: MoneyWorld["rosa"]) {
  const { url } = await startPayoutOnboarding(who.actor);
  const { stripeAccountId } = await db.caterer.findUniqueOrThrow({ where: { id: who.caterer.id } });
  expect(url).toContain(`https://connect.stripe.com/setup/e/${stripeAccountId}/`);
  fake.completeOnboarding(stripeAccountId!);
  expect((await accountUpdated(stripeAccountId!)).status).toBe(200);
  return stripeAccountId!;
}

/** Rosa's 2 large lasagna ($190) and Bea's tiramisu ($40), paid as one event. */
async function paidEvent() {
  const event = await checkedOut(w.customer, twoKitchens(w), 10);
  const res = await eventIntent(w.customer, event.eventId);
  expect(res.status).toBe(200);
  expect(await payWithCard(res.json.clientSecret, fake)).toBe(200);
  const [rosaLine, beaLine] = event.bookingIds;
  return { ...event, rosaLine: rosaLine!, beaLine: beaLine! };
}

it("onboards a kitchen: one Express account, the state from account.updated, replays change nothing", async () => {
  const { url } = await startPayoutOnboarding(w.rosa.actor);
  const caterer = await db.caterer.findUniqueOrThrow({ where: { id: w.rosa.caterer.id } });
  expect(caterer.payoutState).toBe("details_needed");
  expect(url).toContain(caterer.stripeAccountId!);
  // "Get paid" again (the link expired): the same account, a new link.
  await startPayoutOnboarding(w.rosa.actor);
  expect(fake.accounts.size).toBe(1);
  expect(fake.count("POST", "/v1/account_links")).toBe(2);

  fake.completeOnboarding(caterer.stripeAccountId!);
  const res = await accountUpdated(caterer.stripeAccountId!, "evt_account_1");
  expect(res.json).toMatchObject({ handled: true, duplicate: false });
  expect(
    (await db.caterer.findUniqueOrThrow({ where: { id: w.rosa.caterer.id } })).payoutState,
  ).toBe("payouts_enabled");
  expect((await accountUpdated(caterer.stripeAccountId!, "evt_account_1")).json).toMatchObject({
    duplicate: true,
  });
});

it("only a caterer sets up payouts: customers 403, anonymous 401", async () => {
  await expect(startPayoutOnboarding(w.customer.actor)).rejects.toMatchObject({
    code: "forbidden",
  });
  await expect(startPayoutOnboarding(null)).rejects.toMatchObject({ code: "unauthenticated" });
  expect(fake.accounts.size).toBe(0);
});

it("fixes the fee when paid, transfers each completed line once, and holds money for a kitchen that onboards later", async () => {
  const rosaAccount = await onboard(w.rosa);
  const e = await paidEvent();
  const rosaRow = await db.booking.findUniqueOrThrow({ where: { id: e.rosaLine } });
  expect(rosaRow.platformFeeBps).toBe(1000);
  expect(await lineLedger(e.rosaLine)).toMatchObject({ charged: 19000, fee: 1900, held: 17100 });
  expect(fake.transfers.size).toBe(0); // not completed yet: nothing moves

  expect((await setStatus(w.admin, e.rosaLine, "completed")).status).toBe(200);
  expect((await setStatus(w.admin, e.beaLine, "completed")).status).toBe(200);
  expect(await lineLedger(e.rosaLine)).toMatchObject({
    charged: 19000,
    fee: 1900,
    transferred: 17100,
    held: 0,
  });
  const [transfer] = [...fake.transfers.values()];
  const charge = [...fake.charges.values()][0]!;
  expect(transfer).toMatchObject({
    amount: 17100,
    destination: rosaAccount,
    source_transaction: charge.id,
    transfer_group: `event-${e.eventId}`,
  });
  expect(fake.requests.find((r) => r.path === "/v1/transfers")?.idempotencyKey).toBe(
    `transfer-booking-${e.rosaLine}`,
  );
  // Bea has not onboarded: her share waits on the platform's balance.
  expect(await lineLedger(e.beaLine)).toMatchObject({ charged: 4000, fee: 400, held: 3600 });
  expect(fake.transfers.size).toBe(1);

  // The job finds nothing to do twice over.
  await transferDueNow();
  await transferDueNow();
  expect(fake.transfers.size).toBe(1);

  // Bea onboards after her order completed: the transfer happens when payouts are enabled.
  const beaAccount = await onboard(w.bea);
  expect(await lineLedger(e.beaLine)).toMatchObject({ transferred: 3600, held: 0, transfers: 1 });
  expect([...fake.transfers.values()].find((t) => t.destination === beaAccount)).toMatchObject({
    amount: 3600,
    source_transaction: charge.id,
  });
});

it("a refund after the transfer reverses the kitchen's share and gives the fee back", async () => {
  await onboard(w.rosa);
  const e = await paidEvent();
  expect((await setStatus(w.admin, e.rosaLine, "completed")).status).toBe(200);
  expect((await setStatus(w.admin, e.rosaLine, "cancelled", "Food safety issue")).status).toBe(200);
  const transfer = [...fake.transfers.values()][0]!;
  expect(transfer).toMatchObject({ amount: 17100, amount_reversed: 17100, reversed: true });
  expect(await lineLedger(e.rosaLine)).toEqual({
    charged: 19000,
    refunded: 19000,
    fee: 0,
    transferred: 0,
    held: 0,
    transfers: 1,
  });
  // Nothing more to reverse, however often the job runs.
  await transferDueNow();
  expect(fake.count("POST", `/v1/transfers/${transfer.id}/reversals`)).toBe(1);
});

it("a grandfathered kitchen pays no fee", async () => {
  await db.caterer.update({ where: { id: w.rosa.caterer.id }, data: { isGrandfathered: true } });
  await onboard(w.rosa);
  const e = await paidEvent();
  expect((await setStatus(w.admin, e.rosaLine, "completed")).status).toBe(200);
  expect(await lineLedger(e.rosaLine)).toMatchObject({ fee: 0, transferred: 19000, held: 0 });
});

it("a failed transfer is kept for the admin and retried by the job, never made twice", async () => {
  await onboard(w.rosa);
  const e = await paidEvent();
  fake.setDown(true);
  expect((await setStatus(w.admin, e.rosaLine, "completed")).status).toBe(200);
  const failed = await db.kitchenTransfer.findUniqueOrThrow({ where: { bookingId: e.rosaLine } });
  expect(failed).toMatchObject({ status: "failed", attempts: 1, amount: 17100 });
  expect(failed.lastError).toBeTruthy();
  expect(await lineLedger(e.rosaLine)).toMatchObject({ transferred: 0, held: 17100 });

  fake.setDown(false);
  expect(await transferDueNow()).toMatchObject({ sent: 1, failed: 0 });
  expect(await transferDueNow()).toMatchObject({ sent: 0, failed: 0 });
  expect(fake.transfers.size).toBe(1);
  expect(
    await db.kitchenTransfer.findUniqueOrThrow({ where: { bookingId: e.rosaLine } }),
  ).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  expect(await lineLedger(e.rosaLine)).toMatchObject({ transferred: 17100, held: 0 });
});

describe("what a kitchen owes when its balance cannot give a reversal back", () => {
  it("records a receivable for the refund, nets it from the next transfers, and a retry changes nothing", async () => {
    const account = await onboard(w.rosa);
    // Order 1: 2 large lasagna, $190.00; fee 10% = $19.00; Rosa's share $171.00, sent.
    const first = await completedRosaLine(w, fake, "large", 2, 10);
    expect([...fake.transfers.values()]).toMatchObject([{ amount: 17100, destination: account }]);
    // Under Stripe only Stripe pays balances out: the test-mode switch refuses.
    await expect(payOutTestBalance(w.admin.actor, w.rosa.caterer.id)).rejects.toMatchObject({
      code: "conflict",
    });
    fake.payOut(account); // Stripe paid her balance out to her bank
    expect(fake.balanceOf(account)).toBe(0);

    // The admin cancels it: the customer gets $190.00 back, Stripe refuses the reversal.
    expect((await setStatus(w.admin, first, "cancelled", "Food safety issue")).status).toBe(200);
    const reversalPath = `/v1/transfers/${[...fake.transfers.values()][0]!.id}/reversals`;
    expect(fake.count("POST", reversalPath)).toBe(1);
    expect([...fake.transfers.values()][0]).toMatchObject({ amount_reversed: 0 });
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
    expect(await lineLedger(first)).toMatchObject({ transferred: 0, held: 0 });
    expect(await getPayoutsOverview(w.admin.actor)).toMatchObject({
      openReceivables: [{ catererId: w.rosa.caterer.id, bookingId: first, amountCents: 17100 }],
      testBalances: null,
    });

    // The job, twice: the debt is recorded once and the reversal is not tried again.
    const movements = await db.moneyMovement.count();
    expect(await transferDueNow()).toMatchObject({ reversed: 0, receivables: 0, failed: 0 });
    expect(await transferDueNow()).toMatchObject({ reversed: 0, receivables: 0, failed: 0 });
    expect(fake.count("POST", reversalPath)).toBe(1);
    expect(await db.kitchenReceivable.count()).toBe(1);
    expect(await db.moneyMovement.count()).toBe(movements);

    // Order 2: 1 medium lasagna, $55.00; share $55.00 - $5.50 = $49.50, all of it kept for
    // the debt ($171.00 - $49.50 = $121.50 still owed): nothing goes to Stripe.
    const second = await completedRosaLine(w, fake, "medium", 1, 11);
    expect(fake.count("POST", "/v1/transfers")).toBe(1 + 1); // the first transfer, its reversal
    expect(fake.transfers.size).toBe(1);
    expect(
      await db.kitchenTransfer.findUniqueOrThrow({ where: { bookingId: second } }),
    ).toMatchObject({ status: "sent", providerRef: null, amount: 4950, recoveredAmount: 4950 });
    expect(await db.kitchenReceivable.findFirstOrThrow()).toMatchObject({
      recoveredAmount: 4950,
      status: "open",
    });
    const receivableId = (await db.kitchenReceivable.findFirstOrThrow()).id;
    const secondTransferId = (
      await db.kitchenTransfer.findUniqueOrThrow({ where: { bookingId: second } })
    ).id;
    expect(await ledgerRows(second)).toEqual([
      ["charge", 5500, expect.any(String)],
      ["fee", 550, expect.any(String)],
      ["receivable_recovery", 4950, `receivable_recovery:${receivableId}:${secondTransferId}`],
    ]);

    // Order 3: 2 large lasagna again, share $171.00: $121.50 pays the rest of the debt and
    // Stripe is sent $171.00 - $121.50 = $49.50.
    const third = await completedRosaLine(w, fake, "large", 2, 12);
    const sent = [...fake.transfers.values()].filter((t) => t.destination === account);
    expect(sent.map((t) => t.amount)).toEqual([17100, 4950]);
    expect(
      fake.requests.filter((r) => r.path === "/v1/transfers").map((r) => r.idempotencyKey),
    ).toEqual([`transfer-booking-${first}`, `transfer-booking-${third}`]);
    expect(await db.kitchenReceivable.findFirstOrThrow()).toMatchObject({
      amount: 17100,
      recoveredAmount: 17100,
      status: "settled",
      settledAt: expect.any(Date),
    });
    const thirdTransfer = await db.kitchenTransfer.findUniqueOrThrow({
      where: { bookingId: third },
    });
    expect(thirdTransfer).toMatchObject({ status: "sent", amount: 17100, recoveredAmount: 12150 });
    expect(await ledgerRows(third)).toEqual([
      ["charge", 19000, expect.any(String)],
      ["fee", 1900, expect.any(String)],
      ["receivable_recovery", 12150, `receivable_recovery:${receivableId}:${thirdTransfer.id}`],
      ["transfer", 4950, `transfer:${third}`],
    ]);
    expect(
      (await db.kitchenReceivableRecovery.findMany({ orderBy: { id: "asc" } })).map((r) => [
        r.receivableId,
        r.transferId,
        r.amount,
      ]),
    ).toEqual([
      [receivableId, secondTransferId, 4950],
      [receivableId, thirdTransfer.id, 12150],
    ]);

    // And the job again: nothing more is sent, kept or recorded.
    const after = await db.moneyMovement.count();
    await transferDueNow();
    await transferDueNow();
    expect(fake.count("POST", "/v1/transfers")).toBe(3);
    expect(await db.moneyMovement.count()).toBe(after);
    expect(await db.kitchenReceivableRecovery.count()).toBe(2);
  });

  it("a reversal that fails for another reason (Stripe down) is retried by the job, not owed", async () => {
    await onboard(w.rosa);
    const line = await completedRosaLine(w, fake, "large", 2, 10);
    fake.setDownFor(/\/reversals$/);
    expect((await setStatus(w.admin, line, "cancelled", "Food safety issue")).status).toBe(200);
    expect(fake.refundedCharges()).toBe(1);
    expect(await db.kitchenReceivable.count()).toBe(0);
    expect(
      await db.kitchenTransfer.findUniqueOrThrow({ where: { bookingId: line } }),
    ).toMatchObject({ reversedAmount: 0, receivableAmount: 0 });

    fake.setDownFor(null);
    expect(await transferDueNow()).toMatchObject({ reversed: 1, receivables: 0 });
    expect([...fake.transfers.values()][0]).toMatchObject({ amount_reversed: 17100 });
    expect(await db.kitchenReceivable.count()).toBe(0);
    expect(await lineLedger(line)).toMatchObject({ transferred: 0, held: 0 });
  });
});
