import { isPayable, paymentMayMove, PAYMENT_STATUSES } from "@/lib/money/payment-status";
import {
  cardInputError,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  testCardOutcome,
} from "@/lib/money/test-cards";

describe("payment status transitions", () => {
  it.each([
    ["pending", "processing", true],
    ["pending", "paid", true],
    ["pending", "failed", true],
    ["processing", "paid", true],
    ["processing", "failed", true],
    ["failed", "processing", true],
    ["failed", "paid", true],
    ["paid", "refunded", true],
    ["paid", "processing", false],
    ["paid", "failed", false],
    ["paid", "pending", false],
    ["processing", "pending", false],
    ["refunded", "paid", false],
    ["pending", "refunded", false],
  ] as const)("%s -> %s: %s", (from, to, allowed) => {
    expect(paymentMayMove(from, to)).toBe(allowed);
  });

  it("never allows refunded to move, nor any status to itself", () => {
    for (const s of PAYMENT_STATUSES) {
      expect(paymentMayMove("refunded", s)).toBe(false);
      expect(paymentMayMove(s, s)).toBe(false);
    }
  });

  it("charges only pending and failed bookings", () => {
    expect(PAYMENT_STATUSES.filter(isPayable)).toEqual(["pending", "failed"]);
  });
});

describe("test cards", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  const card = (number: string, expiry = "12 / 30", cvc = "123") => ({ number, expiry, cvc });

  it("formats as the user types", () => {
    expect(formatCardNumber("42424242x42424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242 4")).toBe("4242 4");
    expect(formatExpiry("1230")).toBe("12 / 30");
    expect(formatExpiry("1")).toBe("1");
  });

  it("checks the Luhn digit", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4000000000000002")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
  });

  it("succeeds with 4242..., declines 4000...0002, refuses other real cards", () => {
    expect(testCardOutcome(card("4242 4242 4242 4242"), now)).toBeNull();
    expect(testCardOutcome(card("4000 0000 0000 0002"), now)).toBe("card_declined");
    expect(testCardOutcome(card("5555555555554444"), now)).toBe("live_card_in_test_mode");
  });

  it.each([
    [card("4242"), "incomplete_number"],
    [card("4242424242424241"), "incorrect_number"],
    [card("4242424242424242", "1/3"), "invalid_expiry"],
    [card("4242424242424242", "00 / 30"), "invalid_expiry"],
    [card("4242424242424242", "10 / 26"), "expired_card"],
    [card("4242424242424242", "11 / 26"), null],
    [card("4242424242424242", "1126"), null],
    [card("4242424242424242", "12 / 30", "12"), "incomplete_cvc"],
  ])("%j -> %s", (c, expected) => {
    expect(cardInputError(c, now)).toBe(expected);
  });
});
