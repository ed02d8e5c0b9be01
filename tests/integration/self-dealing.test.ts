/**
 * Self-dealing (issue "Trust and web standards, round three"): a kitchen's owner cannot
 * order from their own kitchen (single order, cart line, cart checkout), review it, or
 * write in an order thread as its customer. Each refusal is a 403 with its message and
 * nothing written. The admin sees accounts sharing a delivery address with the owner's.
 */
import { POST as bookingsPost } from "@/app/api/bookings/route";
import { POST as cartLinesPost } from "@/app/api/cart/lines/route";
import { POST as checkoutPost } from "@/app/api/cart/checkout/route";
import { POST as reviewPost } from "@/app/api/bookings/[id]/review/route";
import { POST as threadPost } from "@/app/api/bookings/[id]/thread/route";
import { GET as adminCaterersGet } from "@/app/api/admin/caterers/route";
import { addDaysIso, isoToUtcDate, todayIso } from "@/lib/dates";
import { db } from "@/lib/server/db";
import { createLine, makeDish, makeEvent, signedIn, signedInCaterer } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

let rosa: Awaited<ReturnType<typeof signedInCaterer>>;
let dishId: number;
const date = addDaysIso(todayIso(), 12);
const OWN_ORDER = "You cannot order from your own kitchen.";

beforeEach(async () => {
  await resetDatabase();
  rosa = await signedInCaterer("Rosa");
  dishId = (await makeDish(rosa.caterer.id)).id;
});
afterAll(() => db.$disconnect());

const counts = async () => ({
  bookings: await db.booking.count(),
  orders: await db.order.count(),
  events: await db.cateringEvent.count(),
  cartLines: await db.eventCartLine.count(),
  reviews: await db.review.count(),
  messages: await db.message.count(),
});

/** A completed, paid order of the owner's own kitchen, placed before this rule existed. */
const ownCompletedLine = () =>
  createLine({
    catererId: rosa.caterer.id,
    userId: rosa.user.id,
    dishId,
    dishName: "Lasagna",
    customerName: "Rosa Person",
    customerEmail: "rosa@example.com",
    eventDate: isoToUtcDate(addDaysIso(todayIso(), -3)),
    eventTime: "18:00",
    traySize: "medium",
    quantity: 1,
    totalPrice: 5500,
    status: "completed",
    paymentStatus: "paid",
    paymentAmount: 5500,
    paidAt: new Date(),
  });

describe("a kitchen owner cannot order from their own kitchen", () => {
  it("POST /api/bookings -> 403, nothing written", async () => {
    const before = await counts();
    const res = await call(bookingsPost, "/api/bookings", {
      token: rosa.token,
      body: {
        catererId: rosa.caterer.id,
        dishId,
        customerName: "Rosa Person",
        customerEmail: "rosa@example.com",
        eventDate: date,
        eventTime: "18:00",
        traySize: "large",
        quantity: 2,
      },
    });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(OWN_ORDER);
    expect(await counts()).toEqual(before);
  });

  it("another customer still orders the same dish", async () => {
    const casey = await signedIn("user", "Casey");
    const res = await call(bookingsPost, "/api/bookings", {
      token: casey.token,
      body: {
        catererId: rosa.caterer.id,
        dishId,
        customerName: "Casey Morgan",
        customerEmail: "casey@example.com",
        eventDate: date,
        eventTime: "18:00",
        traySize: "large",
        quantity: 2,
      },
    });
    expect(res.status).toBe(201);
  });

  it("POST /api/cart/lines with an own dish -> 403, no line", async () => {
    const before = await counts();
    const res = await call(cartLinesPost, "/api/cart/lines", {
      token: rosa.token,
      body: { lines: [{ dishId, traySize: "medium", quantity: 1 }] },
    });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe(OWN_ORDER);
    expect(await counts()).toEqual(before);
  });

  it("POST /api/cart/checkout with an own line already in the cart -> 403, nothing placed", async () => {
    const other = await signedInCaterer("Bea");
    const otherDish = await makeDish(other.caterer.id, "40.00", "70.00", "Tiramisu");
    // A cart filled before the rule: one line of another kitchen, one of the owner's own.
    await db.eventCart.create({
      data: {
        userId: rosa.user.id,
        eventDate: isoToUtcDate(date),
        eventTime: "18:00",
        deliveryAddress: "12 Garden St, Brooklyn, NY",
        guestCount: 20,
        customerName: "Rosa Person",
        customerEmail: "rosa@example.com",
        customerPhone: "555-0100",
        lines: {
          create: [
            { dishId: otherDish.id, traySize: "medium", quantity: 1 },
            { dishId, traySize: "medium", quantity: 1 },
          ],
        },
      },
    });
    const before = await counts();
    const res = await call(checkoutPost, "/api/cart/checkout", { token: rosa.token, body: {} });
    expect(res.status).toBe(403);
    expect(res.json.message).toContain(OWN_ORDER);
    expect(await counts()).toEqual(before);
    expect(await db.availability.count({ where: { currentOrders: { gt: 0 } } })).toBe(0);
  });
});

describe("a kitchen owner cannot review or message their own kitchen as its customer", () => {
  it("POST /api/bookings/{id}/review of an own order -> 403, no review, rating unchanged", async () => {
    const line = await ownCompletedLine();
    const before = await counts();
    const res = await call(reviewPost, `/api/bookings/${line.id}/review`, {
      token: rosa.token,
      params: { id: String(line.id) },
      body: { rating: 5, comment: "Best kitchen ever" },
    });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("You cannot review your own kitchen.");
    expect(await counts()).toEqual(before);
    expect(await db.caterer.findUniqueOrThrow({ where: { id: rosa.caterer.id } })).toMatchObject({
      reviewCount: 0,
    });
  });

  it("POST /api/bookings/{id}/thread of an own order -> 403, no message", async () => {
    const line = await ownCompletedLine();
    await db.booking.update({ where: { id: line.id }, data: { status: "confirmed" } });
    const before = await counts();
    const res = await call(threadPost, `/api/bookings/${line.id}/thread`, {
      token: rosa.token,
      params: { id: String(line.id) },
      body: { body: "Hello me" },
    });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe("You cannot message your own kitchen about an order.");
    expect(await counts()).toEqual(before);
  });
});

describe("the admin sees accounts sharing a delivery address with a kitchen's owner", () => {
  it("GET /api/admin/caterers lists them per kitchen, case and spacing ignored", async () => {
    const admin = await signedIn("admin", "Ava");
    const friend = await signedIn("user", "Frank");
    const stranger = await signedIn("user", "Sam");
    const event = (userId: number, deliveryAddress: string) =>
      makeEvent(userId, {
        eventDate: isoToUtcDate(date),
        deliveryAddress,
        customerName: "Someone",
        customerEmail: "someone@example.com",
        totalPrice: 5500,
      });
    await event(rosa.user.id, "12 Garden St,  Brooklyn, NY");
    await event(friend.user.id, " 12 garden st, brooklyn, ny ");
    await event(stranger.user.id, "99 Other Ave, Queens, NY");
    const res = await call(adminCaterersGet, "/api/admin/caterers", { token: admin.token });
    expect(res.status).toBe(200);
    const row = res.json.find((c: { id: number }) => c.id === rosa.caterer.id);
    expect(row.sharedAddressAccounts).toEqual([
      expect.objectContaining({ userId: friend.user.id, email: friend.user.email }),
    ]);
  });
});
