/** The one model of amounts (docs/product-rules.md §16). */
import {
  bookingAmountDueCents,
  cancellationRefundCents,
  eventAmountDueCents,
  lineAmountDueCents,
  lineChargedCents,
  lineKeptCents,
  lineRefundedCents,
  keptCents,
  moneySummary,
  withDeliveryCents,
  withTipCents,
  type MoneyLine,
} from "@/lib/money/amounts";
import { withPaymentIntent } from "@/lib/money/checkout-text";
import { lineFeeCents, lineKitchenShareCents, type PayoutLine } from "@/lib/money/payouts";

const line = (over: Partial<MoneyLine> = {}): MoneyLine => ({
  status: "pending",
  paymentStatus: "pending",
  totalPrice: 19000,
  paymentAmount: null,
  refundAmount: null,
  ...over,
});

describe("what a line owes", () => {
  it.each([
    ["pending", "pending", 19000],
    ["confirmed", "failed", 19000],
    ["cancelled", "pending", 0],
    ["confirmed", "processing", 0],
    ["confirmed", "paid", 0],
    ["cancelled", "refunded", 0],
  ])("%s with payment %s owes %i", (status, paymentStatus, owed) => {
    expect(lineAmountDueCents(line({ status, paymentStatus }))).toBe(owed);
    expect(bookingAmountDueCents(line({ status, paymentStatus }))).toBe(owed);
  });
});

describe("what an event owes", () => {
  const lines = [
    line(),
    line({ totalPrice: 4000 }),
    line({ totalPrice: 7000, status: "cancelled" }),
  ];
  it("is the sum of its open, unpaid lines: never a cancelled one", () => {
    expect(eventAmountDueCents({ paymentStatus: "pending", bookings: lines })).toBe(23000);
    expect(eventAmountDueCents({ paymentStatus: "failed", bookings: lines })).toBe(23000);
  });
  it("is nothing once its payment is going through or went through", () => {
    for (const paymentStatus of ["processing", "paid", "refunded"]) {
      expect(eventAmountDueCents({ paymentStatus, bookings: lines })).toBe(0);
    }
  });
});

describe("charged, refunded, kept", () => {
  it("a paid line was charged its payment, keeps all of it", () => {
    const paid = line({ paymentStatus: "paid", paymentAmount: 19000 });
    expect([lineChargedCents(paid), lineRefundedCents(paid), lineKeptCents(paid)]).toEqual([
      19000, 0, 19000,
    ]);
  });
  it("a refunded line got back its policy share, or all of it", () => {
    const half = line({ paymentStatus: "refunded", paymentAmount: 19000, refundAmount: 9500 });
    expect([lineChargedCents(half), lineRefundedCents(half), lineKeptCents(half)]).toEqual([
      19000, 9500, 9500,
    ]);
    const all = line({ paymentStatus: "refunded", paymentAmount: 19000 });
    expect(lineKeptCents(all)).toBe(0);
  });
  it("an unpaid line was charged nothing", () => {
    expect(lineChargedCents(line({ status: "cancelled" }))).toBe(0);
  });
  it("sums an event's lines", () => {
    expect(
      moneySummary([
        line({ paymentStatus: "paid", paymentAmount: 19000 }),
        line({ paymentStatus: "refunded", paymentAmount: 4000, status: "cancelled" }),
      ]),
    ).toEqual({ dueCents: 0, chargedCents: 23000, refundedCents: 4000, keptCents: 19000 });
  });
});

describe("what cancelling a paid line gives back", () => {
  const paid = line({ status: "confirmed", paymentStatus: "paid", paymentAmount: 19000 });
  it("all of it, unless the customer cancels under the kitchen's policy", () => {
    expect(cancellationRefundCents(paid, "caterer", "strict", 2)).toBe(19000);
    expect(cancellationRefundCents(paid, "admin", "strict", 2)).toBe(19000);
    expect(cancellationRefundCents(paid, "customer", null, 48)).toBe(19000);
  });
  it("the policy's share for the customer's own cancellation", () => {
    expect(cancellationRefundCents(paid, "customer", "strict", 8 * 24)).toBe(9500);
    expect(cancellationRefundCents(paid, "customer", "strict", 48)).toBe(0);
    expect(cancellationRefundCents(paid, "customer", "moderate", 100)).toBe(19000);
  });
  it("nothing to refund when nothing was charged", () => {
    expect(cancellationRefundCents(line(), "caterer", null, 48)).toBeNull();
  });
});

describe("a line's delivery fee share (§23)", () => {
  // $190.00 of food with $5.43 of delivery and a $6.69 tip: $202.12 charged.
  const paid = line({
    status: "confirmed",
    paymentStatus: "paid",
    paymentAmount: 20212,
    deliveryFeeCents: 543,
    tipCents: 669,
    platformFeeBps: 1000,
  } as Partial<MoneyLine>) as PayoutLine;

  it("is due with the food and charged with it", () => {
    expect(lineAmountDueCents(line({ deliveryFeeCents: 543 }))).toBe(19543);
    expect(lineChargedCents({ ...paid, paymentAmount: null })).toBe(20212);
  });
  it("is never commissioned: the platform's 10% is on the food only", () => {
    expect(lineFeeCents(paid)).toBe(1900);
    expect(lineKitchenShareCents(paid)).toBe(20212 - 1900);
  });
  it("goes back in full under a policy that keeps half of the food", () => {
    expect(cancellationRefundCents(paid, "customer", "strict", 24 * 10)).toBe(9500 + 543 + 669);
    const refunded = {
      ...paid,
      status: "cancelled",
      paymentStatus: "refunded",
      refundAmount: 10712,
    };
    // The kitchen keeps half of the food; the platform 10% of that.
    expect(lineKeptCents(refunded)).toBe(9500);
    expect(lineFeeCents(refunded)).toBe(950);
  });
});

describe("return paths", () => {
  it("carry the paid intent first, as Stripe appends it", () => {
    expect(withPaymentIntent("/payment/success?booking_id=4", "pi_1")).toBe(
      "/payment/success?payment_intent=pi_1&booking_id=4",
    );
    expect(withPaymentIntent("/events/3/paid", "pi_2")).toBe("/events/3/paid?payment_intent=pi_2");
  });
});

describe("the sums pages show", () => {
  it("keeps what was charged and not refunded", () => {
    expect(keptCents({ chargedCents: 23_000, refundedCents: 9_500 })).toBe(13_500);
    expect(keptCents({ chargedCents: 0, refundedCents: 0 })).toBe(0);
  });
  it("adds the delivery fees to a cart's dishes, none when the cart has no fees", () => {
    expect(withDeliveryCents({ totalCents: 19_000, deliveryCents: 700 })).toBe(19_700);
    expect(withDeliveryCents({ totalCents: 19_000, deliveryCents: null })).toBe(19_000);
    expect(withDeliveryCents({ totalCents: 19_000 })).toBe(19_000);
  });
  it("charges the tip on top of what is due", () => {
    expect(withTipCents(19_700, 2_955)).toBe(22_655);
  });
});
