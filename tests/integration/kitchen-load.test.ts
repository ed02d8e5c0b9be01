/**
 * Kitchen load, notice and cancellation policies (docs/product-rules.md §11) in the domain
 * functions that take slots: tray capacity and order capacity each refuse when reached,
 * concurrent orders never exceed a date's trays, an order inside the notice is refused with
 * the earliest possible date, and each policy refunds its share at its boundaries, once.
 */
import { eventStart } from "@/lib/lines/rules";
import { addDaysIso, todayIso } from "@/lib/dates";
import { formatEventDate } from "@/lib/format";
import { earliestStart } from "@/lib/lines/lead-time";
import { doesNotFitMessage } from "@/lib/lines/tray-load";
import type { CancellationPolicyValue } from "@/lib/lines/cancellation-policy";
import { adminUpdateBooking } from "@/lib/server/orders/admin-bookings";
import { changeBookingStatus } from "@/lib/server/lines/change-booking-status";
import { createBooking } from "@/lib/server/lines/create-booking";
import { updateKitchenSettings } from "@/lib/server/kitchens/kitchen-settings";
import { FULLY_BOOKED } from "@/lib/lines/capacity";
import { traysBelowTaken, updateAvailability } from "@/lib/server/availability/manage-availability";
import { GET as kitchenTermsGet } from "@/app/api/caterers/[id]/kitchen-terms/route";
import { db } from "@/lib/server/db";
import { refundBookingPayment } from "@/lib/server/money/payments/refund-booking-payment";
import { makeDish, signedIn, signedInCaterer, makeDate } from "../support/fixtures";
import { call } from "../support/http";
import { setEnv } from "../support/payments";
import { resetDatabase } from "../support/reset-db";

let restoreEnv: () => void;
beforeAll(() => {
  restoreEnv = setEnv({}); // the built-in test provider
});
afterAll(async () => {
  restoreEnv();
  await db.$disconnect();
});
beforeEach(async () => {
  await resetDatabase();
});

async function kitchen(settings: Partial<Parameters<typeof updateKitchenSettings>[1]> = {}) {
  const chef = await signedInCaterer();
  const dish = await makeDish(chef.caterer.id); // medium $55, large $95
  await updateKitchenSettings(chef.actor, {
    trayCapacity: null,
    largeTrayWeight: 1.5,
    minNoticeHours: null,
    longNoticeHours: null,
    longNoticeAboveTrays: null,
    cancellationPolicy: null,
    ...settings,
  });
  return { chef, dish };
}

type Kitchen = Awaited<ReturnType<typeof kitchen>>;

/** What the kitchen's one dated availability row counts: orders and tray units. */
async function dateLoad(k: Kitchen) {
  const row = await db.availability.findFirstOrThrow({ where: { catererId: k.chef.caterer.id } });
  return { orders: row.currentOrders, trays: Number(row.currentTrays) };
}

/** A date with a tray capacity of its own (the caterer set it in /availability). */
function dateCapacity(k: Kitchen, date: string, maxTrays: number) {
  return makeDate(k.chef.caterer.id, date, { maxTrays });
}

function order(
  k: Kitchen,
  actor: Awaited<ReturnType<typeof signedIn>>["actor"],
  o: { eventDate: string; traySize?: "medium" | "large"; quantity?: number; eventTime?: string },
) {
  return createBooking(actor, {
    catererId: k.chef.caterer.id,
    dishId: k.dish.id,
    customerName: "Casey Morgan",
    customerEmail: "casey@example.com",
    eventDate: o.eventDate,
    eventTime: o.eventTime ?? "18:00",
    traySize: o.traySize ?? "medium",
    quantity: o.quantity ?? 1,
  });
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => {
      throw new Error("expected a refusal");
    },
    (e: { code?: string; message: string }) => ({ code: e.code, message: e.message }),
  );

describe("capacity", () => {
  it("order capacity refuses when reached, with no tray capacity set (the spec's rule)", async () => {
    const k = await kitchen();
    const date = addDaysIso(todayIso(), 10);
    await makeDate(k.chef.caterer.id, date, { maxOrders: 2 });
    const a = await signedIn();
    await order(k, a.actor, { eventDate: date, quantity: 10, traySize: "large" });
    await order(k, a.actor, { eventDate: date, quantity: 10, traySize: "large" });
    expect(await refusal(order(k, a.actor, { eventDate: date }))).toEqual({
      code: "conflict",
      message: FULLY_BOOKED,
    });
  });

  it("tray capacity refuses when reached and says what would fit; large trays weigh more", async () => {
    const k = await kitchen({ trayCapacity: 10, largeTrayWeight: 2 });
    const date = addDaysIso(todayIso(), 10);
    const a = await signedIn();
    await order(k, a.actor, { eventDate: date, quantity: 6 }); // 6 of 10
    expect(
      await refusal(order(k, a.actor, { eventDate: date, quantity: 3, traySize: "large" })),
    ).toEqual({ code: "conflict", message: doesNotFitMessage(4, 2) });
    expect(doesNotFitMessage(4, 2)).toBe(
      "Only 4 trays more fit on this date: order at most 4 medium or 2 large trays.",
    );
    await order(k, a.actor, { eventDate: date, quantity: 2, traySize: "large" }); // 10 of 10
    expect(await refusal(order(k, a.actor, { eventDate: date }))).toEqual({
      code: "conflict",
      message: FULLY_BOOKED,
    });
    expect(await dateLoad(k)).toEqual({ orders: 2, trays: 10 });
  });

  it("a date's own tray capacity overrides the kitchen's, and cancelling gives the trays back", async () => {
    const k = await kitchen({ trayCapacity: 50 });
    const date = addDaysIso(todayIso(), 10);
    await dateCapacity(k, date, 5);
    const a = await signedIn();
    const first = await order(k, a.actor, { eventDate: date, quantity: 5 });
    expect((await refusal(order(k, a.actor, { eventDate: date }))).message).toBe(FULLY_BOOKED);
    await changeBookingStatus(k.chef.actor, first.id, { status: "cancelled", comments: "x" });
    await order(k, a.actor, { eventDate: date, quantity: 2, traySize: "large" }); // 3 of 5
  });

  // The first order of a date creates the date's row in the statement that takes its slot.
  it("the first order of an empty date, more than the kitchen's trays, is refused and leaves no row", async () => {
    const k = await kitchen({ trayCapacity: 10, largeTrayWeight: 2 });
    const date = addDaysIso(todayIso(), 10);
    const a = await signedIn();
    const tooMany = { eventDate: date, quantity: 6, traySize: "large" as const }; // 12 units
    expect(await refusal(order(k, a.actor, tooMany))).toEqual({
      code: "conflict",
      message: doesNotFitMessage(10, 2),
    });
    expect(await db.availability.count({ where: { catererId: k.chef.caterer.id } })).toBe(0);
    expect(await db.booking.count({ where: { catererId: k.chef.caterer.id } })).toBe(0);
    await order(k, a.actor, { eventDate: date, quantity: 5, traySize: "large" }); // exactly 10
    expect(await dateLoad(k)).toEqual({ orders: 1, trays: 10 });
  });

  it("a date's own capacity above the kitchen's takes an order the kitchen's alone would refuse", async () => {
    const k = await kitchen({ trayCapacity: 5 });
    const date = addDaysIso(todayIso(), 10);
    await dateCapacity(k, date, 20);
    const a = await signedIn();
    await order(k, a.actor, { eventDate: date, quantity: 8, traySize: "large" }); // 12 units
    expect(await dateLoad(k)).toEqual({ orders: 1, trays: 12 });
  });

  it("admin edits obey the tray capacity of the same date and of a new date", async () => {
    const k = await kitchen({ trayCapacity: 10 });
    const admin = await signedIn("admin");
    const date = addDaysIso(todayIso(), 10);
    const a = await signedIn();
    const b1 = await order(k, a.actor, { eventDate: date, quantity: 6 });
    await order(k, a.actor, { eventDate: date, quantity: 3 });
    const edit = (quantity: number, eventDate = date) =>
      adminUpdateBooking(admin.actor, b1.id, {
        customerName: "Casey Morgan",
        customerEmail: "casey@example.com",
        eventDate,
        eventTime: "18:00",
        traySize: "medium",
        quantity,
      });
    // The edit gives back its own 6 trays first: 7 of the 10 are free for it.
    expect((await refusal(edit(8))).message).toBe(doesNotFitMessage(7, 1.5));
    await edit(7); // 10 of 10
    const other = addDaysIso(date, 1);
    await order(k, a.actor, { eventDate: other, quantity: 5 });
    expect((await refusal(edit(7, other))).message).toBe(doesNotFitMessage(5, 1.5));
    await edit(5, other);
    const rows = await db.availability.findMany({
      where: { catererId: k.chef.caterer.id },
      orderBy: { date: "asc" },
    });
    expect(rows.map((r) => Number(r.currentTrays))).toEqual([3, 10]);
  });

  it("30 concurrent orders of random sizes from 30 customers never exceed the date's trays", async () => {
    const capacity = 37;
    const k = await kitchen({ trayCapacity: capacity });
    const date = addDaysIso(todayIso(), 12);
    await makeDate(k.chef.caterer.id, date, { maxOrders: 20 });
    const customers = await Promise.all(Array.from({ length: 30 }, () => signedIn()));
    const results = await Promise.allSettled(
      customers.map((c) =>
        order(k, c.actor, {
          eventDate: date,
          traySize: Math.random() < 0.5 ? "medium" : "large",
          quantity: 1 + Math.floor(Math.random() * 10),
        }),
      ),
    );
    const placed = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    for (const r of refused) {
      expect((r as PromiseRejectedResult).reason).toMatchObject({ code: "conflict" });
    }
    const bookings = await db.booking.findMany({ where: { catererId: k.chef.caterer.id } });
    expect(bookings).toHaveLength(placed.length);
    const units = bookings.reduce((sum, b) => sum + Number(b.trayUnits), 0);
    expect(units).toBeLessThanOrEqual(capacity);
    expect(await dateLoad(k)).toEqual({ orders: bookings.length, trays: units });
    expect(placed.length).toBeGreaterThan(0);
  }, 60_000);
});

describe("notice", () => {
  it("refuses an order inside the notice with the earliest possible date", async () => {
    const k = await kitchen({ minNoticeHours: 48 });
    const a = await signedIn();
    const tomorrow = addDaysIso(todayIso(), 1);
    const expected = earliestStart(
      { minNoticeHours: 48, longNoticeHours: null, longNoticeAboveTrays: null },
      1,
    );
    const refused = await refusal(order(k, a.actor, { eventDate: tomorrow, eventTime: "00:30" }));
    expect(refused.code).toBe("conflict");
    expect(refused.message).toContain("This caterer needs 48 hours' notice for this order.");
    expect(refused.message).toContain(
      `The earliest possible date is ${formatEventDate(expected.date)}`,
    );
    // Three days ahead is far enough.
    await order(k, a.actor, { eventDate: addDaysIso(todayIso(), 3), eventTime: "23:00" });
  });

  it("a larger order needs the longer notice", async () => {
    const k = await kitchen({
      minNoticeHours: 24,
      longNoticeHours: 24 * 7,
      longNoticeAboveTrays: 10,
    });
    const a = await signedIn();
    const date = addDaysIso(todayIso(), 4);
    const refused = await refusal(
      order(k, a.actor, { eventDate: date, traySize: "large", quantity: 8 }),
    );
    expect(refused.message).toContain("This caterer needs 168 hours' notice for this order.");
    await order(k, a.actor, { eventDate: date, quantity: 8 }); // 8 units: the short notice
    await order(k, a.actor, {
      eventDate: addDaysIso(todayIso(), 9),
      traySize: "large",
      quantity: 8,
    });
  });

  it("a caterer without a notice keeps the spec's rule: tomorrow is fine", async () => {
    const k = await kitchen();
    const a = await signedIn();
    await order(k, a.actor, { eventDate: addDaysIso(todayIso(), 1), eventTime: "00:05" });
  });
});

describe("cancellation policies refund their share at the boundaries, once", () => {
  const HOUR = 3_600_000;
  const MINUTE = 60_000;
  const eventDate = addDaysIso(todayIso(), 30);
  const start = eventStart(eventDate, "18:00").getTime();

  afterEach(() => {
    jest.useRealTimers();
  });

  /** A paid booking of $110 (2 medium trays) through the test provider. */
  async function paidBooking(policy: CancellationPolicyValue | null) {
    const k = await kitchen({ cancellationPolicy: policy });
    const c = await signedIn();
    const booking = await order(k, c.actor, { eventDate, quantity: 2 });
    const intentId = `tpi_test_${booking.id}`;
    await db.testPaymentIntent.create({
      data: {
        id: intentId,
        clientSecret: `${intentId}_secret_x`,
        idempotencyKey: `intent-${booking.id}`,
        amount: 11000,
        currency: "usd",
        bookingId: booking.id,
        status: "succeeded",
      },
    });
    await db.booking.update({
      where: { id: booking.id },
      data: {
        paymentStatus: "paid",
        stripePaymentIntentId: intentId,
        paymentAmount: 11000,
        paidAt: new Date(),
        holdExpiresAt: null,
      },
    });
    return { booking, customer: c, intentId };
  }

  /** Cancels as the customer with the clock at `hoursAhead` (+/- a minute) before the event. */
  async function cancelAt(policy: CancellationPolicyValue | null, aheadMs: number) {
    const { booking, customer, intentId } = await paidBooking(policy);
    jest.useFakeTimers({
      now: start - aheadMs,
      doNotFake: [
        "hrtime",
        "nextTick",
        "performance",
        "queueMicrotask",
        "requestAnimationFrame",
        "cancelAnimationFrame",
        "requestIdleCallback",
        "cancelIdleCallback",
        "setImmediate",
        "clearImmediate",
        "setInterval",
        "clearInterval",
        "setTimeout",
        "clearTimeout",
      ],
    });
    try {
      const result = await changeBookingStatus(customer.actor, booking.id, { status: "cancelled" });
      // A second attempt (the retry job, a webhook) refunds nothing more.
      expect(await refundBookingPayment(booking.id)).toBe(false);
      const row = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
      const intent = await db.testPaymentIntent.findUniqueOrThrow({ where: { id: intentId } });
      return { result, row, intent };
    } finally {
      jest.useRealTimers();
    }
  }

  const cases: [CancellationPolicyValue | null, number, number | null][] = [
    // [policy, time before the event, cents refunded (null: none)]
    [null, 24 * HOUR + MINUTE, 11000],
    ["flexible", 24 * HOUR + MINUTE, 11000],
    ["flexible", 24 * HOUR - MINUTE, null],
    ["moderate", 72 * HOUR + MINUTE, 11000],
    ["moderate", 72 * HOUR - MINUTE, 5500],
    ["moderate", 24 * HOUR + MINUTE, 5500],
    ["moderate", 24 * HOUR - MINUTE, null],
    ["strict", 168 * HOUR + MINUTE, 5500],
    ["strict", 168 * HOUR - MINUTE, null],
  ];

  it.each(cases)("%s, %d ms before: refund %s", async (policy, ahead, cents) => {
    const { result, row, intent } = await cancelAt(policy, ahead);
    expect(result.status).toBe("cancelled");
    if (cents === null) {
      expect(row).toMatchObject({ paymentStatus: "paid", refundRequestedAt: null });
      expect(intent.refundedAt).toBeNull();
    } else {
      expect(row).toMatchObject({ paymentStatus: "refunded" });
      expect(row.refundAmount ?? 11000).toBe(cents);
      expect(intent.refundAmount).toBe(cents);
      expect(result.paymentStatus).toBe("refunded");
    }
  });

  it("without a policy, the customer cannot cancel 24 hours ahead or later (the spec's rule)", async () => {
    const { booking, customer } = await paidBooking(null);
    jest.useFakeTimers({
      now: start - 24 * HOUR,
      doNotFake: [
        "nextTick",
        "setImmediate",
        "setTimeout",
        "setInterval",
        "clearTimeout",
        "clearInterval",
        "queueMicrotask",
        "hrtime",
        "performance",
      ],
    });
    try {
      expect(
        await refusal(changeBookingStatus(customer.actor, booking.id, { status: "cancelled" })),
      ).toEqual({
        code: "conflict",
        message:
          "Bookings can only be cancelled more than 24 hours before the event. Please contact the caterer.",
      });
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("kitchen settings", () => {
  it("the caterer sets their own, others cannot, bad input is refused, and anyone reads the terms", async () => {
    const k = await kitchen();
    const other = await signedInCaterer("Other");
    const customer = await signedIn();
    const values = {
      trayCapacity: "20",
      largeTrayWeight: "2",
      minNoticeHours: "48",
      longNoticeHours: "168",
      longNoticeAboveTrays: "15",
      cancellationPolicy: "moderate" as const,
    };
    expect(await updateKitchenSettings(k.chef.actor, values)).toEqual({
      catererId: k.chef.caterer.id,
      trayCapacity: 20,
      largeTrayWeight: 2,
      minNoticeHours: 48,
      longNoticeHours: 168,
      longNoticeAboveTrays: 15,
      cancellationPolicy: "moderate",
      // Not sent: the kitchen's arrival lead stays as it was (docs/product-rules.md §24).
      arrivalLeadMinutes: 45,
    });
    expect(
      await refusal(
        updateKitchenSettings(other.actor, { ...values, catererId: k.chef.caterer.id }),
      ),
    ).toMatchObject({ code: "not_found" });
    expect(await refusal(updateKitchenSettings(customer.actor, values))).toMatchObject({
      code: "forbidden",
    });
    expect(
      await refusal(updateKitchenSettings(k.chef.actor, { ...values, longNoticeAboveTrays: "" })),
    ).toEqual({
      code: "invalid_input",
      message: "Set both the longer notice and the tray count above which it applies, or neither",
    });
    expect(
      await refusal(updateKitchenSettings(k.chef.actor, { ...values, largeTrayWeight: "1.25" })),
    ).toMatchObject({ code: "invalid_input" });
    const row = await db.caterer.findUniqueOrThrow({ where: { id: k.chef.caterer.id } });
    expect(row).toMatchObject({ trayCapacity: 20, longNoticeAboveTrays: 15 });

    // The public terms give the trays left on booked dates.
    const date = addDaysIso(todayIso(), 12);
    await order(k, customer.actor, { eventDate: date, quantity: 3, traySize: "large" });
    const res = await call(kitchenTermsGet, `/api/caterers/${k.chef.caterer.id}/kitchen-terms`, {
      params: { id: String(k.chef.caterer.id) },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ trayCapacity: 20, traysLeft: { [date]: 14 } });
  });

  it("a date's tray capacity cannot go below the trays booked on it", async () => {
    const k = await kitchen();
    const customer = await signedIn();
    const date = addDaysIso(todayIso(), 12);
    await order(k, customer.actor, { eventDate: date, quantity: 4, traySize: "large" }); // 6 units
    const entry = await db.availability.findFirstOrThrow({
      where: { catererId: k.chef.caterer.id },
    });
    expect(
      await refusal(
        updateAvailability(k.chef.actor, {
          catererId: k.chef.caterer.id,
          id: entry.id,
          date,
          maxOrders: 5,
          maxTrays: 5,
        }),
      ),
    ).toEqual({ code: "conflict", message: traysBelowTaken(6) });
    const updated = await updateAvailability(k.chef.actor, {
      catererId: k.chef.caterer.id,
      id: entry.id,
      date,
      maxOrders: 5,
      maxTrays: 6,
    });
    expect(updated).toMatchObject({ maxTrays: 6, currentTrays: 6 });
    expect((await refusal(order(k, customer.actor, { eventDate: date }))).message).toBe(
      FULLY_BOOKED,
    );
  });
});
