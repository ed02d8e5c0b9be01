/**
 * Money rules shared by server and browser. Dish prices are dollars with two decimals
 * (numeric(10,2), JSON strings like "55.00"); booking totals are integer cents.
 */

/**
 * The one formatter every screen uses for cents: 123456 -> "$1,234.56", -500 -> "-$5.00", the
 * same text as Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })
 * (tests/unit/money.test.ts compares them). Not Intl itself: the first Intl number format
 * in a page loads ICU's number data, 39 ms of main thread on our test machine, and this
 * module loads with the home page's filters, so every visit paid it before hydration.
 */
export function formatCents(cents: number): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ",");
  const sign = cents < 0 && whole > 0 ? "-" : "";
  return `${sign}$${dollars}.${String(whole % 100).padStart(2, "0")}`;
}

/** "55.00" | 55 | Decimal -> 5500, exact for two-decimal prices. */
export function dollarsToCents(dollars: string | number | { toString(): string }): number {
  const text =
    typeof dollars === "number"
      ? dollars.toFixed(2)
      : "toFixed" in Object(dollars)
        ? (dollars as { toFixed(d: number): string }).toFixed(2)
        : dollars.toString();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new Error(`Not a dollar amount: ${text}`);
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** Dish prices are shown from their dollar strings: "55.00" -> "$55.00". */
export function formatDollars(dollars: string | number | { toString(): string }): string {
  return formatCents(dollarsToCents(dollars));
}

type Dollars = string | number | { toString(): string };
type TrayPrices = { mediumTrayPrice: Dollars; largeTrayPrice: Dollars };

/** The price of one tray of the chosen size, in cents. */
export function trayPriceCents(dish: TrayPrices, traySize: "medium" | "large"): number {
  return dollarsToCents(traySize === "large" ? dish.largeTrayPrice : dish.mediumTrayPrice);
}

/**
 * A booking's total in cents: the dish's price for the tray size times the quantity. The
 * server stores this; the order dialog shows the same number before it is placed.
 */
export function bookingTotalCents(
  dish: TrayPrices,
  traySize: "medium" | "large",
  quantity: number,
): number {
  return trayPriceCents(dish, traySize) * quantity;
}

/**
 * A booking's total after its tray size or quantity is edited: unchanged when neither
 * changes; otherwise the dish's current price for the size times the quantity; for a
 * deleted dish the old unit price, if the size stays. Null when it cannot be priced (the
 * dish is gone and the size changed).
 */
export function editedTotalCents(
  order: {
    traySize: "medium" | "large";
    quantity: number;
    totalPrice: number;
    dish: TrayPrices | null;
  },
  traySize: "medium" | "large",
  quantity: number,
): number | null {
  if (traySize === order.traySize && quantity === order.quantity) return order.totalPrice;
  if (order.dish) return bookingTotalCents(order.dish, traySize, quantity);
  if (traySize === order.traySize) return Math.round(order.totalPrice / order.quantity) * quantity;
  return null;
}
