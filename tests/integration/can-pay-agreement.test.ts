/**
 * My Orders shows Complete Payment when canPay(booking) says so; the payment API decides
 * for itself. Both use paymentBlocker(), so comparing them with each other proves nothing:
 * each is compared with an oracle written here from the rules' own words, for every booking
 * status x payment status, as a single order and as a line of an event:
 *
 * - docs/product-rules.md §5 and decisions.md: "A booking can be paid when it is not
 *   cancelled and its payment is pending or failed" (a declined card may be retried, a
 *   booking the caterer confirmed first is still paid for).
 * - §16: "A line of an event is paid only through its event": the single-order payment API
 *   answers 409 "This order is part of event #{id}: please pay for it with the event's
 *   payment", and My Orders offers Complete Payment on the event only.
 */
import { POST as createIntentRoute } from "@/app/api/create-payment-intent/route";
import { BOOKING_STATUSES } from "@/lib/lines/schemas";
import { canPay } from "@/lib/money/can-pay";
import { PAYMENT_STATUSES } from "@/lib/money/payment-status";
import { db } from "@/lib/server/db";
import { makeEvent } from "../support/fixtures";
import { call } from "../support/http";
import { paymentWorld, setEnv } from "../support/payments";
import { resetDatabase } from "../support/reset-db";

type Case = { status: string; paymentStatus: string; eventLine: boolean };

/** The rules above, in the test's own words: 200, or the refusal's status and message. */
function oracle(c: Case, eventId: number): { status: number; message?: string } {
  if (c.eventLine) {
    return {
      status: 409,
      message: `This order is part of event #${eventId}: please pay for it with the event's payment`,
    };
  }
  if (c.status === "cancelled") return { status: 409, message: "This booking has been cancelled" };
  if (c.paymentStatus === "pending" || c.paymentStatus === "failed") return { status: 200 };
  if (c.paymentStatus === "processing") {
    return { status: 409, message: "A payment for this booking is already being processed" };
  }
  // paid, refunded: money already went through.
  return { status: 409, message: "This booking has already been paid" };
}

const cases: Case[] = BOOKING_STATUSES.flatMap((status) =>
  PAYMENT_STATUSES.flatMap((paymentStatus) =>
    [false, true].map((eventLine) => ({ status, paymentStatus, eventLine })),
  ),
);

let restoreEnv: () => void;
let w: Awaited<ReturnType<typeof paymentWorld>>;
let eventId: number;

beforeAll(async () => {
  restoreEnv = setEnv({}); // the built-in test provider
  await resetDatabase();
  w = await paymentWorld();
  const event = await makeEvent(w.customer.user.id, { totalPrice: 19000 });
  eventId = event.id;
});
afterAll(async () => {
  restoreEnv();
  await db.$disconnect();
});

describe("Complete Payment and POST /api/create-payment-intent both follow the written rule", () => {
  it("the oracle covers every state, and some of each answer", () => {
    expect(cases).toHaveLength(BOOKING_STATUSES.length * PAYMENT_STATUSES.length * 2);
    const statuses = new Set(cases.map((c) => oracle(c, 1).status));
    expect([...statuses].sort()).toEqual([200, 409]);
  });

  it.each(cases)(
    "a $status booking whose payment is $paymentStatus (line of an event: $eventLine)",
    async (c) => {
      // Forty orders in a row are past the hourly order limit: it is not under test here.
      await db.rateLimit.deleteMany();
      const placed = await w.book();
      try {
        await db.booking.update({
          where: { id: placed.id },
          data: {
            status: c.status as never,
            paymentStatus: c.paymentStatus as never,
            eventId: c.eventLine ? eventId : null,
          },
        });
        const row = await w.row(placed.id);
        const want = oracle(c, eventId);

        // The server's actual answer.
        const response = await call(createIntentRoute, "/api/create-payment-intent", {
          body: { bookingId: placed.id },
          token: w.customer.token,
        });
        expect({ status: response.status, message: response.json.message }).toEqual({
          status: want.status,
          message: want.message,
        });
        // What My Orders decides, on the row as the page reads it.
        expect(canPay(row)).toBe(want.status === 200);
      } finally {
        // Out of the customer's unpaid allowance, so every case gets a fresh chance.
        await db.booking.update({
          where: { id: placed.id },
          data: { status: "cancelled", eventId: null },
        });
      }
    },
  );

  it("offers payment in the cases the old page missed", () => {
    expect(canPay({ status: "pending", paymentStatus: "failed" })).toBe(true);
    expect(canPay({ status: "confirmed", paymentStatus: "pending" })).toBe(true);
    expect(canPay({ status: "confirmed", paymentStatus: "failed" })).toBe(true);
  });
});
