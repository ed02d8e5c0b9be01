/**
 * Money rules shared by server and browser. Dish prices are dollars with two decimals
 * (numeric(10,2), JSON strings like "55.00"); booking totals are integer cents.
 */
const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** The one formatter every screen uses for cents: 12345 -> "$123.45". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** "55.00" | 55 | Decimal -> 5500, exact for two-decimal prices. */
export function dollarsToCents(dollars: string | number | { toString(): string }): number {
  const text = typeof dollars === "number" ? dollars.toFixed(2) : dollars.toString();
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new Error(`Not a dollar amount: ${text}`);
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** Dish prices are shown from their dollar strings: "55.00" -> "$55.00". */
export function formatDollars(dollars: string | number | { toString(): string }): string {
  return formatCents(dollarsToCents(dollars));
}

/** Order total in cents: unit price of the chosen tray size times the quantity. */
export function orderTotalCents(unitPriceDollars: string | number, quantity: number): number {
  return dollarsToCents(unitPriceDollars) * quantity;
}
