/** A kitchen's availability: POST/PUT/DELETE /api/caterers/{id}/availability[/{availId}]. */
import { GET as listRoute, POST as createRoute } from "@/app/api/caterers/[id]/availability/route";
import {
  DELETE as deleteRoute,
  PUT as putRoute,
} from "@/app/api/caterers/[id]/availability/[availId]/route";
import { POST as orderRoute } from "@/app/api/bookings/route";
import { addDaysIso, isoToUtcDate, todayIso } from "@/lib/dates";
import { db } from "@/lib/server/db";
import { createOrderLine, makeDish, signedIn, signedInCaterer } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

let kitchen: Awaited<ReturnType<typeof signedInCaterer>>;
let other: Awaited<ReturnType<typeof signedInCaterer>>;
let customer: Awaited<ReturnType<typeof signedIn>>;
const inDays = (n: number) => addDaysIso(todayIso(), n);

beforeEach(async () => {
  await resetDatabase();
  kitchen = await signedInCaterer("Ama");
  other = await signedInCaterer("Bola");
  customer = await signedIn("user", "Cy");
});
afterAll(() => db.$disconnect());

const create = (catererId: number, body: unknown, token?: string) =>
  call(createRoute, `/api/caterers/${catererId}/availability`, {
    body,
    token,
    params: { id: String(catererId) },
  });
const put = (catererId: number, id: number, body: unknown, token?: string) =>
  call(putRoute, `/api/caterers/${catererId}/availability/${id}`, {
    method: "PUT",
    body,
    token,
    params: { id: String(catererId), availId: String(id) },
  });
const del = (catererId: number, id: number, token?: string) =>
  call(deleteRoute, `/api/caterers/${catererId}/availability/${id}`, {
    method: "DELETE",
    token,
    params: { id: String(catererId), availId: String(id) },
  });
const list = (catererId: number, token?: string, query: Record<string, string> = {}) =>
  call(listRoute, `/api/caterers/${catererId}/availability`, {
    token,
    query,
    params: { id: String(catererId) },
  });

async function order(date: string) {
  const dish = await makeDish(kitchen.caterer.id);
  return call(orderRoute, "/api/bookings", {
    token: customer.token,
    body: {
      catererId: kitchen.caterer.id,
      dishId: dish.id,
      customerName: "Cy",
      customerEmail: "cy@example.com",
      eventDate: date,
      eventTime: "18:00",
      traySize: "medium",
      quantity: 1,
    },
  });
}

describe("setting availability", () => {
  it("creates an entry with the defaults, ignoring a client's currentOrders", async () => {
    const res = await create(
      kitchen.caterer.id,
      { date: inDays(3), currentOrders: 4 },
      kitchen.token,
    );
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      catererId: kitchen.caterer.id,
      date: inDays(3),
      isAvailable: true,
      maxOrders: 5,
      currentOrders: 0,
      notes: null,
    });
    const rows = await list(kitchen.caterer.id, kitchen.token, {
      startDate: inDays(0),
      endDate: inDays(10),
    });
    expect(rows.json).toHaveLength(1);
  });

  it("blocks a date: customers can no longer order on it", async () => {
    const res = await create(
      kitchen.caterer.id,
      { date: inDays(5), isAvailable: false, notes: "Family wedding" },
      kitchen.token,
    );
    expect(res.status).toBe(201);
    const refused = await order(inDays(5));
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("The caterer is not available on this date");
    const publicView = await list(kitchen.caterer.id, customer.token, {
      startDate: inDays(5),
      endDate: inDays(5),
    });
    expect(publicView.json).toEqual([{ date: inDays(5), isAvailable: false, isFull: false }]);
  });

  it.each([
    [{ date: "" }, "Date is required"],
    [{ date: undefined }, "Date is required"],
    [{ date: "2026-02-30" }, "Date must be a valid date (YYYY-MM-DD)"],
    [{ date: "DATE", maxOrders: 0 }, "Date must be a valid date (YYYY-MM-DD)"],
    [{ maxOrders: 0 }, "Max orders must be a number from 1 to 20"],
    [{ maxOrders: 21 }, "Max orders must be a number from 1 to 20"],
    [{ maxOrders: "many" }, "Max orders must be a number from 1 to 20"],
    [{ maxOrders: 2.5 }, "Max orders must be a number from 1 to 20"],
    [{ currentOrders: -1 }, "Current orders must be at least 0"],
    [{ isAvailable: "no" }, "isAvailable must be true or false"],
  ])("refuses %j with its message and stores nothing", async (change, message) => {
    const res = await create(kitchen.caterer.id, { date: inDays(3), ...change }, kitchen.token);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(await db.availability.count()).toBe(0);
  });

  it("refuses past dates and dates already set", async () => {
    const past = await create(kitchen.caterer.id, { date: inDays(-1) }, kitchen.token);
    expect(past.status).toBe(400);
    expect(past.json.message).toBe("Availability can only be set for today or later");
    expect((await create(kitchen.caterer.id, { date: inDays(1) }, kitchen.token)).status).toBe(201);
    const again = await create(kitchen.caterer.id, { date: inDays(1) }, kitchen.token);
    expect(again.status).toBe(409);
    expect(await db.availability.count()).toBe(1);
  });

  it("counts an order of two lines as one slot when a date's entry is set anew", async () => {
    const placed = await order(inDays(9));
    expect(placed.status).toBe(201);
    const first = await db.booking.findUniqueOrThrow({ where: { id: placed.json.id } });
    await createOrderLine(first, {
      dishId: first.dishId,
      dishName: first.dishName,
      traySize: first.traySize,
      quantity: 2,
      trayUnits: 2,
      totalPrice: first.totalPrice * 2,
    });
    // The date's entry gone (as a removed entry with no orders would be), then set again.
    await db.availability.deleteMany({ where: { catererId: kitchen.caterer.id } });
    const res = await create(kitchen.caterer.id, { date: inDays(9), maxOrders: 3 }, kitchen.token);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ maxOrders: 3, currentOrders: 1 });
    const row = await db.availability.findFirstOrThrow({
      where: { catererId: kitchen.caterer.id },
    });
    expect(Number(row.currentTrays)).toBe(3);
  });

  it("counts the orders already taken, and refuses a max below them", async () => {
    expect((await order(inDays(4))).status).toBe(201);
    expect((await order(inDays(4))).status).toBe(201);
    const row = await db.availability.findFirstOrThrow({
      where: { catererId: kitchen.caterer.id },
    });
    expect(row.currentOrders).toBe(2);

    const tooLow = await put(
      kitchen.caterer.id,
      row.id,
      { date: inDays(4), maxOrders: 1, currentOrders: 0 },
      kitchen.token,
    );
    expect(tooLow.status).toBe(409);
    expect(tooLow.json.message).toBe(
      "2 orders are already booked on this date; max orders cannot be below 2",
    );
    const ok = await put(
      kitchen.caterer.id,
      row.id,
      { date: inDays(4), maxOrders: 2, currentOrders: 0, notes: "Small oven" },
      kitchen.token,
    );
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ maxOrders: 2, currentOrders: 2, notes: "Small oven" });
    expect((await order(inDays(4))).json.message).toBe("This date is fully booked");
    const moved = await put(
      kitchen.caterer.id,
      row.id,
      { date: inDays(6), maxOrders: 5 },
      kitchen.token,
    );
    expect(moved.status).toBe(409);
  });

  it("edits and moves an entry without orders", async () => {
    const created = await create(kitchen.caterer.id, { date: inDays(2) }, kitchen.token);
    const res = await put(
      kitchen.caterer.id,
      created.json.id,
      { date: inDays(3), isAvailable: false, maxOrders: 8 },
      kitchen.token,
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ date: inDays(3), isAvailable: false, maxOrders: 8 });
  });

  it("deletes an empty entry; an entry with orders keeps their slots counted", async () => {
    const empty = await create(kitchen.caterer.id, { date: inDays(2) }, kitchen.token);
    expect((await del(kitchen.caterer.id, empty.json.id, kitchen.token)).status).toBe(200);
    expect(await db.availability.count()).toBe(0);

    const blocked = await create(
      kitchen.caterer.id,
      { date: inDays(7), maxOrders: 1 },
      kitchen.token,
    );
    expect((await order(inDays(7))).status).toBe(201);
    const res = await del(kitchen.caterer.id, blocked.json.id, kitchen.token);
    expect(res.status).toBe(200);
    const row = await db.availability.findUniqueOrThrow({
      where: {
        catererId_date: { catererId: kitchen.caterer.id, date: isoToUtcDate(inDays(7)) },
      },
    });
    expect(row).toMatchObject({ currentOrders: 1, maxOrders: 5, isAvailable: true, notes: null });
    expect((await del(kitchen.caterer.id, 999999, kitchen.token)).status).toBe(404);
  });
});

describe("who may manage availability", () => {
  it("refuses anonymous callers (401) before reading the body", async () => {
    expect((await create(kitchen.caterer.id, { date: "" })).status).toBe(401);
    expect((await put(kitchen.caterer.id, 1, {})).status).toBe(401);
    expect((await del(kitchen.caterer.id, 1)).status).toBe(401);
  });

  it("refuses customers (403) and other kitchens (404), changing nothing", async () => {
    const theirs = await create(other.caterer.id, { date: inDays(2) }, other.token);
    expect((await create(kitchen.caterer.id, { date: inDays(2) }, customer.token)).status).toBe(
      403,
    );
    expect((await create(other.caterer.id, { date: inDays(3) }, kitchen.token)).status).toBe(404);
    const viaOwnUrl = await put(
      kitchen.caterer.id,
      theirs.json.id,
      { date: inDays(2), isAvailable: false },
      kitchen.token,
    );
    expect(viaOwnUrl.status).toBe(404);
    const viaTheirUrl = await put(
      other.caterer.id,
      theirs.json.id,
      { date: inDays(2), isAvailable: false },
      kitchen.token,
    );
    expect(viaTheirUrl.status).toBe(404);
    expect((await del(other.caterer.id, theirs.json.id, kitchen.token)).status).toBe(404);
    expect((await del(kitchen.caterer.id, theirs.json.id, kitchen.token)).status).toBe(404);
    const row = await db.availability.findUniqueOrThrow({ where: { id: theirs.json.id } });
    expect(row.isAvailable).toBe(true);
    // Order counts and notes stay private to the kitchen.
    const peek = await list(other.caterer.id, kitchen.token, {
      startDate: inDays(0),
      endDate: inDays(9),
    });
    expect(peek.json[0]).not.toHaveProperty("currentOrders");
  });

  it("lets an admin manage any kitchen", async () => {
    const admin = await signedIn("admin", "Ada");
    const res = await create(other.caterer.id, { date: inDays(2), maxOrders: 9 }, admin.token);
    expect(res.status).toBe(201);
    expect((await del(other.caterer.id, res.json.id, admin.token)).status).toBe(200);
  });
});
