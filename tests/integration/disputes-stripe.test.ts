/**
 * Disputes with the real Stripe SDK against the fake Stripe API (docs/product-rules.md
 * §22): charge.dispute.created|updated|closed recorded once per event, the evidence pack
 * submitted with POST /v1/disputes/{id}, a lost dispute reversing the kitchen's transfer
 * and a won one releasing the hold. The event: Rosa's $190.00 line (fee $19.00, share
 * $171.00) and Bea's $40.00 line (fee $4.00, share $36.00), one $230.00 charge.
 */
import { db } from "@/lib/server/db";
import { startPayoutOnboarding } from "@/lib/server/money/payouts/onboarding";
import {
  decideAs,
  disputeMovements,
  disputeState,
  feeToKitchenAs,
  openDisputeAs,
  submitEvidenceAs,
} from "../support/disputes";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import {
  checkedOut,
  deliver,
  eventIntent,
  intentOf,
  moneyWorld,
  payWithCard,
  setStatus,
  twoKitchens,
  WEBHOOK_SECRET,
  type MoneyWorld,
} from "../support/event-money";
import { setEnv } from "../support/payments";
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

/** A webhook about a dispute as it is now at the fake; `id` to redeliver one. */
async function disputeEvent(type: string, disputeId: string, id?: string) {
  const event = fake.event(type, fake.disputes.get(disputeId), WEBHOOK_SECRET, id);
  const res = await deliver(event.payload, event.signature);
  expect(res.status).toBe(200);
  return { ...res, eventId: event.id };
}

async function onboard(who: MoneyWorld["rosa"]) {
  await startPayoutOnboarding(who.actor);
  const { stripeAccountId } = await db.caterer.findUniqueOrThrow({ where: { id: who.caterer.id } });
  fake.completeOnboarding(stripeAccountId!);
  const event = fake.event("account.updated", fake.accounts.get(stripeAccountId!), WEBHOOK_SECRET);
  expect((await deliver(event.payload, event.signature)).status).toBe(200);
}

async function paidEvent() {
  const event = await checkedOut(w.customer, twoKitchens(w), 10);
  const res = await eventIntent(w.customer, event.eventId);
  expect(await payWithCard(res.json.clientSecret, fake)).toBe(200);
  return {
    ...event,
    intentId: intentOf(res.json.clientSecret),
    rosaLine: event.bookingIds[0]!,
    beaLine: event.bookingIds[1]!,
  };
}

const transferOf = (bookingId: number) => db.kitchenTransfer.findUnique({ where: { bookingId } });

it("a lost dispute after the transfer: recorded from the webhooks, evidence submitted, the transfer reversed; replays change nothing", async () => {
  await onboard(w.rosa);
  const e = await paidEvent();
  expect((await setStatus(w.admin, e.rosaLine, "completed")).status).toBe(200);
  const transfer = [...fake.transfers.values()][0]!;
  expect(transfer).toMatchObject({ amount: 17100, amount_reversed: 0 });

  const dp = fake.openDispute(e.intentId, { reason: "product_not_received" });
  const created = await disputeEvent("charge.dispute.created", dp.id);
  expect(created.json).toMatchObject({ handled: true, duplicate: false });
  const row = await db.dispute.findUniqueOrThrow({ where: { providerDisputeId: dp.id } });
  expect(row).toMatchObject({
    intentId: e.intentId,
    chargeId: dp.charge,
    amount: 23000,
    reason: "product_not_received",
    status: "needs_response",
    feeCents: 1500,
  });
  expect(await disputeMovements()).toEqual([
    `dispute ${e.rosaLine} 19000`,
    `dispute ${e.beaLine} 4000`,
    "dispute_fee - 1500",
  ]);
  // Redelivered: nothing changes.
  let before = await disputeState();
  expect((await disputeEvent("charge.dispute.created", dp.id, created.eventId)).json).toMatchObject(
    { duplicate: true },
  );
  expect(await disputeState()).toEqual(before);

  expect((await submitEvidenceAs(w.admin, row.id)).json.status).toBe("under_review");
  const sent = fake.disputes.get(dp.id)!;
  expect(sent.status).toBe("under_review");
  expect(sent.evidence).toMatchObject({
    customer_name: "Casey Morgan",
    customer_email_address: "casey@example.com",
    service_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    shipping_address: "12 Garden St, Brooklyn, NY",
  });
  expect(String(sent.evidence.product_description)).toContain("2 x Lasagna");
  expect(String(sent.evidence.uncategorized_text)).toContain("Status history:");
  await disputeEvent("charge.dispute.updated", dp.id);

  fake.closeDispute(dp.id, "lost");
  const closed = await disputeEvent("charge.dispute.closed", dp.id);
  expect(closed.json).toMatchObject({ handled: true, duplicate: false });
  expect(transfer).toMatchObject({ amount_reversed: 17100, reversed: true });
  expect(await transferOf(e.rosaLine)).toMatchObject({ reversedAmount: 17100 });
  expect(await disputeMovements()).toEqual([
    `dispute ${e.rosaLine} 19000`,
    `dispute ${e.beaLine} 4000`,
    "dispute_fee - 1500",
    `reversal ${e.rosaLine} 17100`,
  ]);
  expect(
    fake.requests.find((r) => r.path === `/v1/transfers/${transfer.id}/reversals`)?.idempotencyKey,
  ).toBe(`reverse-dispute-${dp.id}-${e.rosaLine}-0`);

  before = await disputeState();
  await disputeEvent("charge.dispute.closed", dp.id, closed.eventId);
  await disputeEvent("charge.dispute.updated", dp.id);
  await transferDueNow();
  expect(await disputeState()).toEqual(before);
  expect(fake.count("POST", `/v1/transfers/${transfer.id}/reversals`)).toBe(1);
  // Test mode's controls are refused with Stripe.
  expect((await openDisputeAs(w.admin, e.beaLine)).status).toBe(409);
  expect((await decideAs(w.admin, row.id, "won")).status).toBe(409);
});

it("a won dispute releases the hold: lines completed meanwhile are transferred when it closes", async () => {
  await onboard(w.rosa);
  await onboard(w.bea);
  const e = await paidEvent();
  const dp = fake.openDispute(e.intentId);
  await disputeEvent("charge.dispute.created", dp.id);
  expect((await setStatus(w.admin, e.rosaLine, "completed")).status).toBe(200);
  expect((await setStatus(w.admin, e.beaLine, "completed")).status).toBe(200);
  await transferDueNow();
  expect(fake.transfers.size).toBe(0);

  fake.closeDispute(dp.id, "won");
  await disputeEvent("charge.dispute.closed", dp.id);
  expect([...fake.transfers.values()].map((t) => t.amount).sort()).toEqual([17100, 3600]);
  expect(await transferOf(e.rosaLine)).toMatchObject({ status: "sent", amount: 17100 });

  const { id } = await db.dispute.findUniqueOrThrow({ where: { providerDisputeId: dp.id } });
  expect((await feeToKitchenAs(w.admin, id)).status).toBe(200);
  expect(await disputeMovements()).toEqual([
    `dispute ${e.rosaLine} 19000`,
    `dispute ${e.beaLine} 4000`,
    "dispute_fee - 1500",
    `dispute_won ${e.rosaLine} 19000`,
    `dispute_won ${e.beaLine} 4000`,
    `reversal ${e.rosaLine} 1239`,
    `reversal ${e.beaLine} 261`,
  ]);
});

it("a partial dispute lost after the transfer takes back the kitchen's share of the disputed part", async () => {
  await onboard(w.rosa);
  const e = await paidEvent();
  expect((await setStatus(w.admin, e.rosaLine, "completed")).status).toBe(200);
  // $100.00 of $230.00: Rosa's part 10000 x 19000 / 23000 = 8260.87 -> 8261, Bea's 1739;
  // Rosa gives back 8261 x 17100 / 19000 = 7434.9 -> 7435 of her transfer.
  const dp = fake.openDispute(e.intentId, { amount: 10000 });
  await disputeEvent("charge.dispute.created", dp.id);
  fake.closeDispute(dp.id, "lost");
  await disputeEvent("charge.dispute.closed", dp.id);
  expect(await disputeMovements()).toEqual([
    `dispute ${e.rosaLine} 8261`,
    `dispute ${e.beaLine} 1739`,
    "dispute_fee - 1500",
    `reversal ${e.rosaLine} 7435`,
  ]);
  expect([...fake.transfers.values()][0]).toMatchObject({ amount_reversed: 7435 });
  await disputeEvent("charge.dispute.closed", dp.id);
  expect([...fake.transfers.values()][0]).toMatchObject({ amount_reversed: 7435 });
});

it("a reversal Stripe refused stays queued and is made when the event comes again", async () => {
  await onboard(w.rosa);
  const e = await paidEvent();
  expect((await setStatus(w.admin, e.rosaLine, "completed")).status).toBe(200);
  const dp = fake.openDispute(e.intentId);
  await disputeEvent("charge.dispute.created", dp.id);
  fake.closeDispute(dp.id, "lost");
  const event = fake.event("charge.dispute.closed", fake.disputes.get(dp.id), WEBHOOK_SECRET);
  const { id } = await db.dispute.findUniqueOrThrow({ where: { providerDisputeId: dp.id } });
  // Stripe answers the dispute but fails the reversal: the dispute is recorded (200) and its
  // settlement stays a pending work item, retried with backoff or on the next delivery.
  fake.setDown(true, "/v1/transfers");
  expect((await deliver(event.payload, event.signature)).status).toBe(200);
  expect(
    await db.workItem.findUniqueOrThrow({ where: { dedupeKey: `settle_dispute:${id}` } }),
  ).toMatchObject({ status: "pending", attempts: 1 });
  const line = { disputeId_bookingId: { disputeId: id, bookingId: e.rosaLine } };
  expect(await db.dispute.findUniqueOrThrow({ where: { id } })).toMatchObject({ status: "lost" });
  expect(await db.disputeLine.findUniqueOrThrow({ where: line })).toMatchObject({
    takenBackCents: 0,
  });
  fake.setDown(false);
  expect((await deliver(event.payload, event.signature)).json).toMatchObject({ duplicate: true });
  expect(await db.disputeLine.findUniqueOrThrow({ where: line })).toMatchObject({
    takenBackCents: 17100,
  });
  expect(await disputeMovements()).toContain(`reversal ${e.rosaLine} 17100`);
});
