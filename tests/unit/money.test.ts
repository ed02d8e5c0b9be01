import {
  dollarsToCents,
  formatCents,
  formatDollars,
  bookingTotalCents,
  trayPriceCents,
} from "@/lib/money";

describe("money", () => {
  it("formats cents as US dollars with two decimals", () => {
    expect(formatCents(19000)).toBe("$190.00");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(123456)).toBe("$1,234.56");
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
