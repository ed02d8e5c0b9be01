/**
 * My Orders shows Complete Payment when canPay(booking) says so; the payment API decides
 * for itself. For every booking status x payment status, both must give the same answer.
 */
import { POST as createIntentRoute } from "@/app/api/create-payment-intent/route";
import { BOOKING_STATUSES } from "@/lib/bookings/schemas";
import { canPay } from "@/lib/payments/can-pay";
import { PAYMENT_STATUSES } from "@/lib/payments/payment-status";
import { db } from "@/lib/server/db";
import { call } from "../support/http";
import { paymentWorld, setEnv } from "../support/payments";
import { resetDatabase } from "../support/reset-db";

let restoreEnv: () => void;

beforeAll(() => {
  restoreEnv = setEnv({}); // the built-in test provider
});
afterAll(async () => {
  restoreEnv();
  await db.$disconnect();
});

const pairs = BOOKING_STATUSES.flatMap((status) =>
  PAYMENT_STATUSES.map((paymentStatus) => [status, paymentStatus] as const),
);

describe("Complete Payment and POST /api/create-payment-intent agree", () => {
  let w: Awaited<ReturnType<typeof paymentWorld>>;
  // A fresh world per case: a customer may hold only a few unpaid orders at once.
  beforeEach(async () => {
    await resetDatabase();
    w = await paymentWorld();
  });

  it.each(pairs)("for a %s booking whose payment is %s", async (status, paymentStatus) => {
    const placed = await w.book();
    await db.booking.update({ where: { id: placed.id }, data: { status, paymentStatus } });
    const response = await call(createIntentRoute, "/api/create-payment-intent", {
      body: { bookingId: placed.id },
      token: w.customer.token,
    });
    expect([200, 409]).toContain(response.status);
    expect(canPay({ status, paymentStatus })).toBe(response.status === 200);
  });

  it("offers payment in the cases the old page missed", () => {
    expect(canPay({ status: "pending", paymentStatus: "failed" })).toBe(true);
    expect(canPay({ status: "confirmed", paymentStatus: "pending" })).toBe(true);
    expect(canPay({ status: "confirmed", paymentStatus: "failed" })).toBe(true);
  });
});
