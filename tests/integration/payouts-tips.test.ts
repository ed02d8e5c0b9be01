/**
 * Tips, an admin reopening a transferred line, and an admin retrying a failed transfer
 * (docs/product-rules.md §19), with the real Stripe SDK against the fake Stripe API:
 *
 * - a tip is added to the one charge (a single order's or an event's), optional in the
 *   REST body, bounded, and a changed tip replaces the open intent;
 * - it is its own ledger row written with the charge, never commissioned, split across an
 *   event's lines by line amount (largest remainder), and transferred with the line;
 * - a refunded line gives its whole tip back;
 * - reopening a completed, transferred line reverses its transfer (retried by the payouts
 *   job when Stripe is down), and completing it again transfers again under a new key;
 * - only an admin retries a failed transfer, idempotently, with an audit row.
 */
import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import { renderEmail } from "@/lib/server/jobs/emails";
import { db } from "@/lib/server/db";
import { TIP_INVALID } from "@/lib/money/schemas";
import { startPayoutOnboarding } from "@/lib/server/money/payouts/onboarding";
import { retryTransfer } from "@/lib/server/money/payouts/retry-transfer";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import {
  bookingIntent,
  checkedOut,
  eventIntent,
  intentOf,
  moneyWorld,
  payWithCard,
  setStatus,
  twoKitchens,
  WEBHOOK_SECRET,
  type MoneyWorld,
} from "../support/event-money";
import { makeDish } from "../support/fixtures";
import { call } from "../support/http";
import { setEnv } from "../support/payments";
import { lineLedger, lineTipCents } from "../support/payouts";
import { resetDatabase } from "../support/reset-db";
import { withInsertsRefused } from "../support/refuse-inserts";
import { createBooking } from "@/lib/server/lines/create-booking";
import { addDaysIso, todayIso } from "@/lib/dates";
import { transferDueNow, workItems } from "../support/work-queue";

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

async function onboard(who: MoneyWorld["rosa"]) {
  await startPayoutOnboarding(who.actor);
  const { stripeAccountId } = await db.caterer.findUniqueOrThrow({ where: { id: who.caterer.id } });
  fake.completeOnboarding(stripeAccountId!);
  const event = fake.event("account.updated", fake.accounts.get(stripeAccountId!), WEBHOOK_SECRET);
  const res = await call(webhookRoute, "/api/webhooks/stripe", {
    rawBody: event.payload,
    headers: { "stripe-signature": event.signature },
  });
  expect(res.status).toBe(200);
  return stripeAccountId!;
}

/** A single order of Rosa's: 2 large lasagna = $190.00. */
async function singleOrder() {
  const dish = await makeDish(w.rosa.caterer.id, "55.00", "95.00", "Lasagna Al Forno");
  const booking = await createBooking(w.customer.actor, {
    catererId: w.rosa.caterer.id,
    dishId: dish.id,
    customerName: "Casey Morgan",
    customerEmail: "casey@example.com",
    eventDate: addDaysIso(todayIso(), 30),
    eventTime: "18:00",
    traySize: "large",
    quantity: 2,
  });
  return booking.id;
}

const kinds = async (bookingId: number) =>
  (await db.moneyMovement.findMany({ where: { bookingId }, orderBy: { id: "asc" } })).map(
    (m) => `${m.kind}:${m.amount}`,
  );

describe("tips", () => {
  it("adds a single order's tip to its one charge, replaces the intent when the tip changes, and never commissions it", async () => {
    const id = await singleOrder();
    // No tip sent: the spec's request, the spec's amount.
    const plain = await bookingIntent(w.customer, id);
    expect(plain.status).toBe(200);
    expect(fake.intents.get(intentOf(plain.json.clientSecret))!.amount).toBe(19000);

    // 15% of $190.00, then changed to 10% before paying: a new intent, the old one cancelled.
    const fifteen = await bookingIntent(w.customer, id, 2850);
    const first = fake.intents.get(intentOf(fifteen.json.clientSecret))!;
    expect(first.amount).toBe(21850);
    expect(fake.intents.get(intentOf(plain.json.clientSecret))!.status).toBe("canceled");
    const ten = await bookingIntent(w.customer, id, 1900);
    const second = fake.intents.get(intentOf(ten.json.clientSecret))!;
    expect(second.amount).toBe(20900);
    expect(first.status).toBe("canceled");
    // Asking again with the same tip reuses it.
    expect((await bookingIntent(w.customer, id, 1900)).json.clientSecret).toBe(
      ten.json.clientSecret,
    );

    expect(await payWithCard(ten.json.clientSecret, fake)).toBe(200);
    const paid = await db.booking.findUniqueOrThrow({ where: { id } });
    expect(paid).toMatchObject({ paymentStatus: "paid", paymentAmount: 20900, tipCents: 1900 });
    // The tip is its own row, in the charge's transaction; the fee is on $190.00 only.
    expect(await kinds(id)).toEqual(["charge:19000", "tip:1900", "fee:1900"]);
    const receipt = await db.emailOutbox.findFirstOrThrow({
      where: { template: "payment-receipt" },
    });
    expect(receipt.data).toMatchObject({ amountCents: 20900, tipCents: 1900 });

    // Completed: the kitchen gets its share and all of the tip.
    await onboard(w.rosa);
    expect((await setStatus(w.admin, id, "completed")).status).toBe(200);
    expect(await lineTipCents(id)).toBe(1900);
    expect(await lineLedger(id)).toMatchObject({
      charged: 20900,
      fee: 1900,
      transferred: 19000 - 1900 + 1900,
      held: 0,
    });
    expect([...fake.transfers.values()].map((t) => t.amount)).toEqual([18900 + 100]);
  });

  it("refuses a tip that is not whole cents >= 0, or more than the order, and changes nothing", async () => {
    const id = await singleOrder();
    for (const tipCents of [-1, 1.5, "500", null]) {
      const res = await bookingIntent(w.customer, id, tipCents as number);
      expect({ tipCents, status: res.status, message: res.json.message }).toEqual({
        tipCents,
        status: 400,
        message: TIP_INVALID,
      });
    }
    const tooMuch = await bookingIntent(w.customer, id, 19001);
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.message).toBe("A tip can be at most the order's amount ($190.00)");
    expect(fake.intents.size).toBe(0);
    expect(await db.booking.findUniqueOrThrow({ where: { id } })).toMatchObject({
      tipCents: 0,
      stripePaymentIntentId: null,
    });
    // Exactly the amount is accepted (a 100% tip).
    expect((await bookingIntent(w.customer, id, 19000)).status).toBe(200);
  });

  it("splits an event's tip across its lines by amount, to the cent, and refunds a cancelled line's tip with it", async () => {
    const event = await checkedOut(w.customer, twoKitchens(w), 10);
    const [rosaLine, beaLine] = event.bookingIds as [number, number];
    // $190.00 + $40.00; a tip of $10.01 splits 826.9 / 174.1 -> 827 / 174.
    const res = await eventIntent(w.customer, event.eventId, 1001);
    expect(res.status).toBe(200);
    expect(res.json.amount).toBe(23000 + 1001);
    expect(await payWithCard(res.json.clientSecret, fake)).toBe(200);
    expect(await kinds(rosaLine)).toEqual(["charge:19000", "tip:827", "fee:1900"]);
    expect(await kinds(beaLine)).toEqual(["charge:4000", "tip:174", "fee:400"]);
    const paidEvent = await db.cateringEvent.findUniqueOrThrow({ where: { id: event.eventId } });
    expect(paidEvent).toMatchObject({ paymentAmount: 24001, tipCents: 1001 });
    const receipt = await db.emailOutbox.findFirstOrThrow({ where: { template: "event-receipt" } });
    expect(receipt.data).toMatchObject({ amountCents: 24001, tipCents: 1001 });
    const rendered = await renderEmail("event-receipt", receipt.data as never);
    expect(rendered.text).toContain("$10.01");
    expect(rendered.html).toContain("Of which tip (all to the kitchen)");

    // An admin cancels Bea's line: all of it goes back, its tip included.
    expect((await setStatus(w.admin, beaLine, "cancelled", "Out of mascarpone")).status).toBe(200);
    const bea = await db.booking.findUniqueOrThrow({ where: { id: beaLine } });
    expect(bea.paymentStatus).toBe("refunded");
    expect(await lineLedger(beaLine)).toMatchObject({
      charged: 4174,
      refunded: 4174,
      fee: 0,
      transferred: 0,
      held: 0,
    });
    expect(fake.charges.values().next().value!.amount_refunded).toBe(4174);
  });
});

describe("an admin reopens a completed, transferred line", () => {
  it("reverses the kitchen's transfer, and completing it again transfers again under a new key", async () => {
    await onboard(w.rosa);
    const event = await checkedOut(w.customer, twoKitchens(w), 10);
    const rosaLine = event.bookingIds[0]!;
    const res = await eventIntent(w.customer, event.eventId, 2300); // 10%: 1900 + 400
    expect(await payWithCard(res.json.clientSecret, fake)).toBe(200);
    expect((await setStatus(w.admin, rosaLine, "completed")).status).toBe(200);
    const share = 19000 - 1900 + 1900;
    expect(await lineLedger(rosaLine)).toMatchObject({ transferred: share, held: 0 });

    // Reopened (confirmed): the whole transfer comes back; the money is held again.
    expect((await setStatus(w.admin, rosaLine, "confirmed")).status).toBe(200);
    const [first] = [...fake.transfers.values()];
    expect(first!.amount_reversed).toBe(share);
    expect(await lineLedger(rosaLine)).toMatchObject({
      transferred: 0,
      fee: 1900,
      held: share,
      transfers: 1,
    });
    const audit = await db.auditLog.findFirst({
      where: { entityType: "booking", entityId: rosaLine, action: "booking.status" },
      orderBy: { id: "desc" },
    });
    expect(audit?.changes).toMatchObject({ status: { from: "completed", to: "confirmed" } });

    // Completed again: round 1, a new transfer with a key of its own.
    expect((await setStatus(w.admin, rosaLine, "completed")).status).toBe(200);
    expect(fake.transfers.size).toBe(2);
    const keys = fake.requests
      .filter((r) => r.method === "POST" && r.path === "/v1/transfers")
      .map((r) => r.idempotencyKey);
    expect(keys).toEqual([`transfer-booking-${rosaLine}`, `transfer-booking-${rosaLine}-r1`]);
    expect(await lineLedger(rosaLine)).toMatchObject({
      transferred: share,
      held: 0,
      transfers: 2,
    });
    const transfer = await db.kitchenTransfer.findUniqueOrThrow({ where: { bookingId: rosaLine } });
    expect(transfer).toMatchObject({ round: 1, status: "sent", amount: share, reversedAmount: 0 });
    // The job finds nothing more to do.
    expect(await transferDueNow()).toMatchObject({ sent: 0, reversed: 0, failed: 0 });
    expect(fake.transfers.size).toBe(2);
  });

  it("keeps the reopening when Stripe is down and the payouts job reverses the transfer later", async () => {
    await onboard(w.rosa);
    const event = await checkedOut(w.customer, twoKitchens(w), 10);
    const rosaLine = event.bookingIds[0]!;
    const res = await eventIntent(w.customer, event.eventId);
    expect(await payWithCard(res.json.clientSecret, fake)).toBe(200);
    expect((await setStatus(w.admin, rosaLine, "completed")).status).toBe(200);

    fake.setDown(true);
    expect((await setStatus(w.admin, rosaLine, "pending")).status).toBe(200);
    expect((await db.booking.findUniqueOrThrow({ where: { id: rosaLine } })).status).toBe(
      "pending",
    );
    expect(await lineLedger(rosaLine)).toMatchObject({ transferred: 17100 });
    fake.setDown(false);
    expect(await transferDueNow()).toMatchObject({ reversed: 1 });
    expect(await lineLedger(rosaLine)).toMatchObject({ transferred: 0, held: 17100 });
    // Again: nothing more.
    expect(await transferDueNow()).toMatchObject({ reversed: 0, sent: 0 });
    expect([...fake.transfers.values()][0]!.amount_reversed).toBe(17100);
  });
});

/**
 * Rosa's line of a paid two-kitchen event, completed while the provider was down: its
 * transfer failed (the provider stays down until the test says otherwise).
 */
async function lineWhoseTransferFailed() {
  await onboard(w.rosa);
  const event = await checkedOut(w.customer, twoKitchens(w), 10);
  const rosaLine = event.bookingIds[0]!;
  const res = await eventIntent(w.customer, event.eventId);
  expect(await payWithCard(res.json.clientSecret, fake)).toBe(200);
  fake.setDown(true);
  expect((await setStatus(w.admin, rosaLine, "completed")).status).toBe(200);
  return rosaLine;
}

describe("an admin retries a failed transfer", () => {
  it("only an admin, idempotently, with an audit row per retry", async () => {
    const rosaLine = await lineWhoseTransferFailed();
    expect(
      (await db.kitchenTransfer.findUniqueOrThrow({ where: { bookingId: rosaLine } })).status,
    ).toBe("failed");

    await expect(retryTransfer(null, rosaLine)).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(retryTransfer(w.customer.actor, rosaLine)).rejects.toMatchObject({
      code: "forbidden",
    });
    await expect(retryTransfer(w.rosa.actor, rosaLine)).rejects.toMatchObject({
      code: "forbidden",
    });
    await expect(retryTransfer(w.admin.actor, 999_999)).rejects.toMatchObject({
      code: "not_found",
    });

    // Still down: it fails again, and the trail says so.
    expect(await retryTransfer(w.admin.actor, rosaLine)).toMatchObject({
      outcome: "failed",
      status: "failed",
    });
    fake.setDown(false);
    expect(await retryTransfer(w.admin.actor, rosaLine)).toMatchObject({
      outcome: "sent",
      status: "sent",
    });
    // Again (a double click): nothing more is sent, nothing recorded.
    expect(await retryTransfer(w.admin.actor, rosaLine)).toMatchObject({ outcome: "already_sent" });
    expect(fake.transfers.size).toBe(1);
    expect(await lineLedger(rosaLine)).toMatchObject({ transferred: 17100, transfers: 1 });
    const trail = await db.auditLog.findMany({
      where: { action: "payout.retry-transfer", entityId: rosaLine },
      orderBy: { id: "asc" },
    });
    expect(trail.map((t) => t.actorId)).toEqual([w.admin.user.id, w.admin.user.id]);
    expect(trail[1]!.changes).toMatchObject({ transferStatus: { from: "failed", to: "sent" } });
    expect(trail.map((t) => (t.changes as { retry?: { to: string } }).retry?.to)).toEqual([
      "failed",
      "sent",
    ]);
    // Each retry re-armed the line's one pay_kitchen item and ran it through the runner.
    expect(await workItems()).toContainEqual(
      expect.objectContaining({ kind: "pay_kitchen", subjectId: rosaLine, status: "done" }),
    );
  });

  it("enqueues its transfer in the transaction of its audit row: no row, no transfer", async () => {
    const rosaLine = await lineWhoseTransferFailed();
    fake.setDown(false);
    const item = (await workItems()).find(
      (i) => i.kind === "pay_kitchen" && i.subjectId === rosaLine,
    );
    expect(item).toMatchObject({ status: "pending" });

    // The audit row is refused: the retry rolls back whole, and no transfer is sent.
    await withInsertsRefused("audit_log", "audit", () =>
      expect(retryTransfer(w.admin.actor, rosaLine)).rejects.toThrow(/audit refused/),
    );
    expect(fake.transfers.size).toBe(0);
    expect(await db.workItem.findUniqueOrThrow({ where: { id: item!.id } })).toMatchObject({
      generation: item!.generation,
      nextAttemptAt: item!.nextAttemptAt,
    });

    // Asked again: enqueued with its row, run, answered as before.
    expect(await retryTransfer(w.admin.actor, rosaLine)).toMatchObject({
      outcome: "sent",
      status: "sent",
      lastError: null,
    });
    expect(fake.transfers.size).toBe(1);
    expect(await db.workItem.findUniqueOrThrow({ where: { id: item!.id } })).toMatchObject({
      status: "done",
      generation: item!.generation + 1,
    });
    expect(
      await db.auditLog.count({ where: { action: "payout.retry-transfer", entityId: rosaLine } }),
    ).toBe(1);
  });
});
