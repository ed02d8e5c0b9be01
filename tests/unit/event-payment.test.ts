import { BOOKING_ALREADY_PAID, PAYMENT_IN_PROGRESS } from "@/lib/money/can-pay";
import { canPayEvent, EVENT_CANCELLED, eventPaymentBlocker } from "@/lib/event-cart/event-payment";

describe("eventPaymentBlocker", () => {
  const lines = (...statuses: string[]) => statuses.map((status) => ({ status }));

  it("an event is payable while its payment is pending or failed and a line is open", () => {
    expect(
      eventPaymentBlocker({ paymentStatus: "pending", bookings: lines("pending") }),
    ).toBeNull();
    expect(
      canPayEvent({ paymentStatus: "failed", bookings: lines("cancelled", "confirmed") }),
    ).toBe(true);
  });

  it("says why it cannot be paid", () => {
    expect(eventPaymentBlocker({ paymentStatus: "pending", bookings: lines("cancelled") })).toBe(
      EVENT_CANCELLED,
    );
    expect(eventPaymentBlocker({ paymentStatus: "pending", bookings: [] })).toBe(EVENT_CANCELLED);
    expect(eventPaymentBlocker({ paymentStatus: "paid", bookings: lines("pending") })).toBe(
      BOOKING_ALREADY_PAID,
    );
    expect(eventPaymentBlocker({ paymentStatus: "processing", bookings: lines("pending") })).toBe(
      PAYMENT_IN_PROGRESS,
    );
  });
});
