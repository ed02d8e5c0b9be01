/**
 * Payments through the real `stripe` SDK against a local fake of the Stripe HTTP API
 * (tests/support/fake-stripe.ts): intents, confirmation, webhooks, refunds on cancel.
 */
import { POST as createIntentRoute } from "@/app/api/create-payment-intent/route";
import { POST as successRoute } from "@/app/api/payment/success/route";
import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import { POST as testConfirmRoute } from "@/app/api/test-payments/confirm/route";
import { PATCH as statusRoute } from "@/app/api/bookings/[id]/status/route";
import { db } from "@/lib/server/db";
import { getPaymentProvider } from "@/lib/server/money/payments/get-provider";
import { refundBookingPayment } from "@/lib/server/money/payments/refund-booking-payment";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { call } from "../support/http";
import { paymentColumns, paymentWorld, setEnv } from "../support/payments";
import { resetDatabase } from "../support/reset-db";
import { retryRefundsNow } from "../support/work-queue";

const WEBHOOK_SECRET = "whsec_test_secret";

/** For tests that make the provider fail on purpose: the app logs it, as it should. */
const expectLoggedErrors = () => jest.spyOn(console, "error").mockImplementation(() => {});
let fake: FakeStripe;
let restoreEnv: () => void;
let w: Awaited<ReturnType<typeof paymentWorld>>;

const createIntent = (body: unknown, token: string | undefined = w.customer.token) =>
  call(createIntentRoute, "/api/create-payment-intent", { body, token });
const confirm = (body: unknown, token: string | undefined = w.customer.token) =>
  call(successRoute, "/api/payment/success", { body, token });
const deliver = (payload: string, signature: string | null) =>
  call(webhookRoute, "/api/webhooks/stripe", {
    rawBody: payload,
    headers: signature ? { "stripe-signature": signature } : {},
  });
const cancel = (id: number, token: string, comments?: string) =>
  call(statusRoute, `/api/bookings/${id}/status`, {
    method: "PATCH",
    body: { status: "cancelled", comments },
    token,
    params: { id: String(id) },
  });

/** A booking with an intent, paid at "Stripe" and recorded through payment/success. */
async function paidBooking() {
  const booking = await w.book();
  await createIntent({ bookingId: booking.id });
  const { stripePaymentIntentId } = await w.row(booking.id);
  fake.succeed(stripePaymentIntentId!);
  expect(
    (await confirm({ paymentIntentId: stripePaymentIntentId, bookingId: booking.id })).status,
  ).toBe(200);
  return { booking, intentId: stripePaymentIntentId! };
}

beforeAll(async () => {
  fake = await startFakeStripe();
  restoreEnv = setEnv(fake.env(WEBHOOK_SECRET));
});
afterAll(async () => {
  restoreEnv();
  await fake.close();
  await db.$disconnect();
});
beforeEach(async () => {
  fake.reset();
  await resetDatabase();
  w = await paymentWorld();
});

it("uses Stripe when both keys are set", () => {
  expect(getPaymentProvider().checkout).toEqual({ kind: "stripe", publishableKey: "pk_test_fake" });
});

describe("POST /api/create-payment-intent", () => {
  it("creates an intent for the booking's stored total, whatever the client sends", async () => {
    const booking = await w.book();
    const res = await createIntent({ bookingId: booking.id, amount: 1, totalPrice: 1 });
    expect(res.status).toBe(200);
    expect(res.json.clientSecret).toMatch(/^pi_\w+_secret_\w+$/);
    const row = await w.row(booking.id);
    const intent = fake.intents.get(row.stripePaymentIntentId!)!;
    expect(intent).toMatchObject({
      amount: 19000,
      currency: "usd",
      metadata: { bookingId: String(booking.id) },
      client_secret: res.json.clientSecret,
    });
    expect(fake.requests.at(-1)).toMatchObject({
      method: "POST",
      idempotencyKey: `booking-${booking.id}-${(await w.row(booking.id)).createdAt.getTime()}-19000-first`,
    });
    expect(row.paymentStatus).toBe("pending");
  });

  it("reuses the open intent on a second call, and concurrent first calls make one intent", async () => {
    const booking = await w.book();
    const first = await createIntent({ bookingId: booking.id });
    const second = await createIntent({ bookingId: String(booking.id) });
    expect(second.json.clientSecret).toBe(first.json.clientSecret);
    expect(fake.intents.size).toBe(1);

    const other = await w.book();
    const results = await Promise.all([1, 2, 3].map(() => createIntent({ bookingId: other.id })));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(results.map((r) => r.json.clientSecret)).size).toBe(1);
    expect(fake.intents.size).toBe(2);
  });

  it("keeps reusing the intent after a decline, and makes a new one when the total changed", async () => {
    const booking = await w.book();
    const first = await createIntent({ bookingId: booking.id });
    const { stripePaymentIntentId: firstId } = await w.row(booking.id);
    fake.decline(firstId!);
    expect((await createIntent({ bookingId: booking.id })).json.clientSecret).toBe(
      first.json.clientSecret,
    );

    await db.booking.update({ where: { id: booking.id }, data: { totalPrice: 9500 } });
    const second = await createIntent({ bookingId: booking.id });
    expect(second.json.clientSecret).not.toBe(first.json.clientSecret);
    const { stripePaymentIntentId: secondId } = await w.row(booking.id);
    expect(fake.intents.get(secondId!)!.amount).toBe(9500);
  });

  it.each([
    [{}, "Booking ID is required"],
    [{ bookingId: "abc" }, "Booking ID is required"],
    [{ bookingId: 0 }, "Booking ID is required"],
    [{ bookingId: 1.5 }, "Booking ID is required"],
  ])("refuses %j with 400 and creates nothing", async (body, message) => {
    const res = await createIntent(body);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(fake.intents.size).toBe(0);
  });

  it("refuses malformed JSON with 400", async () => {
    const res = await call(createIntentRoute, "/api/create-payment-intent", {
      rawBody: "{nope",
      token: w.customer.token,
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Request body must be valid JSON");
  });

  it("is for the booking's own customer only: 401 signed out, 404 for anyone else", async () => {
    const booking = await w.book();
    const before = await paymentColumns(booking.id);
    expect((await createIntent({ bookingId: booking.id }, "")).status).toBe(401);
    for (const who of [w.stranger, w.kitchen, w.admin]) {
      const res = await createIntent({ bookingId: booking.id }, who.token);
      expect(res.status).toBe(404);
      expect(res.json.message).toBe("Booking not found");
    }
    expect((await createIntent({ bookingId: 999999 })).status).toBe(404);
    expect(await paymentColumns(booking.id)).toEqual(before);
    expect(fake.intents.size).toBe(0);
  });

  it("refuses cancelled, paid and processing bookings with 409", async () => {
    const cancelled = await w.book();
    await cancel(cancelled.id, w.customer.token);
    const res = await createIntent({ bookingId: cancelled.id });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("This booking has been cancelled");

    const { booking: paid } = await paidBooking();
    const again = await createIntent({ bookingId: paid.id });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("This booking has already been paid");

    const processing = await w.book();
    await createIntent({ bookingId: processing.id });
    fake.process((await w.row(processing.id)).stripePaymentIntentId!);
    const busy = await createIntent({ bookingId: processing.id });
    expect(busy.status).toBe(409);
    expect(busy.json.message).toBe("A payment for this booking is already being processed");
    expect((await w.row(processing.id)).paymentStatus).toBe("processing");
  });

  it("answers 502 when Stripe is unreachable, and stores nothing", async () => {
    const booking = await w.book();
    const log = expectLoggedErrors();
    fake.setDown(true);
    try {
      const res = await createIntent({ bookingId: booking.id });
      expect(res.status).toBe(502);
      expect(res.json.message).toBe("The payment provider is unavailable. Please try again.");
    } finally {
      fake.setDown(false);
      log.mockRestore();
    }
    expect((await w.row(booking.id)).stripePaymentIntentId).toBeNull();
  });
});

describe("POST /api/payment/success", () => {
  it("marks the booking paid after re-reading the intent, and a repeat changes nothing", async () => {
    const { booking, intentId } = await paidBooking();
    const row = await w.row(booking.id);
    expect(row).toMatchObject({
      paymentStatus: "paid",
      paymentAmount: 19000,
      paymentCurrency: "usd",
    });
    expect(row.paidAt).toBeInstanceOf(Date);
    const before = await paymentColumns(booking.id);

    const retrievesBefore = fake.count("GET", `/v1/payment_intents/${intentId}`);
    const again = await confirm({ paymentIntentId: intentId, bookingId: booking.id });
    expect(again).toMatchObject({ status: 200, json: { success: true } });
    expect(fake.count("GET", `/v1/payment_intents/${intentId}`)).toBe(retrievesBefore + 1);
    expect(await paymentColumns(booking.id)).toEqual(before);
  });

  it("refuses an intent that has not succeeded, or is still processing (409), changing nothing", async () => {
    const booking = await w.book();
    await createIntent({ bookingId: booking.id });
    const { stripePaymentIntentId: id } = await w.row(booking.id);
    const before = await paymentColumns(booking.id);
    const open = await confirm({ paymentIntentId: id, bookingId: booking.id });
    expect(open.status).toBe(409);
    expect(open.json.message).toBe("The payment has not succeeded");
    fake.decline(id!);
    expect((await confirm({ paymentIntentId: id, bookingId: booking.id })).status).toBe(409);
    fake.process(id!);
    const processing = await confirm({ paymentIntentId: id, bookingId: booking.id });
    expect(processing.status).toBe(409);
    expect(processing.json.message).toBe("The payment is still processing");
    expect(await paymentColumns(booking.id)).toEqual(before);
  });

  it("refuses another booking's intent (400), even a paid one", async () => {
    const mine = await w.book();
    await createIntent({ bookingId: mine.id });
    const { booking: other, intentId: otherIntent } = await paidBooking();
    const before = await paymentColumns(mine.id);
    const res = await confirm({ paymentIntentId: otherIntent, bookingId: mine.id });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("This payment does not belong to this booking");
    expect(await paymentColumns(mine.id)).toEqual(before);
    expect((await w.row(other.id)).paymentStatus).toBe("paid");
  });

  it("refuses an intent whose metadata names another booking (400)", async () => {
    const booking = await w.book();
    await createIntent({ bookingId: booking.id });
    const { stripePaymentIntentId: id } = await w.row(booking.id);
    fake.succeed(id!);
    fake.tamper(id!, { metadata: { bookingId: String(booking.id + 1000) } });
    const before = await paymentColumns(booking.id);
    const res = await confirm({ paymentIntentId: id, bookingId: booking.id });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("This payment does not belong to this booking");
    expect(await paymentColumns(booking.id)).toEqual(before);
  });

  it("refuses a wrong amount or currency (400), changing nothing", async () => {
    const booking = await w.book();
    await createIntent({ bookingId: booking.id });
    const { stripePaymentIntentId: id } = await w.row(booking.id);
    fake.succeed(id!);
    const before = await paymentColumns(booking.id);
    for (const changes of [{ amount: 100 }, { amount: 19000, currency: "eur" }]) {
      fake.tamper(id!, changes);
      const res = await confirm({ paymentIntentId: id, bookingId: booking.id });
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("The payment amount does not match the booking");
    }
    // The booking's total changed after the intent was made (e.g. an admin edit).
    fake.tamper(id!, { amount: 19000, currency: "usd" });
    await db.booking.update({ where: { id: booking.id }, data: { totalPrice: 20000 } });
    const changed = await confirm({ paymentIntentId: id, bookingId: booking.id });
    expect(changed.status).toBe(400);
    expect(changed.json.message).toBe("The payment amount does not match the booking");
    expect({ ...(await paymentColumns(booking.id)), updatedAt: null }).toEqual({
      ...before,
      updatedAt: null,
    });
  });

  it.each([
    [{ bookingId: 1 }, "Payment intent ID is required"],
    [{ paymentIntentId: " ", bookingId: 1 }, "Payment intent ID is required"],
    [{ paymentIntentId: "pi_1" }, "Booking ID is required"],
    [{ paymentIntentId: "pi_1", bookingId: "one" }, "Booking ID is required"],
  ])("refuses %j with 400", async (body, message) => {
    const res = await confirm(body);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  });

  it("refuses an unknown intent id and other people's bookings", async () => {
    const booking = await w.book();
    await createIntent({ bookingId: booking.id });
    const { stripePaymentIntentId: id } = await w.row(booking.id);
    fake.succeed(id!);
    const before = await paymentColumns(booking.id);
    expect((await confirm({ paymentIntentId: "pi_unknown", bookingId: booking.id })).status).toBe(
      400,
    );
    expect((await confirm({ paymentIntentId: id, bookingId: booking.id }, "")).status).toBe(401);
    const stranger = await confirm(
      { paymentIntentId: id, bookingId: booking.id },
      w.stranger.token,
    );
    expect(stranger.status).toBe(404);
    expect(stranger.json.message).toBe("Booking not found");
    expect(await paymentColumns(booking.id)).toEqual(before);
  });
});

describe("POST /api/webhooks/stripe", () => {
  async function bookingWithIntent() {
    const booking = await w.book();
    await createIntent({ bookingId: booking.id });
    const intentId = (await w.row(booking.id)).stripePaymentIntentId!;
    return { booking, intentId };
  }

  it("refuses a bad signature with 400 and changes nothing", async () => {
    const { booking, intentId } = await bookingWithIntent();
    const intent = fake.succeed(intentId);
    const before = await paymentColumns(booking.id);
    const good = fake.event("payment_intent.succeeded", intent, WEBHOOK_SECRET);
    const wrongSecret = fake.event("payment_intent.succeeded", intent, "whsec_other");
    const tampered = good.payload.replace('"livemode":false', '"livemode":true');
    for (const [payload, signature] of [
      [good.payload, null],
      [good.payload, "t=1,v1=deadbeef"],
      [wrongSecret.payload, wrongSecret.signature],
      [tampered, good.signature],
    ] as const) {
      const res = await deliver(payload, signature);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("Invalid webhook signature");
    }
    expect(await paymentColumns(booking.id)).toEqual(before);
    expect(await db.processedWebhookEvent.count()).toBe(0);
  });

  it("marks the booking paid on payment_intent.succeeded; a replay changes state once", async () => {
    const { booking, intentId } = await bookingWithIntent();
    const intent = fake.succeed(intentId);
    const event = fake.event("payment_intent.succeeded", intent, WEBHOOK_SECRET);

    const first = await deliver(event.payload, event.signature);
    expect(first).toMatchObject({ status: 200, json: { received: true, duplicate: false } });
    const paid = await paymentColumns(booking.id);
    expect(paid).toMatchObject({ paymentStatus: "paid", paymentAmount: 19000 });

    const retrieves = fake.count("GET", "/v1/payment_intents");
    const replay = await deliver(event.payload, event.signature);
    expect(replay).toMatchObject({ status: 200, json: { received: true, duplicate: true } });
    expect(fake.count("GET", "/v1/payment_intents")).toBe(retrieves);
    expect(await paymentColumns(booking.id)).toEqual(paid);
    expect(await db.processedWebhookEvent.findMany()).toEqual([
      expect.objectContaining({ id: event.id, type: "payment_intent.succeeded" }),
    ]);

    // After a refund, replaying the old event still does nothing.
    expect((await cancel(booking.id, w.customer.token)).json.paymentStatus).toBe("refunded");
    await deliver(event.payload, event.signature);
    expect((await w.row(booking.id)).paymentStatus).toBe("refunded");
  });

  it("moves pending -> processing -> paid, and a late processing or failed event never goes back", async () => {
    const { booking, intentId } = await bookingWithIntent();
    fake.process(intentId);
    const processing = fake.event(
      "payment_intent.processing",
      fake.intents.get(intentId),
      WEBHOOK_SECRET,
    );
    await deliver(processing.payload, processing.signature);
    expect((await w.row(booking.id)).paymentStatus).toBe("processing");

    const intent = fake.succeed(intentId);
    const succeeded = fake.event("payment_intent.succeeded", intent, WEBHOOK_SECRET);
    await deliver(succeeded.payload, succeeded.signature);
    expect((await w.row(booking.id)).paymentStatus).toBe("paid");

    // A late delivery whose payload says "processing": the provider's truth is "succeeded".
    const late = fake.event(
      "payment_intent.processing",
      { ...intent, status: "processing" },
      WEBHOOK_SECRET,
    );
    expect((await deliver(late.payload, late.signature)).status).toBe(200);
    expect((await w.row(booking.id)).paymentStatus).toBe("paid");
  });

  it("records payment_intent.payment_failed, and a later success with another card", async () => {
    const { booking, intentId } = await bookingWithIntent();
    fake.decline(intentId);
    const failed = fake.event(
      "payment_intent.payment_failed",
      fake.intents.get(intentId),
      WEBHOOK_SECRET,
    );
    await deliver(failed.payload, failed.signature);
    expect((await w.row(booking.id)).paymentStatus).toBe("failed");

    const intent = fake.succeed(intentId);
    const ok = fake.event("payment_intent.succeeded", intent, WEBHOOK_SECRET);
    await deliver(ok.payload, ok.signature);
    expect((await w.row(booking.id)).paymentStatus).toBe("paid");
  });

  it("records charge.refunded (a refund made in the Stripe dashboard)", async () => {
    const { booking, intentId } = await paidBooking();
    const charge = fake.charges.get(fake.intents.get(intentId)!.latest_charge!)!;
    Object.assign(charge, { refunded: true, amount_refunded: charge.amount });
    const event = fake.event("charge.refunded", charge, WEBHOOK_SECRET);
    expect((await deliver(event.payload, event.signature)).status).toBe(200);
    const row = await w.row(booking.id);
    expect(row.paymentStatus).toBe("refunded");
    expect(row.refundedAt).toBeInstanceOf(Date);
  });

  it("acknowledges events it does not handle, and intents that are not a booking's", async () => {
    const other = fake.event(
      "customer.created",
      { id: "cus_1", object: "customer" },
      WEBHOOK_SECRET,
    );
    expect(await deliver(other.payload, other.signature)).toMatchObject({
      status: 200,
      json: { received: true, handled: false },
    });
    const unknown = fake.event("payment_intent.succeeded", { id: "pi_unknown" }, WEBHOOK_SECRET);
    expect((await deliver(unknown.payload, unknown.signature)).status).toBe(200);
  });

  it("answers 502 while Stripe is down, so that Stripe delivers the event again", async () => {
    const { booking, intentId } = await bookingWithIntent();
    const event = fake.event("payment_intent.succeeded", fake.succeed(intentId), WEBHOOK_SECRET);
    const log = expectLoggedErrors();
    fake.setDown(true);
    try {
      expect((await deliver(event.payload, event.signature)).status).toBe(502);
    } finally {
      fake.setDown(false);
      log.mockRestore();
    }
    expect((await w.row(booking.id)).paymentStatus).toBe("pending");
    expect(await db.processedWebhookEvent.count()).toBe(0);
    expect((await deliver(event.payload, event.signature)).status).toBe(200);
    expect((await w.row(booking.id)).paymentStatus).toBe("paid");
  });

  it("refunds a payment that succeeds after its booking was cancelled", async () => {
    const { booking, intentId } = await bookingWithIntent();
    expect((await cancel(booking.id, w.customer.token)).json.paymentStatus).toBe("pending");
    const event = fake.event("payment_intent.succeeded", fake.succeed(intentId), WEBHOOK_SECRET);
    await deliver(event.payload, event.signature);
    const row = await w.row(booking.id);
    expect(row).toMatchObject({
      status: "cancelled",
      paymentStatus: "refunded",
      paymentAmount: 19000,
    });
    expect(fake.refundedCharges()).toBe(1);
  });
});

describe("refund on cancel", () => {
  it("refunds once when the customer cancels a paid booking", async () => {
    const { booking, intentId } = await paidBooking();
    const res = await cancel(booking.id, w.customer.token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    const row = await w.row(booking.id);
    expect(row.refundId).toMatch(/^re_/);
    expect(row.refundedAt).toBeInstanceOf(Date);
    expect(fake.requests.filter((r) => r.path === "/v1/refunds")).toEqual([
      {
        method: "POST",
        path: "/v1/refunds",
        idempotencyKey: `refund-booking-${booking.id}-${intentId}`,
      },
    ]);

    expect((await cancel(booking.id, w.customer.token)).status).toBe(409);
    expect(await refundBookingPayment(booking.id)).toBe(false);
    expect(await retryRefundsNow()).toEqual({ refunded: 0, failed: 0 });
    expect(fake.count("POST", "/v1/refunds")).toBe(1);
    expect(fake.refundedCharges()).toBe(1);
  });

  it("refunds when the caterer or an admin cancels", async () => {
    const a = await paidBooking();
    const byCaterer = await cancel(a.booking.id, w.kitchen.token, "Kitchen closed");
    expect(byCaterer.json).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    const b = await paidBooking();
    const byAdmin = await cancel(b.booking.id, w.admin.token);
    expect(byAdmin.json).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
    expect(fake.refundedCharges()).toBe(2);
  });

  it("does not call Stripe for an unpaid booking", async () => {
    const booking = await w.book();
    expect((await cancel(booking.id, w.customer.token)).json.paymentStatus).toBe("pending");
    expect(fake.count("POST", "/v1/refunds")).toBe(0);
  });

  it("keeps the cancellation when Stripe is down, and the retry refunds exactly once", async () => {
    const { booking } = await paidBooking();
    const log = expectLoggedErrors();
    fake.setDown(true);
    let res;
    try {
      res = await cancel(booking.id, w.customer.token);
    } finally {
      fake.setDown(false);
      log.mockRestore();
    }
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ status: "cancelled", paymentStatus: "paid" });
    expect((await w.row(booking.id)).refundRequestedAt).toBeInstanceOf(Date);

    const [x, y] = await Promise.all([refundBookingPayment(booking.id), retryRefundsNow()]);
    expect(x || y.refunded === 1).toBe(true);
    expect((await w.row(booking.id)).paymentStatus).toBe("refunded");
    expect(fake.refundedCharges()).toBe(1);
    expect(await retryRefundsNow()).toEqual({ refunded: 0, failed: 0 });
  });
});

it("has no test card endpoint while Stripe is the provider", async () => {
  const res = await call(testConfirmRoute, "/api/test-payments/confirm", {
    body: { clientSecret: "x", number: "4242424242424242", expiry: "12 / 40", cvc: "123" },
  });
  expect(res.status).toBe(404);
});
