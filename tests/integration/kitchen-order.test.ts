/**
 * @jest-environment node
 *
 * The kitchen order (docs/product-rules.md §20): one order per kitchen per event with many
 * lines, one slot whatever its lines, the kitchen acting on the whole order, changes until
 * the cutoff (paid: the kitchen accepts, the customer pays the difference), the response
 * deadline, and the admin's edit through the same path. Amounts are computed here from the
 * test's own prices, never by the product's helpers.
 */
import { GET as orderGet } from "@/app/api/orders/[id]/route";
import { GET as ordersGet } from "@/app/api/orders/route";
import { POST as confirmPost } from "@/app/api/orders/[id]/confirm/route";
import { POST as declinePost } from "@/app/api/orders/[id]/decline/route";
import { POST as changePost } from "@/app/api/orders/[id]/changes/route";
import { POST as acceptPost } from "@/app/api/orders/[id]/changes/[changeId]/accept/route";
import { POST as changeDeclinePost } from "@/app/api/orders/[id]/changes/[changeId]/decline/route";
import { POST as changeIntentPost } from "@/app/api/orders/[id]/changes/[changeId]/payment-intent/route";
import { POST as changeConfirmPost } from "@/app/api/orders/[id]/changes/[changeId]/payment/confirm/route";
import { PUT as adminEditPut } from "@/app/api/admin/bookings/[id]/route";
import { POST as bookingsPost } from "@/app/api/bookings/route";
import { addDaysIso, isoToUtcDate, todayIso } from "@/lib/dates";
import { db } from "@/lib/server/db";
import {
  expireUnansweredOrders,
  remindUnansweredOrders,
} from "@/lib/server/orders/response-deadline";
import { acceptanceRates } from "@/lib/server/kitchens/acceptance-rate";
import {
  addLines,
  bookingIntent,
  checkout,
  setStatus,
  eventBody,
  eventIntent,
  intentOf,
  moneyWorld,
  payWithCard,
  putEvent,
  type MoneyWorld,
  type Person,
} from "../support/event-money";
import { makeDish, signedIn, makeDate } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

let w: MoneyWorld;
beforeEach(async () => {
  await resetDatabase();
  w = await moneyWorld();
});
afterAll(() => db.$disconnect());

const order = (who: Person, id: number) =>
  call(orderGet, `/api/orders/${id}`, { token: who.token, params: { id: String(id) } });
const act = (handler: typeof confirmPost, verb: string, who: Person, id: number, body?: unknown) =>
  call(handler, `/api/orders/${id}/${verb}`, {
    token: who.token,
    method: "POST",
    params: { id: String(id) },
    ...(body ? { body } : {}),
  });
const change = (who: Person, id: number, body: unknown) =>
  call(changePost, `/api/orders/${id}/changes`, {
    token: who.token,
    body,
    params: { id: String(id) },
  });
/** The spec's single order: two medium trays of lasagna, ten days ahead. */
const singleOrder = () =>
  call(bookingsPost, "/api/bookings", {
    token: w.customer.token,
    body: {
      catererId: w.rosa.caterer.id,
      dishId: w.lasagna.id,
      customerName: "Casey Morgan",
      customerEmail: "casey@example.com",
      eventDate: addDaysIso(todayIso(), 10),
      eventTime: "18:00",
      traySize: "medium",
      quantity: 2,
    },
  });

const onChange = (
  handler: typeof acceptPost,
  verb: string,
  who: Person,
  id: number,
  changeId: number,
  body?: unknown,
) =>
  call(handler, `/api/orders/${id}/changes/${changeId}/${verb}`, {
    token: who.token,
    method: "POST",
    params: { id: String(id), changeId: String(changeId) },
    ...(body ? { body } : {}),
  });
const slot = (catererId: number, days: number) =>
  db.availability.findUnique({
    where: { catererId_date: { catererId, date: isoToUtcDate(addDaysIso(todayIso(), days)) } },
  });
const emailsTo = async (template: string) =>
  db.emailOutbox.findMany({ where: { template }, orderBy: { id: "asc" } });

/** Five dishes of Rosa's for one event, as the planner proposes them. */
async function fiveDishCheckout(days = 12) {
  const dishes = [w.lasagna];
  for (const name of ["Caprese", "Focaccia", "Tiramisu Rosa", "Arancini"]) {
    dishes.push(await makeDish(w.rosa.caterer.id, "40.00", "70.00", name));
  }
  const lines = dishes.map((d, i) => ({
    dishId: d.id,
    traySize: i === 0 ? "large" : "medium",
    quantity: 2,
  }));
  expect((await addLines(w.customer, lines)).status).toBe(201);
  expect((await putEvent(w.customer, eventBody(addDaysIso(todayIso(), days)))).status).toBe(200);
  const res = await checkout(w.customer);
  expect(res.status).toBe(201);
  return { ...(res.json as { eventId: number; bookingIds: number[] }), dishes };
}

async function payEvent(eventId: number) {
  const intent = await eventIntent(w.customer, eventId);
  expect(intent.status).toBe(200);
  expect(await payWithCard(intent.json.clientSecret, null)).toBe(200);
  return intentOf(intent.json.clientSecret);
}

describe("one order per kitchen per event", () => {
  it("five dishes of one kitchen check out as one order with five lines and one slot, paid once", async () => {
    const { eventId, bookingIds } = await fiveDishCheckout();
    const orders = await db.order.findMany({ include: { lines: true } });
    expect(orders).toHaveLength(1);
    expect(orders[0]!.lines.map((l) => l.id).sort()).toEqual([...bookingIds].sort());
    expect(orders[0]!.id).toBe(Math.min(...bookingIds));
    const s = await slot(w.rosa.caterer.id, 12);
    expect(s?.currentOrders).toBe(1);
    // 2 large (1.5 each) + 4 × 2 medium = 11 tray units.
    expect(Number(s?.currentTrays)).toBe(11);
    // One email to the kitchen for the whole order, not five.
    expect((await emailsTo("order-update")).map((e) => (e.data as { kind: string }).kind)).toEqual([
      "placed",
    ]);
    expect(await emailsTo("booking-placed")).toHaveLength(0);

    await payEvent(eventId);
    const res = await order(w.customer, orders[0]!.id);
    expect(res.status).toBe(200);
    expect(res.json.lines).toHaveLength(5);
    expect(res.json.paymentStatus).toBe("paid");
    // 2 × $95 + 4 × 2 × $40 = $510.00, charged once.
    expect(res.json.money.chargedCents).toBe(51000);
  });

  it("the spec's single order is a one-line order whose number is its booking's", async () => {
    const res = await singleOrder();
    expect(res.status).toBe(201);
    expect(res.json.orderId).toBe(res.json.id);
    expect(res.json.totalPrice).toBe(11000);
    const stored = await db.order.findUniqueOrThrow({
      where: { id: res.json.id },
      include: { lines: true },
    });
    expect(stored.lines).toHaveLength(1);
    expect(stored.eventId).toBeNull();
  });

  it("concurrent checkouts for a kitchen's last slot never overbook it", async () => {
    const date = addDaysIso(todayIso(), 14);
    await makeDate(w.rosa.caterer.id, date, { maxOrders: 1, maxTrays: 6 });
    const customers = [w.customer];
    for (const name of ["Dee", "Eli", "Fay"]) customers.push(await signedIn("user", name));
    for (const c of customers) {
      expect(
        (
          await addLines(c, [
            { dishId: w.lasagna.id, traySize: "medium", quantity: 2 },
            { dishId: w.lasagna.id, traySize: "large", quantity: 2 },
          ])
        ).status,
      ).toBe(201);
      expect((await putEvent(c, eventBody(date))).status).toBe(200);
    }
    const results = await Promise.all(customers.map((c) => checkout(c)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) expect(r.status).toBe(409);
    const s = await slot(w.rosa.caterer.id, 14);
    expect(s?.currentOrders).toBe(1);
    expect(Number(s?.currentTrays)).toBe(5);
    expect(await db.order.count()).toBe(1);
    expect(await db.booking.count()).toBe(2);
  });
});

describe("the kitchen acts on the order", () => {
  it("confirms once: every line confirmed, one email, the decision counted", async () => {
    const { bookingIds } = await fiveDishCheckout();
    const id = Math.min(...bookingIds);
    const res = await act(confirmPost, "confirm", w.rosa, id);
    expect(res.status).toBe(200);
    expect(res.json.status).toBe("confirmed");
    expect(res.json.lines.map((l: { status: string }) => l.status)).toEqual(
      Array(5).fill("confirmed"),
    );
    const mails = (await emailsTo("order-update")).filter(
      (e) => (e.data as { kind: string }).kind === "confirmed",
    );
    expect(mails).toHaveLength(1);
    expect(await emailsTo("booking-status")).toHaveLength(0);
    expect((await db.order.findUniqueOrThrow({ where: { id } })).decision).toBe("confirmed");
    // Another kitchen cannot touch it; the customer cannot confirm it.
    expect((await act(confirmPost, "confirm", w.bea, id)).status).toBe(404);
    expect((await act(confirmPost, "confirm", w.customer, id)).status).toBe(404);
    expect((await act(confirmPost, "confirm", w.rosa, id)).status).toBe(409);
  });

  it("declines a paid order with a reason: every line cancelled, refunded in full, the slot free", async () => {
    const { eventId, bookingIds } = await fiveDishCheckout();
    await payEvent(eventId);
    const id = Math.min(...bookingIds);
    // Declining is the spec's cancellation: its reason is required, in the spec's words.
    const blank = await act(declinePost, "decline", w.rosa, id, { reason: "" });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toBe("Please provide a reason for cancellation");
    expect((await db.booking.findMany({ where: { orderId: id } })).map((b) => b.status)).toEqual(
      Array(5).fill("pending"),
    );
    const res = await act(declinePost, "decline", w.rosa, id, { reason: "Oven broke" });
    expect(res.status).toBe(200);
    expect(res.json.status).toBe("cancelled");
    expect(res.json.paymentStatus).toBe("refunded");
    expect(res.json.money.refundedCents).toBe(51000);
    const s = await slot(w.rosa.caterer.id, 12);
    expect(s?.currentOrders).toBe(0);
    expect(Number(s?.currentTrays)).toBe(0);
    const refunds = await db.moneyMovement.findMany({ where: { kind: "refund" } });
    expect(refunds.reduce((sum, r) => sum + r.amount, 0)).toBe(51000);
    expect((await db.order.findUniqueOrThrow({ where: { id } })).decision).toBe("declined");
  });

  it("a single line can still be cancelled on its own; the order keeps its slot until the last", async () => {
    const { bookingIds } = await fiveDishCheckout();
    const [first, ...rest] = bookingIds;
    expect((await setStatus(w.customer, first!, "cancelled")).status).toBe(200);
    expect((await slot(w.rosa.caterer.id, 12))?.currentOrders).toBe(1);
    for (const id of rest) expect((await setStatus(w.customer, id, "cancelled")).status).toBe(200);
    expect((await slot(w.rosa.caterer.id, 12))?.currentOrders).toBe(0);
    expect((await db.order.findFirstOrThrow()).status).toBe("cancelled");
  });
});

describe("changes until the cutoff", () => {
  it("an unpaid order the kitchen has not confirmed changes at once; trays follow exactly", async () => {
    const { bookingIds, dishes } = await fiveDishCheckout();
    const id = Math.min(...bookingIds);
    const lines = await db.booking.findMany({ where: { orderId: id }, orderBy: { id: "asc" } });
    const res = await change(w.customer, id, {
      guestCount: 40,
      lines: [
        { lineId: lines[1]!.id, dishId: dishes[1]!.id, traySize: "medium", quantity: 3 },
        { lineId: lines[4]!.id, dishId: dishes[4]!.id, traySize: "medium", quantity: 0 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.json.change.status).toBe("applied");
    expect(res.json.order.guestCount).toBe(40);
    // 510 + 40 (one more Caprese) - 80 (Arancini removed) = $470.
    expect(res.json.order.money.totalCents).toBe(47000);
    expect(res.json.order.money.dueCents).toBe(47000);
    // 11 units + 1 - 2.
    expect(Number((await slot(w.rosa.caterer.id, 12))?.currentTrays)).toBe(10);
    expect((await slot(w.rosa.caterer.id, 12))?.currentOrders).toBe(1);
  });

  it("a paid order grows: the kitchen accepts, the customer pays the difference, both see the new lines", async () => {
    const { eventId, bookingIds, dishes } = await fiveDishCheckout();
    const firstIntent = await payEvent(eventId);
    const id = Math.min(...bookingIds);
    expect((await act(confirmPost, "confirm", w.rosa, id)).status).toBe(200);
    const lines = await db.booking.findMany({ where: { orderId: id }, orderBy: { id: "asc" } });
    // 40 guests instead of 30: one more Caprese and one more Focaccia (2 medium trays).
    const asked = await change(w.customer, id, {
      guestCount: 40,
      lines: [
        { lineId: lines[1]!.id, dishId: dishes[1]!.id, traySize: "medium", quantity: 3 },
        { lineId: lines[2]!.id, dishId: dishes[2]!.id, traySize: "medium", quantity: 3 },
      ],
    });
    expect(asked.status).toBe(201);
    const changeId = asked.json.change.id;
    expect(asked.json.change.status).toBe("requested");
    expect(asked.json.change.chargeCents).toBe(8000);
    // The order keeps its status and its lines until the change applies.
    expect(asked.json.order.status).toBe("confirmed");
    expect(asked.json.order.money.totalCents).toBe(51000);
    expect(
      (await emailsTo("order-update")).some(
        (e) => (e.data as { kind: string }).kind === "change-requested",
      ),
    ).toBe(true);
    // Only the kitchen decides; a second change waits.
    expect((await onChange(acceptPost, "accept", w.customer, id, changeId)).status).toBe(404);
    expect((await change(w.customer, id, { guestCount: 41 })).status).toBe(409);

    const accepted = await onChange(acceptPost, "accept", w.rosa, id, changeId);
    expect(accepted.status).toBe(200);
    expect(accepted.json.openChange.status).toBe("accepted");
    // The two trays are held for the customer while they pay.
    expect(Number((await slot(w.rosa.caterer.id, 12))?.currentTrays)).toBe(13);

    const intent = await onChange(changeIntentPost, "payment-intent", w.customer, id, changeId);
    expect(intent.status).toBe(200);
    expect(intent.json.amount).toBe(8000);
    expect(await payWithCard(intent.json.clientSecret, null)).toBe(200);
    const confirmed = await onChange(
      changeConfirmPost,
      "payment/confirm",
      w.customer,
      id,
      changeId,
      {
        paymentIntentId: intentOf(intent.json.clientSecret),
      },
    );
    expect(confirmed.status).toBe(200);

    for (const who of [w.customer, w.rosa]) {
      const seen = await order(who, id);
      expect(seen.json.status).toBe("confirmed");
      expect(seen.json.guestCount).toBe(40);
      expect(seen.json.money.totalCents).toBe(59000);
      expect(seen.json.money.chargedCents).toBe(59000);
      expect(seen.json.lines.map((l: { quantity: number }) => l.quantity)).toEqual([2, 3, 3, 2, 2]);
      expect(seen.json.changes[0].status).toBe("applied");
    }
    expect(Number((await slot(w.rosa.caterer.id, 12))?.currentTrays)).toBe(13);
    // The ledger: the event's charge and the change's two line charges.
    const charges = await db.moneyMovement.findMany({ where: { kind: "charge" } });
    expect(
      charges.filter((c) => c.intentId === firstIntent).reduce((s, c) => s + c.amount, 0),
    ).toBe(51000);
    expect(
      charges
        .filter((c) => c.intentId !== firstIntent)
        .map((c) => c.amount)
        .sort(),
    ).toEqual([4000, 4000]);
    const receipts = await emailsTo("order-receipt");
    expect(receipts).toHaveLength(1);
    expect((receipts[0]!.data as { order: { totalCents: number } }).order.totalCents).toBe(59000);
  });

  it("a paid order made smaller applies at once and is refunded under the kitchen's policy", async () => {
    // Bea's moderate policy: full refund more than 72 hours ahead.
    expect(
      (await addLines(w.customer, [{ dishId: w.tiramisu.id, traySize: "medium", quantity: 4 }]))
        .status,
    ).toBe(201);
    expect((await putEvent(w.customer, eventBody(addDaysIso(todayIso(), 12)))).status).toBe(200);
    const { eventId, bookingIds } = (await checkout(w.customer)).json;
    await payEvent(eventId);
    const id = bookingIds[0];
    const res = await change(w.customer, id, {
      lines: [{ lineId: id, dishId: w.tiramisu.id, traySize: "medium", quantity: 1 }],
    });
    expect(res.status).toBe(201);
    expect(res.json.change.status).toBe("applied");
    expect(res.json.change.refundCents).toBe(12000);
    expect(res.json.order.money.refundedCents).toBe(12000);
    expect(res.json.order.money.chargedCents).toBe(16000);
    const refund = await db.moneyMovement.findMany({ where: { kind: "refund" } });
    expect(refund.map((r) => r.amount)).toEqual([12000]);
    const line = await db.booking.findUniqueOrThrow({ where: { id } });
    expect(line.changeRefundedCents).toBe(12000);
    expect(line.totalPrice).toBe(4000);
    const provider = await db.testPaymentIntent.findFirstOrThrow({ where: { eventId } });
    expect(provider.amountRefunded).toBe(12000);
  });

  it("after the cutoff a change is refused with the cutoff time", async () => {
    const { bookingIds } = await fiveDishCheckout(5);
    const id = Math.min(...bookingIds);
    // The kitchen now asks a week's notice: this order is inside it.
    await db.caterer.update({ where: { id: w.rosa.caterer.id }, data: { minNoticeHours: 24 * 7 } });
    const res = await change(w.customer, id, { guestCount: 45 });
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(
      /^Changes to this order closed at \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} [AP]M \w+\. Please message the kitchen\.$/,
    );
  });

  it("the kitchen may decline a change; the order stays as it was", async () => {
    const { eventId, bookingIds, dishes } = await fiveDishCheckout();
    await payEvent(eventId);
    const id = Math.min(...bookingIds);
    const asked = await change(w.customer, id, {
      lines: [{ dishId: dishes[1]!.id, traySize: "large", quantity: 1 }],
    });
    expect(asked.json.change.status).toBe("requested");
    // No reason: refused, the change still waits.
    const blank = await onChange(changeDeclinePost, "decline", w.rosa, id, asked.json.change.id, {
      reason: " ",
    });
    expect(blank.status).toBe(400);
    expect(blank.json.message).toBe("Please provide a reason for declining");
    expect(
      (await db.orderChange.findUniqueOrThrow({ where: { id: asked.json.change.id } })).status,
    ).toBe("requested");
    const declined = await onChange(
      changeDeclinePost,
      "decline",
      w.rosa,
      id,
      asked.json.change.id,
      { reason: "No room" },
    );
    expect(declined.status).toBe(200);
    expect(declined.json.changes[0].status).toBe("declined");
    expect(declined.json.lines).toHaveLength(5);
    expect(Number((await slot(w.rosa.caterer.id, 12))?.currentTrays)).toBe(11);
  });

  it("bad input is a 400 and changes nothing; another customer's order is a 404", async () => {
    const { bookingIds } = await fiveDishCheckout();
    const id = Math.min(...bookingIds);
    const before = await db.booking.findMany({ orderBy: { id: "asc" } });
    for (const body of [
      { lines: "x" },
      { guestCount: 0 },
      { lines: [{ dishId: w.lasagna.id, traySize: "huge", quantity: 1 }] },
      { lines: [{ lineId: 999999, dishId: w.lasagna.id, traySize: "medium", quantity: 1 }] },
    ]) {
      expect((await change(w.customer, id, body)).status).toBe(400);
    }
    expect(
      (
        await change(w.customer, id, {
          lines: [{ dishId: w.tiramisu.id, traySize: "medium", quantity: 1 }],
        })
      ).status,
    ).toBe(404);
    const stranger = await signedIn("user", "Zed");
    expect((await change(stranger, id, { guestCount: 20 })).status).toBe(404);
    expect((await change(w.rosa, id, { guestCount: 20 })).status).toBe(403);
    expect(await db.booking.findMany({ orderBy: { id: "asc" } })).toEqual(before);
    expect(await db.orderChange.count()).toBe(0);
  });
});

describe("the response deadline", () => {
  it("a paid order not confirmed in time is cancelled and refunded by the job, with a reminder halfway", async () => {
    const { eventId, bookingIds } = await fiveDishCheckout();
    await payEvent(eventId);
    const id = Math.min(...bookingIds);
    const stored = await db.order.findUniqueOrThrow({ where: { id } });
    const paidAt = (await db.cateringEvent.findUniqueOrThrow({ where: { id: eventId } })).paidAt!;
    // The event is 12 days away: 24 hours after the payment, the reminder at 12.
    expect(stored.respondBy!.getTime() - paidAt.getTime()).toBe(24 * 3_600_000);
    expect(stored.remindAt!.getTime() - paidAt.getTime()).toBe(12 * 3_600_000);

    expect(await remindUnansweredOrders(new Date(paidAt.getTime() + 11 * 3_600_000))).toBe(0);
    expect(await remindUnansweredOrders(new Date(paidAt.getTime() + 13 * 3_600_000))).toBe(1);
    const reminders = (await emailsTo("order-update")).filter(
      (e) => (e.data as { kind: string }).kind === "respond-reminder",
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.toAddress).toBe(w.rosa.user.email);

    expect(
      (await expireUnansweredOrders(new Date(paidAt.getTime() + 23 * 3_600_000))).expired,
    ).toEqual([]);
    expect(
      (await expireUnansweredOrders(new Date(paidAt.getTime() + 25 * 3_600_000))).expired,
    ).toEqual([id]);
    const after = await order(w.customer, id);
    expect(after.json.status).toBe("cancelled");
    expect(after.json.paymentStatus).toBe("refunded");
    expect(after.json.money.refundedCents).toBe(51000);
    expect((await db.order.findUniqueOrThrow({ where: { id } })).decision).toBe("expired");
    expect(await emailsTo("order-receipt")).toHaveLength(1);
    expect((await slot(w.rosa.caterer.id, 12))?.currentOrders).toBe(0);
    // The kitchen's acceptance rate: confirmed 0 of 1 decided.
    expect((await acceptanceRates([w.rosa.caterer.id])).get(w.rosa.caterer.id)).toEqual({
      confirmed: 0,
      decided: 1,
      rate: 0,
    });
  });

  it("an order confirmed in time is left alone", async () => {
    const { eventId, bookingIds } = await fiveDishCheckout();
    await payEvent(eventId);
    const id = Math.min(...bookingIds);
    expect((await act(confirmPost, "confirm", w.rosa, id)).status).toBe(200);
    expect((await expireUnansweredOrders(new Date(Date.now() + 48 * 3_600_000))).expired).toEqual(
      [],
    );
    expect((await acceptanceRates([w.rosa.caterer.id])).get(w.rosa.caterer.id)).toEqual({
      confirmed: 1,
      decided: 1,
      rate: 100,
    });
  });
});

describe("the admin's edit of a paid order goes through the change path", () => {
  it("more trays wait for the customer's payment; fewer are refunded at once; both audited", async () => {
    const res = await singleOrder();
    const id = res.json.id;
    const intent = await bookingIntent(w.customer, id);
    expect(await payWithCard(intent.json.clientSecret, null)).toBe(200);
    const edit = (quantity: number) =>
      call(adminEditPut, `/api/admin/bookings/${id}`, {
        token: w.admin.token,
        method: "PUT",
        params: { id: String(id) },
        body: {
          customerName: "Casey Morgan",
          customerEmail: "casey@example.com",
          eventDate: addDaysIso(todayIso(), 10),
          eventTime: "18:00",
          traySize: "medium",
          quantity,
        },
      });
    const up = await edit(3);
    expect(up.status).toBe(200);
    expect(up.json.quantity).toBe(2);
    expect(up.json.change.status).toBe("accepted");
    expect(up.json.change.chargeCents).toBe(5500);
    const pay = await onChange(
      changeIntentPost,
      "payment-intent",
      w.customer,
      id,
      up.json.change.id,
    );
    expect(await payWithCard(pay.json.clientSecret, null)).toBe(200);
    await onChange(changeConfirmPost, "payment/confirm", w.customer, id, up.json.change.id, {
      paymentIntentId: intentOf(pay.json.clientSecret),
    });
    expect((await db.booking.findUniqueOrThrow({ where: { id } })).paymentAmount).toBe(16500);

    const down = await edit(1);
    expect(down.status).toBe(200);
    expect(down.json.quantity).toBe(1);
    expect(down.json.change.status).toBe("applied");
    // An admin's change gives back all it takes away: 2 trays of $55.
    expect(down.json.change.refundCents).toBe(11000);
    const line = await db.booking.findUniqueOrThrow({ where: { id } });
    expect(line.changeRefundedCents).toBe(11000);
    // Across two intents: the refund comes from the newest first ($55), then the first ($55).
    const refunds = await db.moneyMovement.findMany({
      where: { kind: "refund" },
      orderBy: { id: "asc" },
    });
    expect(refunds.map((r) => r.amount).sort()).toEqual([5500, 5500]);
    const audit = await db.auditLog.findMany({ where: { action: "order.change" } });
    expect(audit).toHaveLength(2);
  });
});

describe("My Orders' list", () => {
  it("GET /api/orders lists the customer's orders only, and answers privately", async () => {
    await fiveDishCheckout();
    const mine = await call(ordersGet, "/api/orders", { token: w.customer.token });
    expect(mine.status).toBe(200);
    expect(mine.json).toHaveLength(1);
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    const kitchen = await call(ordersGet, "/api/orders?kitchen=mine", {
      token: w.rosa.token,
      query: { kitchen: "mine" },
    });
    expect(kitchen.json).toHaveLength(1);
    expect((await call(ordersGet, "/api/orders", { token: w.bea.token })).json).toHaveLength(0);
    expect((await call(ordersGet, "/api/orders")).status).toBe(401);
  });
});
