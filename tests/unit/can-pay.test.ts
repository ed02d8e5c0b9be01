import {
  BOOKING_ALREADY_PAID,
  BOOKING_CANCELLED,
  canPay,
  PAYMENT_IN_PROGRESS,
  paymentBlocker,
  paidThroughEvent,
} from "@/lib/money/can-pay";

describe("canPay / paymentBlocker", () => {
  it.each([
    ["pending", "pending"],
    ["pending", "failed"],
    ["confirmed", "pending"],
    ["confirmed", "failed"],
    ["completed", "pending"],
    ["completed", "failed"],
  ])("a %s booking whose payment is %s can be paid", (status, paymentStatus) => {
    expect(paymentBlocker({ status, paymentStatus })).toBeNull();
    expect(canPay({ status, paymentStatus })).toBe(true);
  });

  it.each(["pending", "failed", "processing", "paid", "refunded"])(
    "a cancelled booking (payment %s) cannot be paid",
    (paymentStatus) => {
      expect(paymentBlocker({ status: "cancelled", paymentStatus })).toBe(BOOKING_CANCELLED);
      expect(canPay({ status: "cancelled", paymentStatus })).toBe(false);
    },
  );

  it("says why a payment in flight or done is refused", () => {
    expect(paymentBlocker({ status: "pending", paymentStatus: "processing" })).toBe(
      PAYMENT_IN_PROGRESS,
    );
    expect(paymentBlocker({ status: "confirmed", paymentStatus: "paid" })).toBe(
      BOOKING_ALREADY_PAID,
    );
    expect(paymentBlocker({ status: "confirmed", paymentStatus: "refunded" })).toBe(
      BOOKING_ALREADY_PAID,
    );
  });
});

describe("a line of an event", () => {
  it("is never paid alone: the event's payment pays it", () => {
    expect(paymentBlocker({ status: "pending", paymentStatus: "pending", eventId: 7 })).toBe(
      paidThroughEvent(7),
    );
    expect(canPay({ status: "confirmed", paymentStatus: "failed", eventId: 7 })).toBe(false);
    expect(canPay({ status: "confirmed", paymentStatus: "failed", eventId: null })).toBe(true);
  });
});
