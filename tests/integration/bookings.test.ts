/** Ordering (POST /api/bookings) and the booking rules of docs/product-rules.md §4. */
import { GET as listRoute, POST as createRoute } from "@/app/api/bookings/route";
import { GET as getRoute } from "@/app/api/bookings/[id]/route";
import { PATCH as statusRoute } from "@/app/api/bookings/[id]/status/route";
import { GET as availabilityRoute } from "@/app/api/caterers/[id]/availability/route";
import { addDaysIso, isoToUtcDate, todayIso } from "@/lib/dates";
import { db } from "@/lib/server/db";
import { createBooking } from "@/lib/server/lines/create-booking";
import { changeBookingStatus } from "@/lib/server/lines/change-booking-status";
import { isAppError } from "@/lib/server/errors";
import { makeDish, signedIn, signedInCaterer, makeDate } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";
import type { BookingInput } from "@/lib/lines/schemas";

let kitchen: Awaited<ReturnType<typeof signedInCaterer>>;
let customer: Awaited<ReturnType<typeof signedIn>>;
let dish: Awaited<ReturnType<typeof makeDish>>;

const inDays = (n: number) => addDaysIso(todayIso(), n);

/** An order body; tests of bad input override fields with anything at all. */
function order(overrides: Record<string, unknown> = {}) {
  return {
    catererId: kitchen.caterer.id,
    dishId: dish.id,
    customerName: "Casey Morgan",
    customerEmail: "casey@example.com",
    customerPhone: "(917) 555-0199",
    eventDate: inDays(10),
    eventTime: "18:00",
    traySize: "large" as const,
    quantity: 2,
    specialRequests: "Cut in 24 pieces",
    totalPrice: 19000,
    ...overrides,
  };
}

/** The same order, typed as the domain function takes it. */
const validOrder = (): BookingInput => ({ ...order(), traySize: "large" });

const post = (body: unknown, token = customer.token) =>
  call(createRoute, "/api/bookings", { body, token });
const patchStatus = (id: number, body: unknown, token: string) =>
  call(statusRoute, `/api/bookings/${id}/status`, {
    method: "PATCH",
    body,
    token,
    params: { id: String(id) },
  });

beforeEach(async () => {
  await resetDatabase();
  kitchen = await signedInCaterer("Rosa");
  customer = await signedIn("user", "Casey");
  dish = await makeDish(kitchen.caterer.id, "55.00", "95.00");
});
afterAll(() => db.$disconnect());

describe("POST /api/bookings", () => {
  it("creates a pending, unpaid booking with the server's total in cents", async () => {
    const res = await post(order({ totalPrice: 1 }));
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      status: "pending",
      paymentStatus: "pending",
      totalPrice: 19000,
      dishName: "Lasagna",
      userId: customer.user.id,
      eventDate: inDays(10),
      paymentCurrency: "usd",
    });
    const row = await db.booking.findUniqueOrThrow({ where: { id: res.json.id } });
    expect(row.totalPrice).toBe(19000);
    const slot = await db.availability.findUniqueOrThrow({
      where: { catererId_date: { catererId: kitchen.caterer.id, date: isoToUtcDate(inDays(10)) } },
    });
    expect(slot).toMatchObject({ currentOrders: 1, maxOrders: 5, isAvailable: true });
  });

  it("prices a medium tray from the medium price", async () => {
    const res = await post(order({ traySize: "medium", quantity: 3, totalPrice: 999999 }));
    expect(res.json.totalPrice).toBe(16500);
  });

  it.each([
    [{ eventDate: "" }, "Event date is required"],
    [{ eventDate: undefined }, "Event date is required"],
    [{ eventTime: "" }, "Event time is required"],
    [{ eventTime: "6pm" }, "Event time must be a valid time (HH:mm)"],
    [{ traySize: "huge" }, "Tray size must be medium or large"],
    [{ quantity: 0 }, "Quantity must be at least 1"],
    [{ quantity: 11 }, "Maximum 10 trays per order"],
    [{ quantity: "lots" }, "Quantity must be at least 1"],
    [{ customerName: " " }, "Name is required"],
    [{ customerEmail: "nope" }, "Valid email is required"],
    [{ totalPrice: 0 }, "Total price is required"],
    [{ eventDate: "2026-02-30" }, "Event date must be a valid date (YYYY-MM-DD)"],
  ])("refuses %j with the spec's message and stores nothing", async (overrides, message) => {
    const res = await post(order(overrides));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
    expect(await db.booking.count()).toBe(0);
    expect(await db.availability.count()).toBe(0);
  });

  it.each([["1e3"], ["01"], ["-1"], ["99999999999"], [true], [[7]], [1.5]])(
    "refuses the dish id %j with 400, never 500",
    async (dishId) => {
      const res = await post(order({ dishId }));
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("Dish is required");
    },
  );

  it("refuses oversized bodies and out-of-range list filters without a 500", async () => {
    const huge = await post(order({ specialRequests: "x".repeat(70_000) }));
    expect(huge.status).toBe(413);
    const res = await call(listRoute, "/api/bookings", {
      token: customer.token,
      query: { userId: "99999999999" },
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Invalid user id");
  });

  it("refuses today and past dates", async () => {
    for (const eventDate of [todayIso(), inDays(-3)]) {
      const res = await post(order({ eventDate }));
      expect(res.status).toBe(400);
      expect(res.json.message).toBe("Event date must be after today");
    }
  });

  it("refuses signed-out callers and dishes of another caterer", async () => {
    expect((await call(createRoute, "/api/bookings", { body: order() })).status).toBe(401);
    const other = await signedInCaterer("Luca");
    const otherDish = await makeDish(other.caterer.id);
    const res = await post(order({ dishId: otherDish.id }));
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Dish not found");
    expect(await db.booking.count()).toBe(0);
  });

  it("refuses a date the caterer marked unavailable, and a full date", async () => {
    await makeDate(kitchen.caterer.id, inDays(5), { isAvailable: false });
    const closed = await post(order({ eventDate: inDays(5) }));
    expect(closed.status).toBe(409);
    expect(closed.json.message).toBe("The caterer is not available on this date");

    await makeDate(kitchen.caterer.id, inDays(6), { maxOrders: 1 });
    expect((await post(order({ eventDate: inDays(6) }))).status).toBe(201);
    const full = await post(order({ eventDate: inDays(6) }));
    expect(full.status).toBe(409);
    expect(full.json.message).toBe("This date is fully booked");
    expect(await db.booking.count()).toBe(1);
  });

  it("never overbooks: 50 concurrent orders for 5 free slots create exactly 5, ten times over", async () => {
    for (let round = 0; round < 10; round++) {
      const eventDate = inDays(20 + round);
      if (round % 2) {
        // Half the rounds start from an existing row, half from no row at all.
        await makeDate(kitchen.caterer.id, eventDate, { maxOrders: 5 });
      }
      // Fifty different customers: one customer may hold only a few unpaid orders at once
      // (docs/product-rules.md), and this test is about the date's capacity.
      const customers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => signedIn("user", `Rush${i}`)),
      );
      const results = await Promise.allSettled(
        customers.map((c) => createBooking(c.actor, { ...validOrder(), eventDate })),
      );
      const created = results.filter((r) => r.status === "fulfilled");
      const refused = results.filter((r) => r.status === "rejected");
      expect(created).toHaveLength(5);
      for (const r of refused) {
        const reason = (r as PromiseRejectedResult).reason;
        // The reason itself on failure, whatever it is (a crash shows its own message).
        expect(isAppError(reason) ? reason.message : String(reason)).toBe(
          "This date is fully booked",
        );
      }
      const count = await db.booking.count({ where: { eventDate: isoToUtcDate(eventDate) } });
      const slot = await db.availability.findUniqueOrThrow({
        where: { catererId_date: { catererId: kitchen.caterer.id, date: isoToUtcDate(eventDate) } },
      });
      expect(count).toBe(5);
      expect(slot.currentOrders).toBe(5);
    }
  }, 120000);

  it("cancelling frees the slot for the next order", async () => {
    const date = inDays(12);
    // Several customers: one customer may hold only a few unpaid orders at once.
    const guests = [
      customer,
      ...(await Promise.all([1, 2, 3, 4, 5].map((i) => signedIn("user", `Guest${i}`)))),
    ];
    const ids: number[] = [];
    for (const g of guests.slice(0, 5))
      ids.push((await post(order({ eventDate: date }), g.token)).json.id);
    const full = await post(order({ eventDate: date }), guests[5]!.token);
    expect(full.status).toBe(409);
    expect(full.json.message).toBe("This date is fully booked");
    expect((await patchStatus(ids[0]!, { status: "cancelled" }, customer.token)).status).toBe(200);
    expect((await post(order({ eventDate: date }), guests[5]!.token)).status).toBe(201);
    const slot = await db.availability.findFirstOrThrow({ where: { date: isoToUtcDate(date) } });
    expect(slot.currentOrders).toBe(5);
  });
});

describe("who sees which bookings", () => {
  it("customers see only their own, by list and by id", async () => {
    const mine = (await post(order())).json;
    const stranger = await signedIn("user", "Stranger");
    const theirs = (await post(order({ customerEmail: "stranger@example.com" }), stranger.token))
      .json;

    const list = await call(listRoute, "/api/bookings", { token: customer.token });
    expect(list.json.map((b: { id: number }) => b.id)).toEqual([mine.id]);
    for (const query of <Record<string, string>[]>[
      { email: "stranger@example.com" },
      { userId: String(stranger.user.id) },
      { catererId: String(kitchen.caterer.id) },
    ]) {
      const filtered = await call(listRoute, "/api/bookings", { token: customer.token, query });
      expect(filtered.json.map((b: { id: number }) => b.id)).not.toContain(theirs.id);
    }
    const peek = await call(getRoute, `/api/bookings/${theirs.id}`, {
      token: customer.token,
      params: { id: String(theirs.id) },
    });
    expect(peek.status).toBe(404);
    const own = await call(getRoute, `/api/bookings/${mine.id}`, {
      token: customer.token,
      params: { id: String(mine.id) },
    });
    expect(own.json).toMatchObject({
      eventDate: inDays(10),
      eventTime: "18:00",
      traySize: "large",
      quantity: 2,
      totalPrice: 19000,
    });
  });

  it("caterers see their kitchen's bookings, admins all, strangers none", async () => {
    const b = (await post(order())).json;
    const other = await signedInCaterer("Luca");
    const admin = await signedIn("admin", "Ava");
    const ids = async (token: string, query?: Record<string, string>) =>
      (await call(listRoute, "/api/bookings", { token, query })).json.map(
        (x: { id: number }) => x.id,
      );
    expect(await ids(kitchen.token, { catererId: String(kitchen.caterer.id) })).toEqual([b.id]);
    expect(await ids(other.token, { catererId: String(kitchen.caterer.id) })).toEqual([]);
    expect(await ids(admin.token)).toEqual([b.id]);
    expect((await call(listRoute, "/api/bookings")).status).toBe(401);
    expect(
      (await call(listRoute, "/api/bookings", { token: admin.token, query: { catererId: "abc" } }))
        .status,
    ).toBe(400);
  });
});

describe("status transitions", () => {
  async function bookingIn(
    status: "pending" | "confirmed" | "cancelled" | "completed",
    days = 10,
    time = "18:00",
  ) {
    const b = (await post(order({ eventDate: inDays(days), eventTime: time }))).json;
    if (status !== "pending") {
      await db.booking.update({ where: { id: b.id }, data: { status } });
      if (status === "cancelled") {
        await db.availability.updateMany({
          where: { catererId: kitchen.caterer.id },
          data: { currentOrders: { decrement: 1 } },
        });
      }
    }
    return b.id as number;
  }

  it.each([
    ["pending", "confirmed", 200],
    ["pending", "cancelled", 200],
    ["confirmed", "completed", 200],
    ["confirmed", "cancelled", 200],
    ["pending", "completed", 409],
    ["confirmed", "pending", 409],
    ["completed", "cancelled", 409],
    ["cancelled", "confirmed", 409],
  ] as const)("caterer: %s -> %s answers %i", async (from, to, status) => {
    const id = await bookingIn(from);
    // Completing waits for the event day (docs/product-rules.md §4): let the day come.
    if (to === "completed") {
      await db.booking.update({ where: { id }, data: { eventDate: isoToUtcDate(todayIso()) } });
    }
    const res = await patchStatus(
      id,
      { status: to, comments: "Sorry, the oven broke" },
      kitchen.token,
    );
    expect(res.status).toBe(status);
    const row = await db.booking.findUniqueOrThrow({ where: { id } });
    if (status === 200) {
      expect(row).toMatchObject({
        status: to,
        statusComments: "Sorry, the oven broke",
        statusUpdatedBy: kitchen.user.id,
      });
      expect(row.lastStatusUpdate).toBeInstanceOf(Date);
    } else {
      expect(res.json.message).toBe(`Cannot change booking status from ${from} to ${to}`);
      expect(row.status).toBe(from);
    }
  });

  it("a caterer must give a reason to cancel", async () => {
    const id = await bookingIn("pending");
    const res = await patchStatus(id, { status: "cancelled", comments: "   " }, kitchen.token);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("Please provide a reason for cancellation");
    expect((await db.booking.findUniqueOrThrow({ where: { id } })).status).toBe("pending");
  });

  it("another caterer cannot touch the booking (404)", async () => {
    const id = await bookingIn("pending");
    const other = await signedInCaterer("Luca");
    expect((await patchStatus(id, { status: "confirmed" }, other.token)).status).toBe(404);
  });

  it("a customer may only cancel, only pending or confirmed, only more than 24 hours ahead", async () => {
    const pending = await bookingIn("pending", 10);
    const res = await patchStatus(pending, { status: "cancelled" }, customer.token);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      status: "cancelled",
      statusComments: "Cancelled by customer",
    });

    const confirmed = await bookingIn("confirmed", 11);
    expect((await patchStatus(confirmed, { status: "completed" }, customer.token)).status).toBe(
      409,
    );
    expect((await patchStatus(confirmed, { status: "confirmed" }, customer.token)).status).toBe(
      409,
    );
    const withReason = await patchStatus(
      confirmed,
      { status: "cancelled", comments: "Party moved" },
      customer.token,
    );
    expect(withReason.json.statusComments).toBe("Party moved");

    const completed = await bookingIn("completed", 12);
    expect((await patchStatus(completed, { status: "cancelled" }, customer.token)).status).toBe(
      409,
    );

    // Midnight tomorrow is at most 24 hours away, whatever the time of day now.
    const tomorrow = await bookingIn("pending", 1, "00:00");
    const late = await patchStatus(tomorrow, { status: "cancelled" }, customer.token);
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(
      "Bookings can only be cancelled more than 24 hours before the event. Please contact the caterer.",
    );
  });

  it("another customer cannot cancel someone else's booking (404)", async () => {
    const id = await bookingIn("pending");
    const stranger = await signedIn("user", "Stranger");
    expect((await patchStatus(id, { status: "cancelled" }, stranger.token)).status).toBe(404);
    expect((await db.booking.findUniqueOrThrow({ where: { id } })).status).toBe("pending");
  });

  it("an admin may set any status, and the slot follows", async () => {
    const admin = await signedIn("admin", "Ava");
    const id = await bookingIn("completed");
    expect((await patchStatus(id, { status: "cancelled" }, admin.token)).status).toBe(200);
    let slot = await db.availability.findFirstOrThrow({ where: { catererId: kitchen.caterer.id } });
    expect(slot.currentOrders).toBe(0);
    expect((await patchStatus(id, { status: "pending" }, admin.token)).status).toBe(200);
    slot = await db.availability.findFirstOrThrow({ where: { catererId: kitchen.caterer.id } });
    expect(slot.currentOrders).toBe(1);
    const bad = await patchStatus(id, { status: "shipped" }, admin.token);
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe("Status must be pending, confirmed, cancelled or completed");
  });

  it("an admin cannot reopen a cancelled booking whose payment was refunded", async () => {
    const admin = await signedIn("admin", "Ava");
    for (const refund of [
      { paymentStatus: "refunded" as const, refundedAt: new Date() },
      // Refund requested in the cancelling transaction, the provider not answered yet.
      { paymentStatus: "paid" as const, refundRequestedAt: new Date() },
    ]) {
      const id = await bookingIn("cancelled");
      await db.booking.update({
        where: { id },
        data: { paymentAmount: 5500, paidAt: new Date(), ...refund },
      });
      const before = await db.booking.findUniqueOrThrow({ where: { id } });
      for (const to of ["confirmed", "pending", "completed"]) {
        const res = await patchStatus(id, { status: to }, admin.token);
        expect([to, res.status, res.json.message]).toEqual([
          to,
          409,
          "A refunded booking cannot be reopened; the customer needs to place a new order",
        ]);
      }
      expect(await db.booking.findUniqueOrThrow({ where: { id } })).toEqual(before);
    }
    // A cancelled booking that was never paid may still be reopened by an admin.
    const unpaid = await bookingIn("cancelled");
    expect((await patchStatus(unpaid, { status: "confirmed" }, admin.token)).status).toBe(200);
  });

  it("reports unknown and malformed ids as 404 and 400", async () => {
    await expect(
      changeBookingStatus(customer.actor, 999999, { status: "cancelled" }),
    ).rejects.toMatchObject({ code: "not_found" });
    const res = await call(statusRoute, "/api/bookings/x/status", {
      method: "PATCH",
      token: customer.token,
      params: { id: "x" },
      body: {},
    });
    expect(res.status).toBe(400);
  });
});

describe("GET /api/caterers/{id}/availability", () => {
  it("tells the public only which dates are open, and the owner everything", async () => {
    await db.availability.createMany({
      data: [
        {
          catererId: kitchen.caterer.id,
          date: isoToUtcDate(inDays(3)),
          isAvailable: false,
          notes: "Family wedding",
        },
        {
          catererId: kitchen.caterer.id,
          date: isoToUtcDate(inDays(4)),
          maxOrders: 2,
          currentOrders: 2,
        },
      ],
    });
    const query = { startDate: inDays(1), endDate: inDays(30) };
    const params = { id: String(kitchen.caterer.id) };
    const pub = await call(availabilityRoute, "/api/caterers/x/availability", { params, query });
    expect(pub.json).toEqual([
      { date: inDays(3), isAvailable: false, isFull: false },
      { date: inDays(4), isAvailable: true, isFull: true },
    ]);
    const own = await call(availabilityRoute, "/api/caterers/x/availability", {
      params,
      query,
      token: kitchen.token,
    });
    expect(own.json[0]).toMatchObject({ notes: "Family wedding", maxOrders: 5, currentOrders: 0 });
    const bad = await call(availabilityRoute, "/api/caterers/x/availability", {
      params,
      query: { startDate: "soon" },
    });
    expect(bad.status).toBe(400);
    expect(
      (await call(availabilityRoute, "/api/caterers/x/availability", { params: { id: "99999" } }))
        .status,
    ).toBe(404);
  });
});
