/**
 * Disputes with the built-in test provider (docs/product-rules.md §22): an admin opens a
 * dispute on a paid order, submits the evidence pack and marks it won or lost, as the
 * customer's bank and the card network would with Stripe. The event: Rosa's 2 large
 * lasagna ($190.00, fee 10% = $19.00, her share $171.00) and Bea's tiramisu ($40.00, fee
 * $4.00, share $36.00), one charge of $230.00.
 */
import { db } from "@/lib/server/db";
import { getOrder } from "@/lib/server/orders/get-order";
import {
  completeTestOnboarding,
  startPayoutOnboarding,
} from "@/lib/server/money/payouts/onboarding";
import { payOutTestBalance } from "@/lib/server/money/payouts/pay-out-test-balance";
import { getEarnings } from "@/lib/server/money/payouts/earnings";
import {
  decideAs,
  disputeMovements,
  disputeState,
  feeToKitchenAs,
  listDisputesAs,
  openDisputeAs,
  submitEvidenceAs,
} from "../support/disputes";
import {
  checkedOut,
  eventIntent,
  moneyWorld,
  payWithCard,
  setStatus,
  twoKitchens,
  type MoneyWorld,
} from "../support/event-money";
import { setEnv } from "../support/payments";
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

async function onboard(who: MoneyWorld["rosa"]) {
  const { url } = await startPayoutOnboarding(who.actor);
  await completeTestOnboarding(who.actor, new URL(url, "http://x").searchParams.get("account")!);
}

async function paidEvent() {
  const event = await checkedOut(w.customer, twoKitchens(w), 10);
  const res = await eventIntent(w.customer, event.eventId);
  expect(await payWithCard(res.json.clientSecret, null)).toBe(200);
  return { ...event, rosaLine: event.bookingIds[0]!, beaLine: event.bookingIds[1]! };
}

const transferOf = (bookingId: number) => db.kitchenTransfer.findUnique({ where: { bookingId } });

it("a lost dispute after the transfer takes the kitchen's share back", async () => {
  await onboard(w.rosa);
  const e = await paidEvent();
  expect((await setStatus(w.admin, e.rosaLine, "completed")).status).toBe(200);
  expect(await transferOf(e.rosaLine)).toMatchObject({ status: "sent", amount: 17100 });

  const opened = await openDisputeAs(w.admin, e.rosaLine);
  expect(opened.status).toBe(201);
  // The whole $230.00 charge is disputed: $190.00 is Rosa's line, $40.00 Bea's.
  expect(opened.json).toMatchObject({
    amountCents: 23000,
    status: "needs_response",
    feeCents: 1500,
    feeBearer: "platform",
    lines: [
      { bookingId: e.rosaLine, amountCents: 19000 },
      { bookingId: e.beaLine, amountCents: 4000 },
    ],
  });
  expect(await disputeMovements()).toEqual([
    `dispute ${e.rosaLine} 19000`,
    `dispute ${e.beaLine} 4000`,
    "dispute_fee - 1500",
  ]);
  // Flagged on the order, for its kitchen (and the admin).
  const rosaOrder = (await db.booking.findUniqueOrThrow({ where: { id: e.rosaLine } })).orderId;
  expect((await getOrder(w.rosa.actor, rosaOrder)).dispute).toBe("needs_response");
  expect((await getOrder(w.admin.actor, rosaOrder)).dispute).toBe("needs_response");

  const submitted = await submitEvidenceAs(w.admin, opened.json.id);
  expect(submitted.status).toBe(200);
  expect(submitted.json.status).toBe("under_review");
  const stored = await db.testDispute.findUniqueOrThrow({
    where: { id: opened.json.providerDisputeId },
  });
  expect(stored.evidence).toMatchObject({
    customerName: "Casey Morgan",
    customerEmailAddress: "casey@example.com",
  });
  const evidence = stored.evidence as Record<string, string>;
  expect(evidence.productDescription).toContain("2 x Lasagna");
  expect(evidence.uncategorizedText).toContain(`line ${e.rosaLine} marked delivered (completed)`);
  // Once only.
  expect((await submitEvidenceAs(w.admin, opened.json.id)).status).toBe(409);

  const lost = await decideAs(w.admin, opened.json.id, "lost");
  expect(lost.status).toBe(200);
  expect(lost.json.lines[0]).toMatchObject({ bookingId: e.rosaLine, takenBackCents: 17100 });
  expect((await getOrder(w.rosa.actor, rosaOrder)).dispute).toBe("lost");
  expect(await transferOf(e.rosaLine)).toMatchObject({ amount: 17100, reversedAmount: 17100 });
  expect(await db.testTransfer.findFirstOrThrow()).toMatchObject({ amountReversed: 17100 });
  expect(await disputeMovements()).toEqual([
    `dispute ${e.rosaLine} 19000`,
    `dispute ${e.beaLine} 4000`,
    "dispute_fee - 1500",
    `reversal ${e.rosaLine} 17100`,
  ]);

  // Marking it lost again, or running the payouts job, changes nothing; won is refused.
  const before = await disputeState();
  expect((await decideAs(w.admin, opened.json.id, "lost")).status).toBe(200);
  expect((await decideAs(w.admin, opened.json.id, "won")).status).toBe(409);
  await transferDueNow();
  expect(await disputeState()).toEqual(before);
  // Bea's line, completed after the loss, is never paid out.
  await onboard(w.bea);
  expect((await setStatus(w.admin, e.beaLine, "completed")).status).toBe(200);
  await transferDueNow();
  expect(await transferOf(e.beaLine)).toBeNull();
});

it("a won dispute releases the hold: the lines are transferred, and the fee charged to the kitchens comes out of them", async () => {
  await onboard(w.rosa);
  await onboard(w.bea);
  const e = await paidEvent();
  const opened = await openDisputeAs(w.admin, e.beaLine);
  expect(opened.status).toBe(201);

  // Completed while disputed: held, by the status change and by the job alike.
  expect((await setStatus(w.admin, e.rosaLine, "completed")).status).toBe(200);
  expect((await setStatus(w.admin, e.beaLine, "completed")).status).toBe(200);
  expect(await transferDueNow()).toMatchObject({ checked: 0, sent: 0 });
  expect(await db.kitchenTransfer.count()).toBe(0);

  const won = await decideAs(w.admin, opened.json.id, "won");
  expect(won.json.status).toBe("won");
  expect(await transferOf(e.rosaLine)).toMatchObject({ status: "sent", amount: 17100 });
  expect(await transferOf(e.beaLine)).toMatchObject({ status: "sent", amount: 3600 });

  // $15.00 split by disputed amount: 1500 x 19000 / 23000 = 1239.13 and
  // 1500 x 4000 / 23000 = 260.87; the cent left goes to the larger remainder (Bea's).
  const charged = await feeToKitchenAs(w.admin, opened.json.id);
  expect(charged.status).toBe(200);
  expect(charged.json).toMatchObject({
    feeBearer: "kitchen",
    lines: [
      { bookingId: e.rosaLine, feeCents: 1239, feeTakenCents: 1239 },
      { bookingId: e.beaLine, feeCents: 261, feeTakenCents: 261 },
    ],
  });
  expect(await transferOf(e.rosaLine)).toMatchObject({ reversedAmount: 1239 });
  expect(await transferOf(e.beaLine)).toMatchObject({ reversedAmount: 261 });
  expect(await disputeMovements()).toEqual([
    `dispute ${e.rosaLine} 19000`,
    `dispute ${e.beaLine} 4000`,
    "dispute_fee - 1500",
    `dispute_won ${e.rosaLine} 19000`,
    `dispute_won ${e.beaLine} 4000`,
    `reversal ${e.rosaLine} 1239`,
    `reversal ${e.beaLine} 261`,
  ]);
  const before = await disputeState();
  expect((await feeToKitchenAs(w.admin, opened.json.id)).status).toBe(200);
  expect((await decideAs(w.admin, opened.json.id, "won")).status).toBe(200);
  await transferDueNow();
  expect(await disputeState()).toEqual(before);
});

it("a dispute before the transfer holds the kitchen's money, and losing it keeps it held", async () => {
  await onboard(w.rosa);
  const e = await paidEvent();
  const opened = await openDisputeAs(w.admin, e.rosaLine);
  expect((await setStatus(w.admin, e.rosaLine, "completed")).status).toBe(200);
  expect(await transferOf(e.rosaLine)).toBeNull();
  expect((await decideAs(w.admin, opened.json.id, "lost")).json).toMatchObject({
    status: "lost",
    lines: [{ bookingId: e.rosaLine, takenBackCents: 0 }, { takenBackCents: 0 }],
  });
  await transferDueNow();
  expect(await db.kitchenTransfer.count()).toBe(0);
  expect(await db.testTransfer.count()).toBe(0);
  // The fee charged to a kitchen that was never paid stays owed: nothing to reverse.
  expect((await feeToKitchenAs(w.admin, opened.json.id)).json.lines[0]).toMatchObject({
    feeCents: 1239,
    feeTakenCents: 0,
  });
  expect(await disputeMovements()).toEqual([
    `dispute ${e.rosaLine} 19000`,
    `dispute ${e.beaLine} 4000`,
    "dispute_fee - 1500",
  ]);
});

it("only admins reach the dispute routes: customers and caterers 403, anonymous 401", async () => {
  const e = await paidEvent();
  const opened = await openDisputeAs(w.admin, e.rosaLine);
  const id = opened.json.id as number;
  const before = await disputeState();
  for (const who of [w.customer, w.rosa]) {
    expect((await listDisputesAs(who)).status).toBe(403);
    expect((await openDisputeAs(who, e.rosaLine)).status).toBe(403);
    expect((await submitEvidenceAs(who, id)).status).toBe(403);
    expect((await decideAs(who, id, "lost")).status).toBe(403);
    expect((await feeToKitchenAs(who, id)).status).toBe(403);
  }
  expect((await listDisputesAs(null)).status).toBe(401);
  expect((await decideAs(null, id, "lost")).status).toBe(401);
  expect(await disputeState()).toEqual(before);
  expect((await listDisputesAs(w.admin)).json).toHaveLength(1);
});

it("refuses a dispute on an unpaid order and an unknown dispute", async () => {
  const unpaid = await checkedOut(w.customer, twoKitchens(w), 12);
  expect((await openDisputeAs(w.admin, unpaid.bookingIds[0]!)).status).toBe(409);
  expect((await decideAs(w.admin, 999999, "won")).status).toBe(404);
  expect(await db.dispute.count()).toBe(0);
});

it("a lost dispute after the kitchen's balance was paid out is recorded as what it owes", async () => {
  await onboard(w.rosa);
  const e = await paidEvent();
  expect((await setStatus(w.admin, e.rosaLine, "completed")).status).toBe(200);
  expect(await transferOf(e.rosaLine)).toMatchObject({ status: "sent", amount: 17100 });
  // Rosa's $171.00 went on to her bank: nothing is left to reverse.
  const rosa = await db.caterer.findUniqueOrThrow({ where: { id: w.rosa.caterer.id } });
  await payOutTestBalance(w.admin.actor, rosa.id);

  const opened = await openDisputeAs(w.admin, e.rosaLine);
  const lost = await decideAs(w.admin, opened.json.id, "lost");
  expect(lost.status).toBe(200);
  expect(lost.json.lines[0]).toMatchObject({ bookingId: e.rosaLine, takenBackCents: 17100 });
  // No reversal at the provider; the whole $171.00 is owed, in the ledger and on the books.
  expect(await db.testTransfer.findFirstOrThrow()).toMatchObject({ amountReversed: 0 });
  expect(
    await db.kitchenReceivable.findMany({
      select: { catererId: true, bookingId: true, amount: true, reason: true },
    }),
  ).toEqual([
    { catererId: rosa.id, bookingId: e.rosaLine, amount: 17100, reason: "balance_short" },
  ]);
  const rows = await db.moneyMovement.findMany({
    where: { bookingId: e.rosaLine, kind: { in: ["reversal", "receivable"] } },
    select: { kind: true, amount: true },
  });
  expect(rows).toEqual([{ kind: "receivable", amount: 17100 }]);
  // Rosa's earnings: the line gives her nothing now, and she owes the $171.00.
  const earnings = await getEarnings(w.rosa.actor);
  expect(earnings.rows.find((r) => r.bookingId === e.rosaLine)).toMatchObject({
    earningCents: 0,
    disputeStatus: "lost",
    disputeTakenBackCents: 17100,
    statusLabel: "Dispute lost: taken back",
  });
  expect(earnings.owedCents).toBe(17100);
  // Deciding again changes nothing.
  await decideAs(w.admin, opened.json.id, "lost");
  expect(await db.kitchenReceivable.count()).toBe(1);
});
