/**
 * "Events and money" (docs/product-rules.md §16): each finding of the issue, reproduced
 * against the real routes and database, under the built-in test provider and under Stripe
 * (the real SDK against the fake Stripe API) alike.
 *
 * Mutations of the product tried on this file (issue "Money in the real world"): a
 * customer's cancellation of a paid event line refunding nothing is caught by "the customer
 * cancels a paid line of an event 12 days ahead"; the whole fee given back on a partial
 * refund, a refunded line still paid out to its kitchen and fractional tips are not
 * reached by these examples (no partial refund, no payout, no tip here): money-model.test.ts
 * and bad-input-properties.test.ts catch them.
 */
import { DELETE as cartLineDelete } from "@/app/api/cart/lines/[id]/route";
import { GET as cartGet } from "@/app/api/cart/route";
import { GET as eventGet } from "@/app/api/events/[id]/route";
import { GET as caterersGet } from "@/app/api/caterers/route";
import { encode } from "next-auth/jwt";
import { eventAmountDueCents, moneySummary } from "@/lib/money/amounts";
import { paidThroughEvent } from "@/lib/money/can-pay";
import { db } from "@/lib/server/db";
import { getPaymentProvider } from "@/lib/server/money/payments/get-provider";
import { reconcilePayments } from "@/lib/server/payment-sync/reconcile-payments";
import { SCHEDULED_JOBS } from "@/lib/server/jobs/registry";
import { runDueJobs } from "@/lib/server/jobs/run-scheduled";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { call } from "../support/http";
import { setEnv } from "../support/payments";
import { resetDatabase } from "../support/reset-db";
import {
  bookingIntent,
  checkedOut,
  confirmEvent,
  eventIntent,
  intentOf,
  keptByLines,
  ledgerTotals,
  moneyWorld,
  payWithCard,
  providerTotals,
  setStatus,
  twoKitchens,
  WEBHOOK_SECRET,
  type MoneyWorld,
} from "../support/event-money";

let fake: FakeStripe;
let w: MoneyWorld;

beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(async () => {
  await fake.close();
  await db.$disconnect();
});

const PROVIDERS = ["test", "stripe"] as const;

describe.each(PROVIDERS)("with the %s provider", (provider) => {
  let restoreEnv: () => void;
  const stripe = () => (provider === "stripe" ? fake : null);

  beforeAll(() => {
    restoreEnv = setEnv(provider === "stripe" ? fake.env(WEBHOOK_SECRET) : {});
  });
  afterAll(() => restoreEnv());
  beforeEach(async () => {
    fake.reset();
    await resetDatabase();
    w = await moneyWorld();
  });

  it("finding 1: a line of an event cannot be paid alone, so the event's payment is recorded", async () => {
    const { eventId, bookingIds } = await checkedOut(w.customer, twoKitchens(w));
    const intent = await eventIntent(w.customer, eventId);
    expect(intent.status).toBe(200);
    const before = await db.booking.findMany({ orderBy: { id: "asc" } });

    const single = await bookingIntent(w.customer, bookingIds[0]!);
    expect(single.status).toBe(409);
    expect(single.json.message).toBe(paidThroughEvent(eventId));
    // Nothing was replaced: both lines still carry the event's intent.
    expect(await db.booking.findMany({ orderBy: { id: "asc" } })).toEqual(before);

    expect(await payWithCard(intent.json.clientSecret, stripe())).toBe(200);
    const event = await db.cateringEvent.findUniqueOrThrow({ where: { id: eventId } });
    expect(event.paymentStatus).toBe("paid");
    const lines = await db.booking.findMany({ orderBy: { id: "asc" } });
    expect(lines.map((b) => b.paymentStatus)).toEqual(["paid", "paid"]);
    expect(await ledgerTotals()).toEqual({ charged: 23000, refunded: 0 });
    expect(await providerTotals(stripe())).toEqual({ captured: 23000, refunded: 0 });
  });

  it("finding 1: a succeeded payment that cannot be recorded is refunded in full, audited and explained", async () => {
    const { eventId, bookingIds } = await checkedOut(w.customer, twoKitchens(w));
    const intent = await eventIntent(w.customer, eventId);
    // What the old single-order API did to a line: replaced the event's intent on it.
    await db.booking.update({
      where: { id: bookingIds[0] },
      data: { stripePaymentIntentId: "pi_replaced_elsewhere" },
    });
    const status = await payWithCard(intent.json.clientSecret, stripe());
    // The test card form says so at once; Stripe's webhook is acknowledged.
    expect(status).toBe(provider === "stripe" ? 200 : 409);

    const intentId = intentOf(intent.json.clientSecret);
    const unmatched = await db.unmatchedPayment.findUniqueOrThrow({ where: { intentId } });
    expect(unmatched).toMatchObject({ amount: 23000, eventId, userId: w.customer.user.id });
    expect(unmatched.refundedAt).toBeInstanceOf(Date);
    expect(await providerTotals(stripe())).toEqual({ captured: 23000, refunded: 23000 });
    expect(await ledgerTotals()).toEqual({ charged: 23000, refunded: 23000 });
    const audit = await db.auditLog.findMany({
      where: { entityType: "event", entityId: eventId },
      orderBy: { id: "asc" },
    });
    expect(audit.map((a) => a.action)).toEqual(["payment.unmatched", "payment.unmatched-refunded"]);
    const mail = await db.emailOutbox.findFirstOrThrow({ where: { template: "payment-returned" } });
    const account = await db.user.findUniqueOrThrow({ where: { id: w.customer.user.id } });
    expect(mail.toAddress).toBe(account.email);
    expect(mail.data).toMatchObject({
      reason: "the amount paid no longer matches what the event owes.",
      stillUnpaid: true,
    });
    // The event is still unpaid and can be paid again, with a new intent.
    expect(
      (await db.cateringEvent.findUniqueOrThrow({ where: { id: eventId } })).paymentStatus,
    ).toBe("pending");
    await db.booking.update({
      where: { id: bookingIds[0] },
      data: { stripePaymentIntentId: intentId },
    });
    const again = await eventIntent(w.customer, eventId);
    expect(again.status).toBe(200);
    expect(again.json.clientSecret).not.toBe(intent.json.clientSecret);
    expect(await payWithCard(again.json.clientSecret, stripe())).toBe(200);
    expect(
      (await db.cateringEvent.findUniqueOrThrow({ where: { id: eventId } })).paymentStatus,
    ).toBe("paid");
    expect(await ledgerTotals()).toEqual({ charged: 46000, refunded: 23000 });
    expect(await keptByLines(w.customer.user.id)).toBe(23000);
  });

  it("finding 1: an intent replaced because the amount changed is cancelled, so it can never take money", async () => {
    const { eventId, bookingIds } = await checkedOut(w.customer, twoKitchens(w));
    const first = await eventIntent(w.customer, eventId);
    // Bea cancels her line before the payment: the event now owes $190.
    expect((await setStatus(w.bea, bookingIds[1]!, "cancelled", "Sold out")).status).toBe(200);
    const second = await eventIntent(w.customer, eventId);
    expect(second.json.amount).toBe(19000);
    const old = await getPaymentProvider().retrieveIntent(intentOf(first.json.clientSecret));
    expect(old.status).toBe("canceled");
    // A page still holding the old client secret cannot pay it.
    if (provider === "test") expect(await payWithCard(first.json.clientSecret, null)).toBe(409);
  });

  it("finding 2: the pay page, the intent, the charge and My Orders agree on what an event owes", async () => {
    const { eventId, bookingIds } = await checkedOut(w.customer, twoKitchens(w));
    expect((await setStatus(w.bea, bookingIds[1]!, "cancelled", "Sold out")).status).toBe(200);
    const dto = (
      await call(eventGet, `/api/events/${eventId}`, {
        token: w.customer.token,
        params: { id: String(eventId) },
      })
    ).json;
    const due = eventAmountDueCents(dto); // the pay page's "To pay" and My Orders' amount
    expect(due).toBe(19000);
    expect(moneySummary(dto.bookings, due).dueCents).toBe(19000);
    const intent = await eventIntent(w.customer, eventId);
    expect(intent.json.amount).toBe(due);
    expect(await payWithCard(intent.json.clientSecret, stripe())).toBe(200);
    expect(await providerTotals(stripe())).toEqual({ captured: 19000, refunded: 0 });
    const paid = await db.booking.findMany({ orderBy: { id: "asc" } });
    expect(moneySummary(paid)).toEqual({
      dueCents: 0,
      chargedCents: 19000,
      refundedCents: 0,
      keptCents: 19000,
    });
  });

  it("finding 3: an event of two kitchens is paid once; one kitchen cancels and exactly its line is refunded", async () => {
    const { eventId, bookingIds } = await checkedOut(w.customer, twoKitchens(w));
    const intent = await eventIntent(w.customer, eventId);
    expect(await payWithCard(intent.json.clientSecret, stripe())).toBe(200);
    // The return page's confirmation changes nothing more (a reload, a late webhook).
    const intentId = intentOf(intent.json.clientSecret);
    expect((await confirmEvent(w.customer, eventId, intentId)).status).toBe(200);
    expect(await ledgerTotals()).toEqual({ charged: 23000, refunded: 0 });

    const cancelled = await setStatus(w.bea, bookingIds[1]!, "cancelled", "Oven broke");
    expect(cancelled.json).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    expect(await providerTotals(stripe())).toEqual({ captured: 23000, refunded: 4000 });
    expect(await ledgerTotals()).toEqual({ charged: 23000, refunded: 4000 });
    const rosaLine = await db.booking.findUniqueOrThrow({ where: { id: bookingIds[0] } });
    expect(rosaLine.paymentStatus).toBe("paid");
    if (provider === "stripe") {
      // Stripe tells us of the partial refund; nothing more moves.
      const charge = [...fake.charges.values()][0]!;
      const event = fake.event("charge.refunded", charge, WEBHOOK_SECRET);
      const { deliver } = await import("../support/event-money");
      expect((await deliver(event.payload, event.signature)).status).toBe(200);
      expect(await ledgerTotals()).toEqual({ charged: 23000, refunded: 4000 });
    }
    expect(await keptByLines(w.customer.user.id)).toBe(19000);
  });

  it("the customer cancels a paid line of an event 12 days ahead: that line's whole charge comes back", async () => {
    const { eventId, bookingIds } = await checkedOut(w.customer, twoKitchens(w));
    const intent = await eventIntent(w.customer, eventId);
    expect(await payWithCard(intent.json.clientSecret, stripe())).toBe(200);
    // Bea's moderate policy gives all back more than 72 hours ahead (product-rules §11).
    const cancelled = await setStatus(w.customer, bookingIds[1]!, "cancelled");
    expect(cancelled.json).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    expect(await providerTotals(stripe())).toEqual({ captured: 23000, refunded: 4000 });
    expect(await ledgerTotals()).toEqual({ charged: 23000, refunded: 4000 });
  });

  it("the reconciliation job records a payment nobody told us of, and refunds one that matches nothing", async () => {
    const { eventId } = await checkedOut(w.customer, twoKitchens(w));
    const intent = await eventIntent(w.customer, eventId);
    const intentId = intentOf(intent.json.clientSecret);
    // Paid at the provider, but the browser closed and no webhook arrived.
    if (provider === "stripe") fake.succeed(intentId);
    else
      await db.testPaymentIntent.update({ where: { id: intentId }, data: { status: "succeeded" } });
    // A payment for an order that no longer exists.
    const stray = await getPaymentProvider().createIntent({
      amount: 5000,
      currency: "usd",
      bookingId: 999_999,
      idempotencyKey: "stray-1",
    });
    if (provider === "stripe") fake.succeed(stray.id);
    else
      await db.testPaymentIntent.update({ where: { id: stray.id }, data: { status: "succeeded" } });

    const result = await reconcilePayments();
    expect(result).toMatchObject({ checked: 2, recorded: 1, unmatched: 1, failed: 0 });
    expect(
      (await db.cateringEvent.findUniqueOrThrow({ where: { id: eventId } })).paymentStatus,
    ).toBe("paid");
    expect(
      await db.unmatchedPayment.findUniqueOrThrow({ where: { intentId: stray.id } }),
    ).toMatchObject({
      amount: 5000,
      reason: "the order it was made for no longer exists.",
    });
    expect(await providerTotals(stripe())).toEqual({ captured: 28000, refunded: 5000 });
    expect(await ledgerTotals()).toEqual({ charged: 28000, refunded: 5000 });
    // Again: nothing more happens.
    expect(await reconcilePayments()).toMatchObject({ recorded: 0, unmatched: 0 });
  });
});

describe("the reconciliation job", () => {
  it("is scheduled on the job runner and runs through it", async () => {
    await resetDatabase();
    expect(SCHEDULED_JOBS.find((j) => j.name === "payments.reconcile")?.everyMs).toBe(10 * 60_000);
    const restore = setEnv({});
    try {
      const job = SCHEDULED_JOBS.filter((j) => j.name === "payments.reconcile");
      await runDueJobs(job, { workerId: "test-worker" });
      const row = await db.scheduledJob.findUniqueOrThrow({
        where: { name: "payments.reconcile" },
      });
      expect(row.lastFinishedAt).toBeInstanceOf(Date);
      expect(row.lastError).toBeNull();
    } finally {
      restore();
    }
  });
});

describe("finding 5: writes without a body work from our pages and stay refused cross-site", () => {
  const COOKIE = "authjs.session-token";
  let restoreEnv: () => void;
  beforeAll(() => {
    restoreEnv = setEnv({});
  });
  afterAll(() => restoreEnv());

  async function lineAndCookie() {
    await resetDatabase();
    w = await moneyWorld();
    const { addLines } = await import("../support/event-money");
    expect((await addLines(w.customer, twoKitchens(w))).status).toBe(201);
    const cart = await call(cartGet, "/api/cart", { token: w.customer.token });
    const jwt = await encode({
      token: { sid: w.customer.actor.sessionId },
      secret: process.env.AUTH_SECRET!,
      salt: COOKIE,
    });
    return { lineId: cart.json.lines[0].id as number, cookie: `${COOKIE}=${jwt}` };
  }
  const remove = (lineId: number, headers: Record<string, string>) =>
    cartLineDelete(
      new Request(`http://localhost:3000/api/cart/lines/${lineId}`, {
        method: "DELETE",
        // What Next's server hands a route for a DELETE without a body: an empty stream,
        // no Content-Length (the old check took that for a body without JSON: 401).
        body: new ReadableStream({ start: (c) => c.close() }),
        duplex: "half",
        headers: { host: "localhost:3000", ...headers },
      } as RequestInit),
      { params: Promise.resolve({ id: String(lineId) }) },
    );

  it("a signed-in customer removes a line with a DELETE as the browser sends it", async () => {
    const { lineId, cookie } = await lineAndCookie();
    // What Chromium sends for fetch(url, { method: "DELETE" }) from our own page.
    const res = await remove(lineId, {
      cookie,
      origin: "http://localhost:3000",
      "sec-fetch-site": "same-origin",
    });
    expect(res.status).toBe(200);
    expect((await res.json()).lines).toHaveLength(1);
    expect(await db.eventCartLine.count()).toBe(1);
  });

  it.each([
    ["another site's page", { origin: "https://evil.example", "sec-fetch-site": "cross-site" }],
    ["a sibling site", { "sec-fetch-site": "same-site" }],
    ["another origin without Sec-Fetch-Site", { origin: "https://evil.example" }],
    ["a form post", { "content-type": "application/x-www-form-urlencoded" }],
  ])("refuses %s (401) and keeps the line", async (_, headers) => {
    const { lineId, cookie } = await lineAndCookie();
    expect((await remove(lineId, { cookie, ...headers })).status).toBe(401);
    expect(await db.eventCartLine.count()).toBe(2);
  });
});

describe("finding 6: GET /api/caterers takes the home page's free-from filter", () => {
  beforeAll(async () => {
    await resetDatabase();
  });

  it("free and freeMin narrow the list like the home page, and bad values are refused", async () => {
    const world = await moneyWorld();
    // Rosa's lasagna contains wheat and milk; Bea's tiramisu only milk.
    await db.dish.update({
      where: { id: world.lasagna.id },
      data: { allergensDeclared: true, majorAllergens: ["wheat", "milk"] },
    });
    await db.dish.update({
      where: { id: world.tiramisu.id },
      data: { allergensDeclared: true, majorAllergens: ["milk"] },
    });
    const names = async (query: Record<string, string>) => {
      const res = await call(caterersGet, "/api/caterers", { query });
      expect(res.status).toBe(200);
      return (res.json as { name: string }[]).map((c) => c.name).sort();
    };
    expect(await names({ free: "wheat" })).toEqual([world.bea.caterer.name]);
    expect(await names({ free: "wheat", freeMin: "2" })).toEqual([]);
    expect(await names({ free: "peanuts" })).toEqual(
      [world.bea.caterer.name, world.rosa.caterer.name].sort(),
    );
    const bad = await call(caterersGet, "/api/caterers", { query: { free: "glitter" } });
    expect(bad.status).toBe(400);
    const badMin = await call(caterersGet, "/api/caterers", {
      query: { free: "wheat", freeMin: "0" },
    });
    expect(badMin.status).toBe(400);
  });
});
