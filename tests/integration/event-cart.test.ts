/**
 * The event cart (docs/product-rules.md §15) through its REST routes against a real
 * database: lines from several caterers check out into one event with one booking per
 * line and one payment; a line the date can no longer take fails the whole checkout;
 * cancelling a line refunds exactly that line, once; competing checkouts never overbook.
 */
import { GET as cartGet } from "@/app/api/cart/route";
import { PUT as cartEventPut } from "@/app/api/cart/event/route";
import { POST as cartLinesPost } from "@/app/api/cart/lines/route";
import { DELETE as cartLineDelete, PATCH as cartLinePatch } from "@/app/api/cart/lines/[id]/route";
import { POST as cartMergePost } from "@/app/api/cart/merge/route";
import { POST as cartQuotePost } from "@/app/api/cart/quote/route";
import { POST as checkoutPost } from "@/app/api/cart/checkout/route";
import { GET as eventsGet } from "@/app/api/events/route";
import { GET as eventGet } from "@/app/api/events/[id]/route";
import { POST as eventIntentPost } from "@/app/api/events/[id]/payment-intent/route";
import { POST as testConfirmRoute } from "@/app/api/test-payments/confirm/route";
import { PATCH as statusRoute } from "@/app/api/bookings/[id]/status/route";
import { GET as bookingsGet } from "@/app/api/bookings/route";
import { MAX_UNPAID_ORDERS, MAX_UNPAID_ORDERS_PER_KITCHEN_DATE } from "@/lib/constants";
import { addDaysIso, isoToUtcDate, todayIso } from "@/lib/dates";
import { db } from "@/lib/server/db";
import { TOO_MANY_UNPAID, tooManyUnpaidAtKitchen } from "@/lib/server/lines/unpaid-orders";
import { expireUnpaidHolds } from "@/lib/server/lines/expire-unpaid-holds";
import { refundBookingPayment } from "@/lib/server/money/payments/refund-booking-payment";
import { makeDish, signedIn, signedInCaterer, makeDate } from "../support/fixtures";
import { call } from "../support/http";
import { setEnv } from "../support/payments";
import { resetDatabase } from "../support/reset-db";
import { retryRefundsNow } from "../support/work-queue";

type Person = Awaited<ReturnType<typeof signedIn>>;
let restoreEnv: () => void;
let rosa: Awaited<ReturnType<typeof signedInCaterer>>;
let bea: Awaited<ReturnType<typeof signedInCaterer>>;
let customer: Person;
let stranger: Person;
let lasagna: Awaited<ReturnType<typeof makeDish>>;
let tiramisu: Awaited<ReturnType<typeof makeDish>>;

const DAYS = 12;
const date = addDaysIso(todayIso(), DAYS);
const eventBody = {
  eventDate: date,
  eventTime: "18:00",
  deliveryAddress: "12 Garden St, Brooklyn, NY",
  guestCount: 30,
  customerName: "Casey Morgan",
  customerEmail: "casey@example.com",
  customerPhone: "555-0100",
};

const addLines = (lines: unknown[], who: Person = customer) =>
  call(cartLinesPost, "/api/cart/lines", { body: { lines }, token: who.token });
const putEvent = (body: unknown, who: Person = customer) =>
  call(cartEventPut, "/api/cart/event", { body, token: who.token, method: "PUT" });
const checkout = (who: Person = customer) =>
  call(checkoutPost, "/api/cart/checkout", {
    token: who.token,
    method: "POST",
    headers: { "x-forwarded-for": `192.0.2.${who.user.id % 250}` },
  });
const getCart = (who: Person = customer) => call(cartGet, "/api/cart", { token: who.token });
const payEvent = async (eventId: number, who: Person = customer) => {
  const intent = await call(eventIntentPost, `/api/events/${eventId}/payment-intent`, {
    token: who.token,
    method: "POST",
    params: { id: String(eventId) },
  });
  expect(intent.status).toBe(200);
  const paid = await call(testConfirmRoute, "/api/test-payments/confirm", {
    body: {
      clientSecret: intent.json.clientSecret,
      number: "4242 4242 4242 4242",
      expiry: "12 / 40",
      cvc: "123",
    },
  });
  expect(paid.status).toBe(200);
  return intent.json as { clientSecret: string; amount: number };
};
const setStatus = (id: number, body: unknown, who: { token: string }) =>
  call(statusRoute, `/api/bookings/${id}/status`, {
    body,
    token: who.token,
    method: "PATCH",
    params: { id: String(id) },
  });

/** Lasagna 2 large (2 x $95) from Rosa and tiramisu 1 medium ($40) from Bea: $230.00. */
const twoCaterers = () => [
  { dishId: lasagna.id, traySize: "large", quantity: 2, specialRequests: "Extra basil" },
  { dishId: tiramisu.id, traySize: "medium", quantity: 1 },
];

async function checkedOut(who: Person = customer) {
  expect((await addLines(twoCaterers(), who)).status).toBe(201);
  expect((await putEvent(eventBody, who)).status).toBe(200);
  const res = await checkout(who);
  expect(res.status).toBe(201);
  return res.json as { eventId: number; bookingIds: number[]; totalCents: number };
}

async function counts() {
  const [bookings, events, carts, lines, availability, outbox] = await Promise.all([
    db.booking.count(),
    db.cateringEvent.count(),
    db.eventCart.count(),
    db.eventCartLine.count(),
    db.availability.findMany({ orderBy: { id: "asc" } }),
    db.emailOutbox.count(),
  ]);
  return { bookings, events, carts, lines, availability, outbox };
}

beforeAll(() => {
  restoreEnv = setEnv({}); // the built-in test provider
});
afterAll(async () => {
  restoreEnv();
  await db.$disconnect();
});
beforeEach(async () => {
  await resetDatabase();
  rosa = await signedInCaterer("Rosa");
  bea = await signedInCaterer("Bea");
  customer = await signedIn("user", "Casey");
  stranger = await signedIn("user", "Sam");
  lasagna = await makeDish(rosa.caterer.id, "55.00", "95.00", "Lasagna");
  tiramisu = await makeDish(bea.caterer.id, "40.00", "70.00", "Tiramisu");
});

describe("the cart", () => {
  it("keeps lines from several caterers with the event, priced and checked live", async () => {
    const added = await addLines(twoCaterers());
    expect(added.status).toBe(201);
    expect(added.json.lines).toHaveLength(2);
    expect(added.json.totalCents).toBe(23000);
    await putEvent(eventBody);
    const cart = await getCart();
    expect(cart.status).toBe(200);
    expect(cart.json.event).toEqual(eventBody);
    expect(cart.json.lines.map((l: { catererName: string }) => l.catererName)).toEqual([
      "Rosa's Kitchen",
      "Bea's Kitchen",
    ]);
    expect(cart.json.lines.every((l: { problem: null }) => l.problem === null)).toBe(true);
  });

  it("says why the date cannot take a line, and the line can be changed", async () => {
    await db.caterer.update({ where: { id: bea.caterer.id }, data: { trayCapacity: 3 } });
    await makeDate(rosa.caterer.id, date, { isAvailable: false });
    const added = await addLines([
      ...twoCaterers(),
      { dishId: tiramisu.id, traySize: "large", quantity: 3 },
    ]);
    await putEvent(eventBody);
    const cart = (await getCart()).json;
    expect(cart.lines.map((l: { problem: string | null }) => l.problem)).toEqual([
      "The caterer is not available on this date",
      null,
      // 1 medium tray already counted before it: 2 units left of 3.
      "Only 2 trays more fit on this date: order at most 2 medium or 1 large trays.",
    ]);
    const lineId = added.json.lines[2].id;
    const changed = await call(cartLinePatch, `/api/cart/lines/${lineId}`, {
      body: { traySize: "medium", quantity: 2 },
      token: customer.token,
      method: "PATCH",
      params: { id: String(lineId) },
    });
    expect(changed.status).toBe(200);
    expect(changed.json.lines[2]).toMatchObject({ traySize: "medium", quantity: 2, problem: null });
    // The notice: a kitchen needing 30 days says so, with the earliest date.
    await db.caterer.update({ where: { id: bea.caterer.id }, data: { minNoticeHours: 720 } });
    const notice = (await getCart()).json.lines[1].problem;
    expect(notice).toMatch(/^This caterer needs 720 hours' notice for this order\./);
  });

  it("a visitor's cart is quoted without storing anything and merged on sign-in", async () => {
    const before = await counts();
    const quote = await call(cartQuotePost, "/api/cart/quote", {
      body: { event: { eventDate: date, guestCount: 30 }, lines: twoCaterers() },
    });
    expect(quote.status).toBe(200);
    expect(quote.json.totalCents).toBe(23000);
    expect(quote.json.lines[0]).toMatchObject({ id: null, dishName: "Lasagna", problem: null });
    expect(await counts()).toEqual(before);

    // Already signed in elsewhere with a guest count: the visitor's does not overwrite it.
    await putEvent({ guestCount: 45 });
    const merged = await call(cartMergePost, "/api/cart/merge", {
      body: {
        event: { eventDate: date, eventTime: "18:00", guestCount: 30 },
        lines: [...twoCaterers(), { dishId: 999999, traySize: "medium", quantity: 1 }],
      },
      token: customer.token,
    });
    expect(merged.status).toBe(200);
    expect(merged.json.lines).toHaveLength(2);
    expect(merged.json.unknownDishIds).toEqual([999999]);
    expect(merged.json.event).toMatchObject({
      eventDate: date,
      eventTime: "18:00",
      guestCount: 45,
    });
    // And it is still there on the next request (a reload).
    expect((await getCart()).json.lines).toHaveLength(2);
  });

  it("a browser cart sent twice with its key (the first answer lost to a page change) is merged once", async () => {
    const start = (await getCart()).json.lines.length;
    const send = (mergeKey: string) =>
      call(cartMergePost, "/api/cart/merge", {
        body: { lines: [twoCaterers()[0]], mergeKey },
        token: customer.token,
      });
    // Twice at once, then once more: one line more in all.
    const both = await Promise.all([send("visitor-cart-0001"), send("visitor-cart-0001")]);
    expect(both.map((r) => r.status)).toEqual([200, 200]);
    expect((await send("visitor-cart-0001")).status).toBe(200);
    expect((await getCart()).json.lines).toHaveLength(start + 1);
    // The browser's cart changed since (a new key): it is merged.
    expect((await send("visitor-cart-0002")).status).toBe(200);
    expect((await getCart()).json.lines).toHaveLength(start + 2);
    // A key that is not one of ours is refused, and nothing is merged.
    const bad = await send("no spaces; allowed");
    expect([bad.status, bad.json.message]).toEqual([400, "Invalid merge key"]);
    expect((await getCart()).json.lines).toHaveLength(start + 2);
    // The key is the cart's own: another account sending it merges into its own cart, and
    // the first customer's cart is untouched.
    const strangerStart = await db.eventCartLine.count({
      where: { cart: { userId: stranger.user.id } },
    });
    const other = await call(cartMergePost, "/api/cart/merge", {
      body: { lines: [twoCaterers()[0]], mergeKey: "visitor-cart-0002" },
      token: stranger.token,
    });
    expect([other.status, other.json.lines.length]).toEqual([200, strangerStart + 1]);
    expect((await getCart()).json.lines).toHaveLength(start + 2);
  });
});

describe("checkout", () => {
  it("a cart of two caterers becomes one event: a booking per line and one payment", async () => {
    const { eventId, bookingIds, totalCents } = await checkedOut();
    expect(bookingIds).toHaveLength(2);
    expect(totalCents).toBe(23000);
    const bookings = await db.booking.findMany({ where: { eventId }, orderBy: { id: "asc" } });
    expect(bookings.map((b) => [b.catererId, b.dishName, b.totalPrice, b.status])).toEqual([
      [rosa.caterer.id, "Lasagna", 19000, "pending"],
      [bea.caterer.id, "Tiramisu", 4000, "pending"],
    ]);
    expect(bookings[0]!.specialRequests).toBe("Extra basil");
    expect(new Set(bookings.map((b) => b.holdExpiresAt?.getTime())).size).toBe(1);
    // Each date's slot was taken as a single order takes it.
    const slots = await db.availability.findMany({ orderBy: { catererId: "asc" } });
    expect(slots.map((s) => [s.catererId, s.currentOrders, Number(s.currentTrays)])).toEqual([
      [rosa.caterer.id, 1, 3],
      [bea.caterer.id, 1, 1],
    ]);
    // The cart is empty afterwards; each caterer got a new-booking email of their own line.
    expect((await getCart()).json.lines).toEqual([]);
    const placed = await db.emailOutbox.findMany({ where: { template: "booking-placed" } });
    const owners = await db.user.findMany({ where: { id: { in: [rosa.user.id, bea.user.id] } } });
    expect(placed.map((e) => e.toAddress).sort()).toEqual(owners.map((u) => u.email).sort());
    // Each caterer's email says where to deliver.
    for (const email of placed) {
      expect(email.data).toMatchObject({ booking: { deliveryAddress: eventBody.deliveryAddress } });
    }

    // One intent for the sum, recorded against every booking of the event.
    const intent = await payEvent(eventId);
    expect(intent.amount).toBe(23000);
    const intents = await db.testPaymentIntent.findMany();
    expect(intents).toHaveLength(1);
    expect(intents[0]).toMatchObject({ amount: 23000, eventId, status: "succeeded" });
    const paid = await db.booking.findMany({ where: { eventId }, orderBy: { id: "asc" } });
    expect(paid.map((b) => [b.paymentStatus, b.stripePaymentIntentId, b.paymentAmount])).toEqual([
      ["paid", intents[0]!.id, 19000],
      ["paid", intents[0]!.id, 4000],
    ]);
    const event = await call(eventGet, `/api/events/${eventId}`, {
      token: customer.token,
      params: { id: String(eventId) },
    });
    expect(event.json).toMatchObject({ paymentStatus: "paid", totalPrice: 23000, guestCount: 30 });
    // One receipt for the event, not one per line.
    const receipts = await db.emailOutbox.findMany({
      where: { template: { in: ["event-receipt", "payment-receipt"] } },
    });
    expect(receipts.map((r) => r.template)).toEqual(["event-receipt"]);
    // Paying again is refused: the event is paid.
    const again = await call(eventIntentPost, `/api/events/${eventId}/payment-intent`, {
      token: customer.token,
      method: "POST",
      params: { id: String(eventId) },
    });
    expect(again.status).toBe(409);

    // Each caterer sees and confirms only their own line.
    const rosaSees = await call(bookingsGet, "/api/bookings", { token: rosa.token });
    expect(rosaSees.json.map((b: { id: number }) => b.id)).toEqual([bookingIds[0]]);
    // ...with the event's delivery address and guest count, which their line alone lacks.
    expect(rosaSees.json[0].event).toEqual({
      id: eventId,
      deliveryAddress: eventBody.deliveryAddress,
      guestCount: 30,
    });
    const beaSees = await call(bookingsGet, "/api/bookings", { token: bea.token });
    expect(beaSees.json.map((b: { id: number }) => b.id)).toEqual([bookingIds[1]]);
    expect((await setStatus(bookingIds[1]!, { status: "confirmed" }, rosa)).status).toBe(404);
    expect((await setStatus(bookingIds[1]!, { status: "confirmed" }, bea)).status).toBe(200);
  });

  it("a line whose date fills up fails the whole checkout, names the line, writes nothing", async () => {
    await addLines(twoCaterers());
    await putEvent(eventBody);
    // Meanwhile Bea's last slot on the date goes to someone else.
    await makeDate(bea.caterer.id, date, { maxOrders: 1, currentOrders: 1 });
    const before = await counts();
    const res = await checkout();
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(
      "Tiramisu (Bea's Kitchen), 1 × Medium Tray: This date is fully booked",
    );
    expect(res.json.errors).toEqual([{ path: "lines.1", message: res.json.message }]);
    // Rosa's slot, taken first inside the transaction, was given back with everything else.
    expect(await counts()).toEqual(before);
  });

  it("refuses an incomplete event or an empty cart with the field's message", async () => {
    await addLines(twoCaterers());
    await putEvent({ ...eventBody, deliveryAddress: null });
    const before = await counts();
    const res = await checkout();
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Delivery address is required");
    expect(await counts()).toEqual(before);
    const empty = await checkout(stranger);
    expect(empty.status).toBe(409);
    expect(empty.json.message).toBe("Your event cart is empty");
  });

  it("concurrent checkouts competing for the last slot never overbook", async () => {
    await makeDate(bea.caterer.id, date, { maxOrders: 1 });
    const hosts = await Promise.all(
      Array.from({ length: 6 }, (_, i) => signedIn("user", `Host${i}`)),
    );
    for (const h of hosts) {
      await addLines(twoCaterers(), h);
      await putEvent(eventBody, h);
    }
    const results = await Promise.all(hosts.map((h) => checkout(h)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const slots = await db.availability.findMany({ orderBy: { catererId: "asc" } });
    expect(slots.map((s) => [s.catererId, s.currentOrders])).toEqual([
      [rosa.caterer.id, 1],
      [bea.caterer.id, 1],
    ]);
    expect(await db.booking.count()).toBe(2);
    expect(await db.cateringEvent.count()).toBe(1);
  });

  it("a kitchen's lines of an event are one order: one slot, however many dishes", async () => {
    // "The kitchen order": five lines of one kitchen took five of its slots and the unpaid
    // allowance refused the planner's own proposal. Now they are one order.
    const lines = Array.from({ length: MAX_UNPAID_ORDERS_PER_KITCHEN_DATE + 2 }, () => ({
      dishId: lasagna.id,
      traySize: "medium",
      quantity: 1,
    }));
    expect((await addLines(lines)).status).toBe(201);
    expect((await putEvent(eventBody)).status).toBe(200);
    const ok = await checkout();
    expect(ok.status).toBe(201);
    const slot = await db.availability.findFirstOrThrow({ where: { catererId: rosa.caterer.id } });
    expect(slot.currentOrders).toBe(1);
    expect(Number(slot.currentTrays)).toBe(lines.length);
    const orders = await db.order.findMany({ include: { lines: true } });
    expect(orders).toHaveLength(1);
    expect(orders[0]!.lines).toHaveLength(lines.length);
    expect(orders[0]!.id).toBe(Math.min(...orders[0]!.lines.map((l) => l.id)));
  });

  it(`one account holds at most ${MAX_UNPAID_ORDERS_PER_KITCHEN_DATE} unpaid orders of a kitchen on one date`, async () => {
    // Finding 4 of "Events and money", still closed: separate events for one kitchen's date.
    for (let i = 0; i < MAX_UNPAID_ORDERS_PER_KITCHEN_DATE; i++) {
      expect(
        (await addLines([{ dishId: lasagna.id, traySize: "medium", quantity: 1 }])).status,
      ).toBe(201);
      expect((await putEvent(eventBody)).status).toBe(200);
      expect((await checkout()).status).toBe(201);
    }
    expect((await addLines([{ dishId: lasagna.id, traySize: "medium", quantity: 1 }])).status).toBe(
      201,
    );
    expect((await putEvent(eventBody)).status).toBe(200);
    const before = await counts();
    const refused = await checkout();
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(
      tooManyUnpaidAtKitchen(rosa.caterer.name, isoToUtcDate(date)),
    );
    expect(refused.json.errors).toEqual([{ path: "lines.0", message: refused.json.message }]);
    expect(await counts()).toEqual(before);
    const slot = await db.availability.findFirstOrThrow({ where: { catererId: rosa.caterer.id } });
    expect(slot.currentOrders).toBe(MAX_UNPAID_ORDERS_PER_KITCHEN_DATE);
  });

  it(`unpaid lines count across events: at most ${MAX_UNPAID_ORDERS} in all`, async () => {
    // Events of two lines each on different dates until the allowance is used, then one more.
    for (let i = 0; i < MAX_UNPAID_ORDERS / 2; i++) {
      expect((await addLines(twoCaterers())).status).toBe(201);
      expect(
        (await putEvent({ ...eventBody, eventDate: addDaysIso(todayIso(), 20 + i) })).status,
      ).toBe(200);
      expect((await checkout()).status).toBe(201);
    }
    expect((await addLines(twoCaterers())).status).toBe(201);
    expect((await putEvent({ ...eventBody, eventDate: addDaysIso(todayIso(), 40) })).status).toBe(
      200,
    );
    const over = await checkout();
    expect(over.status).toBe(409);
    expect(over.json.message).toBe(TOO_MANY_UNPAID);
  });
});

describe("the unpaid hold", () => {
  it("an unpaid event's lines expire together, free their slots, and the event is no longer payable", async () => {
    const { eventId, bookingIds } = await checkedOut();
    const later = new Date(Date.now() + 25 * 3_600_000);
    const { cancelled } = await expireUnpaidHolds(later);
    expect(cancelled.sort()).toEqual([...bookingIds].sort());
    const slots = await db.availability.findMany();
    expect(slots.map((s) => s.currentOrders)).toEqual([0, 0]);
    const pay = await call(eventIntentPost, `/api/events/${eventId}/payment-intent`, {
      token: customer.token,
      method: "POST",
      params: { id: String(eventId) },
    });
    expect(pay.status).toBe(409);
    expect(pay.json.message).toBe("Every order of this event has been cancelled");
  });
});

describe("partial cancellation", () => {
  it("a line cancelled by its caterer refunds exactly that line, once", async () => {
    const { eventId, bookingIds } = await checkedOut();
    await payEvent(eventId);
    const [lasagnaId, tiramisuId] = bookingIds as [number, number];
    const res = await setStatus(tiramisuId, { status: "cancelled", comments: "Oven broke" }, bea);
    expect(res.status).toBe(200);
    const refunds = await db.testPaymentRefund.findMany();
    expect(refunds.map((r) => r.amount)).toEqual([4000]);
    expect(await db.booking.findUniqueOrThrow({ where: { id: tiramisuId } })).toMatchObject({
      status: "cancelled",
      paymentStatus: "refunded",
    });
    expect(await db.booking.findUniqueOrThrow({ where: { id: lasagnaId } })).toMatchObject({
      status: "pending",
      paymentStatus: "paid",
    });
    // Again, by hand and by the retry job: nothing more goes back.
    await refundBookingPayment(tiramisuId);
    await retryRefundsNow();
    expect((await db.testPaymentRefund.findMany()).map((r) => r.amount)).toEqual([4000]);
    const intent = await db.testPaymentIntent.findFirstOrThrow();
    expect(intent).toMatchObject({ amountRefunded: 4000, refundedAt: null });
    expect(await db.emailOutbox.count({ where: { template: "payment-refund" } })).toBe(1);
    // The event itself stays paid: one line is still coming.
    expect(await db.cateringEvent.findUniqueOrThrow({ where: { id: eventId } })).toMatchObject({
      paymentStatus: "paid",
    });
  });

  it("the customer cancels one line more than 24 hours ahead: that line's amount back", async () => {
    const { eventId, bookingIds } = await checkedOut();
    await payEvent(eventId);
    const res = await setStatus(bookingIds[0]!, { status: "cancelled" }, customer);
    expect(res.status).toBe(200);
    expect((await db.testPaymentRefund.findMany()).map((r) => r.amount)).toEqual([19000]);
    expect(await db.booking.findUniqueOrThrow({ where: { id: bookingIds[1]! } })).toMatchObject({
      paymentStatus: "paid",
    });
  });

  it("a line cancelled before the payment is not charged", async () => {
    const { eventId, bookingIds } = await checkedOut();
    expect((await setStatus(bookingIds[0]!, { status: "cancelled" }, customer)).status).toBe(200);
    const intent = await payEvent(eventId);
    expect(intent.amount).toBe(4000);
    expect(await db.booking.findUniqueOrThrow({ where: { id: bookingIds[0]! } })).toMatchObject({
      paymentStatus: "pending",
      stripePaymentIntentId: null,
    });
  });
});

describe("who may touch what, and bad input", () => {
  it("another customer's line or event is a 404, and nothing changes", async () => {
    const added = await addLines(twoCaterers());
    const lineId = String(added.json.lines[0].id);
    const { eventId } = await checkedOut(stranger);
    const before = await counts();
    const patch = await call(cartLinePatch, `/api/cart/lines/${lineId}`, {
      body: { quantity: 5 },
      token: stranger.token,
      method: "PATCH",
      params: { id: lineId },
    });
    expect(patch.status).toBe(404);
    const del = await call(cartLineDelete, `/api/cart/lines/${lineId}`, {
      token: stranger.token,
      method: "DELETE",
      params: { id: lineId },
    });
    expect(del.status).toBe(404);
    const ev = await call(eventGet, `/api/events/${eventId}`, {
      token: customer.token,
      params: { id: String(eventId) },
    });
    expect(ev.status).toBe(404);
    const pay = await call(eventIntentPost, `/api/events/${eventId}/payment-intent`, {
      token: customer.token,
      method: "POST",
      params: { id: String(eventId) },
    });
    expect(pay.status).toBe(404);
    // A caterer of the event cannot pay it or read it as an event either.
    const byCaterer = await call(eventGet, `/api/events/${eventId}`, {
      token: rosa.token,
      params: { id: String(eventId) },
    });
    expect(byCaterer.status).toBe(404);
    expect((await call(eventsGet, "/api/events", { token: customer.token })).json).toEqual([]);
    expect(await counts()).toEqual(before);
    expect(
      await db.eventCartLine.findUniqueOrThrow({ where: { id: Number(lineId) } }),
    ).toMatchObject({ quantity: 2 });
  });

  it("anonymous callers get 401 on every private cart route", async () => {
    const before = await counts();
    expect((await call(cartGet, "/api/cart")).status).toBe(401);
    expect(
      (await call(cartLinesPost, "/api/cart/lines", { body: { lines: twoCaterers() } })).status,
    ).toBe(401);
    expect((await call(checkoutPost, "/api/cart/checkout", { method: "POST" })).status).toBe(401);
    expect((await call(eventsGet, "/api/events")).status).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it("malformed JSON, wrong types and ids out of range are 400 and change nothing", async () => {
    await addLines(twoCaterers());
    const before = await counts();
    const bad: [Parameters<typeof call>[0], string, Parameters<typeof call>[2], string][] = [
      [
        cartLinesPost,
        "/api/cart/lines",
        { rawBody: "{lines:", token: customer.token },
        "Request body must be valid JSON",
      ],
      [
        cartLinesPost,
        "/api/cart/lines",
        { body: [1, 2], token: customer.token },
        "Request body must be a JSON object",
      ],
      [
        cartLinesPost,
        "/api/cart/lines",
        { body: { lines: "lasagna" }, token: customer.token },
        "Lines must be a list",
      ],
      [
        cartLinesPost,
        "/api/cart/lines",
        { body: { lines: [] }, token: customer.token },
        "Add at least one line",
      ],
      [
        cartLinesPost,
        "/api/cart/lines",
        {
          body: { lines: [{ dishId: 99999999999, traySize: "medium", quantity: 1 }] },
          token: customer.token,
        },
        "Dish is required",
      ],
      [
        cartLinesPost,
        "/api/cart/lines",
        {
          body: { lines: [{ dishId: lasagna.id, traySize: "huge", quantity: 1 }] },
          token: customer.token,
        },
        "Tray size must be medium or large",
      ],
      [
        cartLinesPost,
        "/api/cart/lines",
        {
          body: { lines: [{ dishId: lasagna.id, traySize: "medium", quantity: 11 }] },
          token: customer.token,
        },
        "Maximum 10 trays per order",
      ],
      [
        cartLinesPost,
        "/api/cart/lines",
        {
          body: { lines: [{ dishId: lasagna.id, traySize: "medium", quantity: "2x" }] },
          token: customer.token,
        },
        "Quantity must be at least 1",
      ],
      [
        cartEventPut,
        "/api/cart/event",
        { body: { guestCount: 0 }, token: customer.token, method: "PUT" },
        "Guest count must be at least 1",
      ],
      [
        cartEventPut,
        "/api/cart/event",
        { body: { guestCount: "many" }, token: customer.token, method: "PUT" },
        "Guest count must be a whole number",
      ],
      [
        cartEventPut,
        "/api/cart/event",
        { body: { eventDate: "2020-01-01" }, token: customer.token, method: "PUT" },
        "Event date must be after today",
      ],
      [
        cartEventPut,
        "/api/cart/event",
        { body: { eventTime: "25:00" }, token: customer.token, method: "PUT" },
        "Event time must be a valid time (HH:mm)",
      ],
      [
        cartLinePatch,
        "/api/cart/lines/2147483648",
        {
          body: { quantity: 2 },
          token: customer.token,
          method: "PATCH",
          params: { id: "2147483648" },
        },
        "Invalid cart line id",
      ],
      [
        cartLinePatch,
        "/api/cart/lines/-1",
        { body: { quantity: 2 }, token: customer.token, method: "PATCH", params: { id: "-1" } },
        "Invalid cart line id",
      ],
      [
        cartLineDelete,
        "/api/cart/lines/1e3",
        { token: customer.token, method: "DELETE", params: { id: "1e3" } },
        "Invalid cart line id",
      ],
      [
        eventIntentPost,
        "/api/events/0/payment-intent",
        { token: customer.token, method: "POST", params: { id: "0" } },
        "Invalid event id",
      ],
      [
        cartQuotePost,
        "/api/cart/quote",
        { body: { lines: [{ dishId: true }] } },
        "Dish is required",
      ],
      [
        cartMergePost,
        "/api/cart/merge",
        { body: { lines: null }, token: customer.token },
        "Lines must be a list",
      ],
    ];
    for (const [handler, path, options, message] of bad) {
      const res = await call(handler, path, options);
      expect([path, res.status, res.json.message]).toEqual([path, 400, message]);
    }
    // A dish that does not exist is 404.
    const missing = await addLines([{ dishId: 2147483647, traySize: "medium", quantity: 1 }]);
    expect(missing.status).toBe(404);
    expect(await counts()).toEqual(before);
  });
});
