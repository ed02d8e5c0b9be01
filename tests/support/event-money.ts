/**
 * A world for the money tests of events (docs/product-rules.md §15, §16): two kitchens, a
 * customer, the cart and payment routes, and one way to pay that works the same with the
 * built-in test provider and with Stripe against the fake Stripe API.
 */
import { POST as cartLinesPost } from "@/app/api/cart/lines/route";
import { PUT as cartEventPut } from "@/app/api/cart/event/route";
import { POST as checkoutPost } from "@/app/api/cart/checkout/route";
import { POST as eventIntentPost } from "@/app/api/events/[id]/payment-intent/route";
import { POST as eventConfirmPost } from "@/app/api/events/[id]/payment/confirm/route";
import { POST as createIntentRoute } from "@/app/api/create-payment-intent/route";
import { POST as testConfirmRoute } from "@/app/api/test-payments/confirm/route";
import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import { PATCH as statusRoute } from "@/app/api/bookings/[id]/status/route";
import { addDaysIso, todayIso } from "@/lib/dates";
import { lineKeptCents } from "@/lib/money/amounts";
import { db } from "@/lib/server/db";
import type { FakeStripe } from "./fake-stripe";
import { makeDish, signedIn, signedInCaterer } from "./fixtures";
import { call } from "./http";

export type Person = Awaited<ReturnType<typeof signedIn>>;
export const WEBHOOK_SECRET = "whsec_test_money";

export const eventBody = (eventDate: string) => ({
  eventDate,
  eventTime: "18:00",
  deliveryAddress: "12 Garden St, Brooklyn, NY",
  guestCount: 30,
  customerName: "Casey Morgan",
  customerEmail: "casey@example.com",
  customerPhone: "555-0100",
});

export async function moneyWorld() {
  const rosa = await signedInCaterer("Rosa");
  const bea = await signedInCaterer("Bea");
  // Bea keeps half when a customer cancels late: partial refunds are part of the model.
  await db.caterer.update({
    where: { id: bea.caterer.id },
    data: { cancellationPolicy: "moderate" },
  });
  const lasagna = await makeDish(rosa.caterer.id, "55.00", "95.00", "Lasagna");
  const tiramisu = await makeDish(bea.caterer.id, "40.00", "70.00", "Tiramisu");
  const customer = await signedIn("user", "Casey");
  const admin = await signedIn("admin", "Ava");
  return { rosa, bea, lasagna, tiramisu, customer, admin };
}
export type MoneyWorld = Awaited<ReturnType<typeof moneyWorld>>;

export const addLines = (who: Person, lines: unknown[]) =>
  call(cartLinesPost, "/api/cart/lines", { body: { lines }, token: who.token });
export const putEvent = (who: Person, body: unknown) =>
  call(cartEventPut, "/api/cart/event", { body, token: who.token, method: "PUT" });
export const checkout = (who: Person) =>
  call(checkoutPost, "/api/cart/checkout", {
    token: who.token,
    method: "POST",
    headers: { "x-forwarded-for": `192.0.2.${who.user.id % 250}` },
  });

/** Lasagna 2 large ($190) from Rosa and tiramisu 1 medium ($40) from Bea: $230.00. */
export const twoKitchens = (w: MoneyWorld) => [
  { dishId: w.lasagna.id, traySize: "large", quantity: 2 },
  { dishId: w.tiramisu.id, traySize: "medium", quantity: 1 },
];

/** A checked-out event with the given lines, `days` ahead. */
export async function checkedOut(
  who: Person,
  lines: unknown[],
  days = 12,
): Promise<{ eventId: number; bookingIds: number[]; totalCents: number }> {
  expect((await addLines(who, lines)).status).toBe(201);
  expect((await putEvent(who, eventBody(addDaysIso(todayIso(), days)))).status).toBe(200);
  const res = await checkout(who);
  expect(res.status).toBe(201);
  return res.json;
}

/** The event's intent; `tipCents` adds a tip (no body at all without one, as the spec's). */
export const eventIntent = (who: Person, eventId: number, tipCents?: number) =>
  call(eventIntentPost, `/api/events/${eventId}/payment-intent`, {
    token: who.token,
    method: "POST",
    params: { id: String(eventId) },
    ...(tipCents !== undefined ? { body: { tipCents } } : {}),
  });
export const bookingIntent = (who: Person, bookingId: number, tipCents?: number) =>
  call(createIntentRoute, "/api/create-payment-intent", {
    body: { bookingId, ...(tipCents !== undefined ? { tipCents } : {}) },
    token: who.token,
  });
export const confirmEvent = (who: Person, eventId: number, paymentIntentId: string) =>
  call(eventConfirmPost, `/api/events/${eventId}/payment/confirm`, {
    body: { paymentIntentId },
    token: who.token,
    params: { id: String(eventId) },
  });
export const setStatus = (who: Person, id: number, status: string, comments?: string) =>
  call(statusRoute, `/api/bookings/${id}/status`, {
    body: { status, ...(comments ? { comments } : {}) },
    token: who.token,
    method: "PATCH",
    params: { id: String(id) },
  });
export const deliver = (payload: string, signature: string) =>
  call(webhookRoute, "/api/webhooks/stripe", {
    rawBody: payload,
    headers: { "stripe-signature": signature },
  });

/** The intent id behind a client secret ("pi_x_secret_y" -> "pi_x"). */
export const intentOf = (clientSecret: string) => clientSecret.split("_secret_")[0]!;

/**
 * The customer's card goes through for a client secret: the test card form with the test
 * provider; with Stripe, what Stripe.js does (the fake marks it succeeded) and then the
 * payment_intent.succeeded webhook. Returns the HTTP status the app answered.
 */
export async function payWithCard(clientSecret: string, fake: FakeStripe | null) {
  if (!fake) {
    const res = await call(testConfirmRoute, "/api/test-payments/confirm", {
      body: { clientSecret, number: "4242 4242 4242 4242", expiry: "12 / 40", cvc: "123" },
    });
    return res.status;
  }
  const intent = fake.succeed(intentOf(clientSecret));
  const event = fake.event("payment_intent.succeeded", intent, WEBHOOK_SECRET);
  return (await deliver(event.payload, event.signature)).status;
}

/** What the provider holds: captured and refunded cents over every succeeded intent. */
export async function providerTotals(fake: FakeStripe | null, intentIds?: Set<string>) {
  if (fake) {
    let captured = 0;
    let refunded = 0;
    for (const c of fake.charges.values()) {
      if (intentIds && !intentIds.has(c.payment_intent)) continue;
      captured += c.amount;
      refunded += c.amount_refunded;
    }
    return { captured, refunded };
  }
  const rows = await db.testPaymentIntent.findMany({ where: { status: "succeeded" } });
  const mine = rows.filter((r) => !intentIds || intentIds.has(r.id));
  return {
    captured: mine.reduce((s, r) => s + r.amount, 0),
    refunded: mine.reduce((s, r) => s + r.amountRefunded, 0),
  };
}

/** The ledger's totals, optionally for some intents only. */
export async function ledgerTotals(intentIds?: Set<string>) {
  const rows = await db.moneyMovement.findMany();
  const mine = rows.filter((r) => !intentIds || intentIds.has(r.intentId));
  return {
    charged: mine.filter((r) => r.kind === "charge").reduce((s, r) => s + r.amount, 0),
    refunded: mine.filter((r) => r.kind === "refund").reduce((s, r) => s + r.amount, 0),
  };
}

/** What the customer's paid, not refunded lines are worth (lineKeptCents). */
export async function keptByLines(userId: number) {
  const lines = await db.booking.findMany({ where: { userId } });
  return lines.reduce((s, l) => s + lineKeptCents(l), 0);
}
