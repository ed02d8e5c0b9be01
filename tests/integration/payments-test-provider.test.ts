/**
 * The built-in test payment provider (no Stripe keys): the same flow as Stripe, with the
 * test card form's endpoint, intents kept in test_payment_intents.
 */
import { POST as createIntentRoute } from "@/app/api/create-payment-intent/route";
import { POST as successRoute } from "@/app/api/payment/success/route";
import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import { POST as testConfirmRoute } from "@/app/api/test-payments/confirm/route";
import { PATCH as statusRoute } from "@/app/api/bookings/[id]/status/route";
import { db } from "@/lib/server/db";
import { getPaymentProvider } from "@/lib/server/money/payments/get-provider";
import { refundBookingPayment } from "@/lib/server/money/payments/refund-booking-payment";
import { call } from "../support/http";
import { paymentColumns, paymentWorld, setEnv } from "../support/payments";
import { resetDatabase } from "../support/reset-db";

let restoreEnv: () => void;
let w: Awaited<ReturnType<typeof paymentWorld>>;

const createIntent = (body: unknown, token = w.customer.token) =>
  call(createIntentRoute, "/api/create-payment-intent", { body, token });
const confirm = (body: unknown, token = w.customer.token) =>
  call(successRoute, "/api/payment/success", { body, token });
const payWith = (clientSecret: string, number: string, extra: Record<string, string> = {}) =>
  call(testConfirmRoute, "/api/test-payments/confirm", {
    body: { clientSecret, number, expiry: "12 / 40", cvc: "123", ...extra },
  });

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

it("is the provider when the Stripe keys are not both set", () => {
  expect(getPaymentProvider().checkout).toEqual({ kind: "test" });
  const restore = setEnv({ STRIPE_SECRET_KEY: "sk_test_only_one" });
  try {
    expect(getPaymentProvider().checkout).toEqual({ kind: "test" });
  } finally {
    restore();
  }
});

it("creates one intent per booking in its own table and reuses it", async () => {
  const booking = await w.book();
  const first = await createIntent({ bookingId: booking.id, amount: 5 });
  expect(first.status).toBe(200);
  expect(first.json.clientSecret).toMatch(/^tpi_\w+_secret_\w+$/);
  const second = await createIntent({ bookingId: booking.id });
  expect(second.json.clientSecret).toBe(first.json.clientSecret);
  const rows = await db.testPaymentIntent.findMany();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    amount: 19000,
    currency: "usd",
    bookingId: booking.id,
    status: "requires_payment_method",
  });
  expect((await w.row(booking.id)).stripePaymentIntentId).toBe(rows[0]!.id);
});

it("takes 4242 4242 4242 4242: the booking is paid, and payment/success confirms it", async () => {
  const booking = await w.book();
  const { clientSecret } = (await createIntent({ bookingId: booking.id })).json;
  const res = await payWith(clientSecret, "4242 4242 4242 4242");
  expect(res.status).toBe(200);
  expect(res.json.status).toBe("succeeded");
  const row = await w.row(booking.id);
  expect(row).toMatchObject({ paymentStatus: "paid", paymentAmount: 19000 });
  expect((await db.testPaymentIntent.findFirstOrThrow()).cardLast4).toBe("4242");

  const ok = await confirm({ paymentIntentId: res.json.paymentIntentId, bookingId: booking.id });
  expect(ok).toMatchObject({ status: 200, json: { success: true } });
  expect((await w.row(booking.id)).paidAt).toEqual(row.paidAt);

  const twice = await payWith(clientSecret, "4242424242424242");
  expect(twice.status).toBe(409);
  expect(twice.json.message).toBe("This payment has already succeeded.");
});

it("confirms a tipped single order on payment/success: food and tip in one charge", async () => {
  const booking = await w.book();
  // 15% of $190.00 is $28.50: the intent is $218.50.
  const { clientSecret } = (await createIntent({ bookingId: booking.id, tipCents: 2850 })).json;
  const res = await payWith(clientSecret, "4242 4242 4242 4242");
  expect(res.json.status).toBe("succeeded");
  const ok = await confirm({ paymentIntentId: res.json.paymentIntentId, bookingId: booking.id });
  expect(ok).toMatchObject({ status: 200, json: { success: true } });
  expect(await w.row(booking.id)).toMatchObject({
    paymentStatus: "paid",
    paymentAmount: 21850,
    tipCents: 2850,
  });
  const ledger = await db.moneyMovement.findMany({ orderBy: { id: "asc" } });
  expect(ledger.filter((m) => m.kind === "charge").map((m) => m.amount)).toEqual([19000]);
  expect(ledger.filter((m) => m.kind === "tip").map((m) => m.amount)).toEqual([2850]);
});

it("declines 4000 0000 0000 0002 with the card error, then accepts another card", async () => {
  const booking = await w.book();
  const { clientSecret } = (await createIntent({ bookingId: booking.id })).json;
  const declined = await payWith(clientSecret, "4000 0000 0000 0002");
  expect(declined.status).toBe(402);
  expect(declined.json.message).toBe("Your card was declined.");
  expect((await w.row(booking.id)).paymentStatus).toBe("failed");
  const { paymentIntentId } = { paymentIntentId: (await w.row(booking.id)).stripePaymentIntentId };
  expect((await confirm({ paymentIntentId, bookingId: booking.id })).status).toBe(409);

  // Trying again uses the same intent.
  expect((await createIntent({ bookingId: booking.id })).json.clientSecret).toBe(clientSecret);
  expect((await payWith(clientSecret, "4242424242424242")).status).toBe(200);
  expect((await w.row(booking.id)).paymentStatus).toBe("paid");
});

it.each([
  [{ number: "4242" }, 400, "Your card number is incomplete."],
  [{ number: "4242 4242 4242 4241" }, 400, "Your card number is incorrect."],
  [
    { number: "4242424242424242", expiry: "13 / 40" },
    400,
    "Your card's expiration date is incomplete.",
  ],
  [
    { number: "4242424242424242", expiry: "01 / 20" },
    400,
    "Your card's expiration year is in the past.",
  ],
  [{ number: "4242424242424242", cvc: "1" }, 400, "Your card's security code is incomplete."],
  [{ number: "5555 5555 5555 4444", live: "1" }, 402, expect.stringContaining("test mode")],
])("refuses %j with %i and the card message", async (card, status, message) => {
  const booking = await w.book();
  const { clientSecret } = (await createIntent({ bookingId: booking.id })).json;
  const before = await paymentColumns(booking.id);
  const { number, ...extra } = card as Record<string, string>;
  delete extra.live;
  const res = await payWith(clientSecret, number!, extra);
  expect(res.status).toBe(status);
  expect(res.json.message).toEqual(message);
  if (status === 400) expect(await paymentColumns(booking.id)).toEqual(before);
  else expect((await w.row(booking.id)).paymentStatus).toBe("failed");
});

it("refuses an unknown client secret (404) and a missing one (400)", async () => {
  expect((await payWith("tpi_nope_secret_nope", "4242424242424242")).status).toBe(404);
  const res = await call(testConfirmRoute, "/api/test-payments/confirm", {
    body: { number: "4242424242424242", expiry: "12 / 40", cvc: "123" },
  });
  expect(res.status).toBe(400);
  expect(res.json.message).toBe("Payment is required");
});

it("refunds once on cancel", async () => {
  const booking = await w.book();
  const { clientSecret } = (await createIntent({ bookingId: booking.id })).json;
  await payWith(clientSecret, "4242424242424242");
  const res = await call(statusRoute, `/api/bookings/${booking.id}/status`, {
    method: "PATCH",
    body: { status: "cancelled", comments: "Plans changed" },
    token: w.customer.token,
    params: { id: String(booking.id) },
  });
  expect(res.json).toMatchObject({ status: "cancelled", paymentStatus: "refunded" });
  const intent = await db.testPaymentIntent.findFirstOrThrow();
  expect(intent.refundedAt).toBeInstanceOf(Date);
  expect((await w.row(booking.id)).refundId).toBe(intent.refundId);
  expect(await refundBookingPayment(booking.id)).toBe(false);
  // The provider itself refunds once per key, and not again under another key.
  const provider = getPaymentProvider();
  const key = `refund-booking-${booking.id}-${intent.id}`;
  expect(await provider.refund({ intentId: intent.id, idempotencyKey: key })).toEqual({
    refundId: intent.refundId,
  });
  expect(await provider.refund({ intentId: intent.id, idempotencyKey: "other" })).toEqual({
    refundId: null,
  });
});

it("has no Stripe webhook endpoint (404)", async () => {
  const res = await call(webhookRoute, "/api/webhooks/stripe", {
    rawBody: "{}",
    headers: { "stripe-signature": "t=1,v1=x" },
  });
  expect(res.status).toBe(404);
});
