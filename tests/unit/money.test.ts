import fc from "fast-check";
import {
  dollarsToCents,
  formatCents,
  formatDollars,
  bookingTotalCents,
  trayPriceCents,
} from "@/lib/money/cents";

describe("money", () => {
  it("formats cents as US dollars with two decimals", () => {
    expect(formatCents(19000)).toBe("$190.00");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(123456)).toBe("$1,234.56");
    expect(formatCents(-500)).toBe("-$5.00");
    expect(formatCents(0)).toBe("$0.00");
  });

  it("formats every amount as Intl's en-US dollar format does", () => {
    const intl = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(formatCents(cents)).toBe(intl.format(cents / 100));
      }),
      { numRuns: 2000 },
    );
    for (const cents of [1, 99, 100, 99999, 100000, 999999999, -1, -100000]) {
      expect(formatCents(cents)).toBe(intl.format(cents / 100));
    }
  });

  it("converts two-decimal dollar strings to exact cents", () => {
    expect(dollarsToCents("55.00")).toBe(5500);
    expect(dollarsToCents("0.1")).toBe(10);
    expect(dollarsToCents("19.99")).toBe(1999);
    expect(dollarsToCents(75)).toBe(7500);
    expect(() => dollarsToCents("abc")).toThrow();
    expect(() => dollarsToCents("1.999")).toThrow();
  });

  it("computes an order total as unit price times quantity, in cents", () => {
    const dish = { mediumTrayPrice: "19.99", largeTrayPrice: "95.00" };
    expect(bookingTotalCents(dish, "large", 2)).toBe(19000);
    expect(bookingTotalCents(dish, "medium", 3)).toBe(5997);
    expect(trayPriceCents(dish, "medium")).toBe(1999);
  });

  it("shows dish prices from their dollar strings", () => {
    expect(formatDollars("65.00")).toBe("$65.00");
  });
});
