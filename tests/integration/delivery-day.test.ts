/**
 * @jest-environment node
 *
 * Delivery and the kitchen's day (docs/product-rules.md §24): delivery progress forward only
 * and only by the order's kitchen, the customer emailed in the same transaction; the
 * day-before reconfirmation (sent once, its one-tap link works once and refuses a forged
 * token); the admin's alert 12 hours before the window; the admin's late flag. The jobs get
 * a fixed `now`; times are written out by hand (America/New_York, EST = UTC-5).
 */
import { GET as orderGet } from "@/app/api/orders/[id]/route";
import { POST as outPost } from "@/app/api/orders/[id]/out-for-delivery/route";
import { POST as deliveredPost } from "@/app/api/orders/[id]/delivered/route";
import { POST as reconfirmPost } from "@/app/api/orders/[id]/reconfirm/route";
import { GET as linkGet, POST as linkPost } from "@/app/api/orders/reconfirm/route";
import { isoToUtcDate } from "@/lib/dates";
import { db } from "@/lib/server/db";
import { renderEmail, type EmailData } from "@/lib/server/jobs/emails";
import { listDeliveryAlerts } from "@/lib/server/orders/delivery-alerts";
import { listKitchenDay } from "@/lib/server/orders/list-kitchen-day";
import { updateKitchenSettings } from "@/lib/server/kitchens/kitchen-settings";
import { alertUnreconfirmed, requestReconfirmations } from "@/lib/server/orders/reconfirmation";
import { createLine, makeDish, signedIn, signedInCaterer } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

let kitchen: Awaited<ReturnType<typeof signedInCaterer>>;
let other: Awaited<ReturnType<typeof signedInCaterer>>;
let customer: Awaited<ReturnType<typeof signedIn>>;
let admin: Awaited<ReturnType<typeof signedIn>>;

beforeEach(async () => {
  await resetDatabase();
  kitchen = await signedInCaterer("Ama");
  other = await signedInCaterer("Bola");
  customer = await signedIn("user", "Casey");
  admin = await signedIn("admin", "Ada");
});
afterAll(() => db.$disconnect());

/** A one-line order of the kitchen's in the given state, for a date and time. */
async function order(
  catererId: number,
  status: "pending" | "confirmed" = "confirmed",
  eventDate = "2026-12-10",
  eventTime = "12:00",
) {
  const dish = await makeDish(catererId, "55.00", "95.00", `Dish ${status} ${eventTime}`);
  const line = await createLine({
    catererId,
    userId: customer.user.id,
    dishId: dish.id,
    dishName: dish.name,
    customerName: "Casey Morgan",
    customerEmail: "casey@example.com",
    eventDate: isoToUtcDate(eventDate),
    eventTime,
    traySize: "large",
    quantity: 2,
    status,
    totalPrice: 19000,
  });
  return line.orderId;
}

const post = (handler: typeof outPost, verb: string, id: number, token?: string, body?: unknown) =>
  call(handler, `/api/orders/${id}/${verb}`, {
    method: "POST",
    token,
    params: { id: String(id) },
    ...(body !== undefined ? { body } : {}),
  });
const row = (id: number) => db.order.findUniqueOrThrow({ where: { id } });
const mails = async (template: string, kind?: string) =>
  (await db.emailOutbox.findMany({ where: { template }, orderBy: { id: "asc" } })).filter(
    (m) => !kind || (m.data as { kind?: string }).kind === kind,
  );
const progressOf = async (id: number) => {
  const o = await row(id);
  return [o.status, o.deliveryStatus, o.outForDeliveryAt, o.deliveryNote, o.deliveredAt];
};

describe("delivery progress", () => {
  it("goes out with a note, then delivered, emailing the customer each time", async () => {
    const id = await order(kitchen.caterer.id);
    const out = await post(outPost, "out-for-delivery", id, kitchen.token, {
      note: "  Driver: Sam, blue van  ",
    });
    expect(out.status).toBe(200);
    expect(out.json).toMatchObject({
      id,
      status: "confirmed",
      deliveryStatus: "out_for_delivery",
      deliveryNote: "Driver: Sam, blue van",
      outForDeliveryAt: expect.any(String),
      deliveredAt: null,
      // 12:00 EST on Dec 10 with the default lead of 45 minutes.
      arrivalFrom: "2026-12-10T16:15:00.000Z",
      arrivalTo: "2026-12-10T16:45:00.000Z",
    });
    const onTheWay = await mails("order-update", "out-for-delivery");
    expect(onTheWay).toHaveLength(1);
    expect(onTheWay[0]!.toAddress).toBe(customer.user.email);
    expect(onTheWay[0]!.data).toMatchObject({
      arrival: "Arrives 11:15 AM-11:45 AM",
      deliveryNote: "Driver: Sam, blue van",
    });

    const done = await post(deliveredPost, "delivered", id, kitchen.token);
    expect(done.status).toBe(200);
    // The spec's status is untouched: delivery progress is a field of its own.
    expect(done.json).toMatchObject({ status: "confirmed", deliveryStatus: "delivered" });
    expect(new Date(done.json.deliveredAt).getTime()).toBeGreaterThanOrEqual(
      new Date(done.json.outForDeliveryAt).getTime(),
    );
    const delivered = await mails("order-update", "delivered");
    expect(delivered.map((m) => m.toAddress)).toEqual([customer.user.email]);
    const read = await call(orderGet, `/api/orders/${id}`, {
      token: customer.token,
      params: { id: String(id) },
    });
    expect(read.json).toMatchObject({
      deliveryStatus: "delivered",
      deliveryNote: expect.any(String),
    });
  });

  it("only moves forward, and only on a confirmed order; a refusal changes nothing", async () => {
    const id = await order(kitchen.caterer.id);
    const skip = await post(deliveredPost, "delivered", id, kitchen.token);
    expect(skip.status).toBe(409);
    expect(skip.json.message).toBe(`Mark order #${id} out for delivery first`);
    expect((await row(id)).deliveryStatus).toBe("none");

    expect((await post(outPost, "out-for-delivery", id, kitchen.token)).status).toBe(200);
    const before = await progressOf(id);
    const again = await post(outPost, "out-for-delivery", id, kitchen.token, { note: "Again" });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(`Order #${id} is already out for delivery`);
    expect(await progressOf(id)).toEqual(before);

    expect((await post(deliveredPost, "delivered", id, kitchen.token)).status).toBe(200);
    const delivered = await progressOf(id);
    for (const [handler, verb] of [
      [outPost, "out-for-delivery"],
      [deliveredPost, "delivered"],
    ] as const) {
      const back = await post(handler, verb, id, kitchen.token);
      expect(back.status).toBe(409);
      expect(back.json.message).toBe(`Order #${id} was already delivered`);
    }
    expect(await progressOf(id)).toEqual(delivered);
    expect(await mails("order-update", "out-for-delivery")).toHaveLength(1);
    expect(await mails("order-update", "delivered")).toHaveLength(1);

    const pending = await order(kitchen.caterer.id, "pending");
    const early = await post(outPost, "out-for-delivery", pending, kitchen.token);
    expect(early.status).toBe(409);
    expect(early.json.message).toBe(
      `Order #${pending} is pending; only a confirmed order can go out for delivery`,
    );
    expect((await row(pending)).deliveryStatus).toBe("none");
  });

  it("is the order's kitchen's alone: 403 for its customer and an admin, 404 elsewhere", async () => {
    const id = await order(kitchen.caterer.id);
    const before = await progressOf(id);
    for (const who of [customer, admin]) {
      const res = await post(outPost, "out-for-delivery", id, who.token, { note: "x" });
      expect(res.status).toBe(403);
      expect(res.json.message).toBe("Only the order's kitchen can update its delivery");
    }
    expect((await post(outPost, "out-for-delivery", id, other.token)).status).toBe(404);
    expect((await post(deliveredPost, "delivered", id, other.token)).status).toBe(404);
    expect((await post(outPost, "out-for-delivery", id)).status).toBe(401);
    expect(await progressOf(id)).toEqual(before);
    expect(await db.emailOutbox.count()).toBe(0);
  });

  it("refuses a kitchen that is the order's customer, not its kitchen", async () => {
    // Bola's kitchen ordered from Ama's: Bola sees the order as its customer, and that is all.
    const dish = await makeDish(kitchen.caterer.id, "55.00", "95.00", "Ordered by a kitchen");
    const line = await createLine({
      catererId: kitchen.caterer.id,
      userId: other.user.id,
      dishId: dish.id,
      dishName: dish.name,
      customerName: "Bola Person",
      customerEmail: other.user.email,
      eventDate: isoToUtcDate("2026-12-10"),
      eventTime: "12:00",
      traySize: "medium",
      quantity: 1,
      status: "confirmed",
      totalPrice: 5500,
    });
    const res = await post(outPost, "out-for-delivery", line.orderId, other.token);
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("Only the order's kitchen can update its delivery");
    expect((await post(reconfirmPost, "reconfirm", line.orderId, other.token)).status).toBe(403);
    expect(await progressOf(line.orderId)).toEqual(["confirmed", "none", null, null, null]);
  });

  it("refuses a note over 500 characters with its message", async () => {
    const id = await order(kitchen.caterer.id);
    const res = await post(outPost, "out-for-delivery", id, kitchen.token, {
      note: "x".repeat(501),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain("The note must be at most 500 characters");
    expect((await row(id)).deliveryStatus).toBe("none");
  });
});

describe("the day-before reconfirmation", () => {
  // 10:00 EST on Dec 9: tomorrow is Dec 10.
  const dayBefore = new Date("2026-12-09T15:00:00Z");

  it("asks each kitchen once for each confirmed order of tomorrow", async () => {
    const mine = await order(kitchen.caterer.id);
    const theirs = await order(other.caterer.id, "confirmed", "2026-12-10", "18:30");
    await order(kitchen.caterer.id, "pending");
    await order(kitchen.caterer.id, "confirmed", "2026-12-11");
    expect(await requestReconfirmations(dayBefore)).toEqual({ sent: 2 });
    expect(await requestReconfirmations(dayBefore)).toEqual({ sent: 0 });
    expect(await requestReconfirmations(new Date("2026-12-09T20:00:00Z"))).toEqual({ sent: 0 });
    const asked = await mails("order-update", "reconfirm-request");
    expect(
      asked.map((m) => [m.toAddress, (m.data as { order: { orderId: number } }).order.orderId]),
    ).toEqual([
      [kitchen.user.email, mine],
      [other.user.email, theirs],
    ]);
    expect(asked[0]!.data).toMatchObject({ arrival: "Ready by 11:15 AM" });
    expect((await row(mine)).reconfirmRequestedAt).toEqual(dayBefore);
  });

  it("its one-tap link works once and refuses a forged token", async () => {
    const id = await order(kitchen.caterer.id);
    const otherId = await order(kitchen.caterer.id, "confirmed", "2026-12-10", "19:00");
    await requestReconfirmations(dayBefore);
    const mail = (await mails("order-update", "reconfirm-request")).find(
      (m) => (m.data as { order: { orderId: number } }).order.orderId === id,
    )!;
    const rendered = await renderEmail("order-update", mail.data as EmailData["order-update"]);
    const href = /https?:\/\/\S*\/api\/orders\/reconfirm\?token=([\w.-]+)/.exec(rendered.text);
    expect(href).not.toBeNull();
    const token = href![1]!;
    const link = (handler: typeof linkPost, t: string) =>
      call(handler, "/api/orders/reconfirm", {
        method: handler === linkGet ? "GET" : "POST",
        query: { token: t },
      });

    // Opening the link only asks; the button reconfirms.
    const page = await link(linkGet, token);
    expect(page.status).toBe(200);
    expect(page.json).toContain(`Reconfirm order #${id}`);
    expect((await row(id)).reconfirmedAt).toBeNull();

    // The same signature on another order's number is a forgery, and so is a tampered one.
    const forged = `${otherId}.${token.split(".")[1]}`;
    for (const bad of [
      forged,
      `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`,
      "",
      "1.orders.x",
    ]) {
      const res = await link(linkPost, bad);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("This reconfirm link is not valid");
    }
    expect((await row(otherId)).reconfirmedAt).toBeNull();

    const yes = await link(linkPost, token);
    expect(yes.status).toBe(200);
    const at = (await row(id)).reconfirmedAt;
    expect(at).not.toBeNull();
    const twice = await link(linkPost, token);
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe(`Order #${id} is already reconfirmed`);
    expect((await row(id)).reconfirmedAt).toEqual(at);
  });

  it("the dashboard's Reconfirm is the kitchen's, once", async () => {
    const id = await order(kitchen.caterer.id);
    expect((await post(reconfirmPost, "reconfirm", id, customer.token)).status).toBe(403);
    expect((await post(reconfirmPost, "reconfirm", id, other.token)).status).toBe(404);
    const yes = await post(reconfirmPost, "reconfirm", id, kitchen.token);
    expect(yes.status).toBe(200);
    expect(yes.json.reconfirmedAt).toEqual(expect.any(String));
    const again = await post(reconfirmPost, "reconfirm", id, kitchen.token);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(`Order #${id} is already reconfirmed`);
  });

  it("alerts the admin and tells the customer 12 hours before the window, once", async () => {
    const silent = await order(kitchen.caterer.id);
    const answered = await order(other.caterer.id, "confirmed", "2026-12-10", "12:00");
    await requestReconfirmations(dayBefore);
    expect((await post(reconfirmPost, "reconfirm", answered, other.token)).status).toBe(200);

    // The window opens at 16:15Z on Dec 10; 12 hours before is 04:15Z.
    expect(await alertUnreconfirmed(new Date("2026-12-10T04:14:59Z"))).toEqual({ alerted: 0 });
    expect(await listDeliveryAlerts(admin.actor, new Date("2026-12-10T04:14:59Z"))).toEqual([]);
    const due = new Date("2026-12-10T04:15:00Z");
    expect(await alertUnreconfirmed(due)).toEqual({ alerted: 1 });
    expect(await alertUnreconfirmed(new Date("2026-12-10T05:00:00Z"))).toEqual({ alerted: 0 });

    expect((await row(silent)).reconfirmAlertedAt).toEqual(due);
    expect((await row(answered)).reconfirmAlertedAt).toBeNull();
    const toAdmin = await mails("order-not-reconfirmed");
    expect(toAdmin.map((m) => m.toAddress)).toEqual([admin.user.email]);
    expect(toAdmin[0]!.data).toMatchObject({
      order: { orderId: silent },
      arrival: "Arrives 11:15 AM-11:45 AM",
      kitchenEmail: kitchen.user.email,
    });
    const chasing = await mails("order-update", "reconfirm-chasing");
    expect(chasing.map((m) => m.toAddress)).toEqual([customer.user.email]);
    const rendered = await renderEmail(
      "order-not-reconfirmed",
      toAdmin[0]!.data as EmailData["order-not-reconfirmed"],
    );
    expect(rendered.subject).toBe(`Not reconfirmed: order #${silent} with Ama's Kitchen`);

    expect(await listDeliveryAlerts(admin.actor, due)).toEqual([
      expect.objectContaining({ orderId: silent, notReconfirmed: true, late: false }),
    ]);
  });

  it("never alerts for an order nobody asked about", async () => {
    await order(kitchen.caterer.id);
    expect(await alertUnreconfirmed(new Date("2026-12-10T10:00:00Z"))).toEqual({ alerted: 0 });
    expect(await db.emailOutbox.count()).toBe(0);
  });
});

describe("the kitchen's day", () => {
  it("lists today's orders in departure order and tomorrow's to reconfirm", async () => {
    const now = new Date("2026-12-10T13:00:00Z"); // 8:00 EST on Dec 10
    const evening = await order(kitchen.caterer.id, "confirmed", "2026-12-10", "19:00");
    const noon = await order(kitchen.caterer.id, "pending", "2026-12-10", "12:00");
    const lunch = await order(kitchen.caterer.id, "confirmed", "2026-12-10", "12:30");
    await order(other.caterer.id, "confirmed", "2026-12-10", "09:00");
    const tomorrow = await order(kitchen.caterer.id, "confirmed", "2026-12-11", "12:00");
    await requestReconfirmations(now);
    const day = await listKitchenDay(kitchen.actor, kitchen.caterer.id, now);
    expect(day.today.map((o) => o.id)).toEqual([noon, lunch, evening]);
    expect(day.toReconfirm.map((o) => o.id)).toEqual([tomorrow]);
    // Another kitchen's dashboard shows a caterer nothing.
    expect(await listKitchenDay(other.actor, kitchen.caterer.id, now)).toEqual({
      today: [],
      toReconfirm: [],
    });
  });
});

describe("the kitchen's arrival lead", () => {
  it("is set in the kitchen settings, and every order's window follows it", async () => {
    const id = await order(kitchen.caterer.id);
    const terms = {
      trayCapacity: "",
      largeTrayWeight: "1.5",
      minNoticeHours: "",
      longNoticeHours: "",
      longNoticeAboveTrays: "",
      cancellationPolicy: "none" as const,
    };
    for (const bad of ["20", "241", "45.5", "soon"]) {
      await expect(
        updateKitchenSettings(kitchen.actor, { ...terms, arrivalLeadMinutes: bad }),
      ).rejects.toMatchObject({
        code: "invalid_input",
        message: "Arrival lead must be a whole number of minutes from 30 to 240",
      });
    }
    expect(
      (await db.caterer.findUniqueOrThrow({ where: { id: kitchen.caterer.id } }))
        .arrivalLeadMinutes,
    ).toBe(45);
    const saved = await updateKitchenSettings(kitchen.actor, {
      ...terms,
      arrivalLeadMinutes: "90",
    });
    expect(saved.arrivalLeadMinutes).toBe(90);
    const read = await call(orderGet, `/api/orders/${id}`, {
      token: kitchen.token,
      params: { id: String(id) },
    });
    // 12:00 EST less 90 minutes: 10:30 EST, 15:30Z.
    expect(read.json).toMatchObject({
      arrivalFrom: "2026-12-10T15:30:00.000Z",
      arrivalTo: "2026-12-10T16:00:00.000Z",
    });
  });
});

describe("the admin's late flag", () => {
  it("shows a confirmed order not out for delivery by its window's start, to admins only", async () => {
    const slow = await order(kitchen.caterer.id);
    const gone = await order(other.caterer.id);
    expect((await post(outPost, "out-for-delivery", gone, other.token)).status).toBe(200);
    expect(await listDeliveryAlerts(admin.actor, new Date("2026-12-10T16:14:00Z"))).toEqual([]);
    expect(await listDeliveryAlerts(admin.actor, new Date("2026-12-10T16:15:00Z"))).toEqual([
      expect.objectContaining({
        orderId: slow,
        catererName: "Ama's Kitchen",
        late: true,
        notReconfirmed: false,
        arrivalFrom: "2026-12-10T16:15:00.000Z",
      }),
    ]);
    await expect(listDeliveryAlerts(kitchen.actor)).rejects.toMatchObject({ code: "forbidden" });
  });
});
