/**
 * Kitchen load in tray units (docs/product-rules.md §11), pure so that the order dialog and
 * the server count the same way. A medium tray is one unit; a large tray counts for the
 * caterer's large-tray weight (default 1.5). Units are kept to one decimal place.
 */
export const DEFAULT_LARGE_TRAY_WEIGHT = 1.5;
export const MIN_LARGE_TRAY_WEIGHT = 1;
export const MAX_LARGE_TRAY_WEIGHT = 5;
export const MAX_TRAY_CAPACITY = 1000;

/** Rounds to one decimal place, the precision tray units are stored with. */
export const roundUnits = (n: number) => Math.round(n * 10) / 10;

/** Tray units an order of `quantity` trays of `traySize` takes. */
export function trayUnits(
  traySize: "medium" | "large",
  quantity: number,
  largeTrayWeight: number = DEFAULT_LARGE_TRAY_WEIGHT,
): number {
  const tenths = traySize === "large" ? Math.round(largeTrayWeight * 10) : 10;
  return (tenths * quantity) / 10;
}

/** Tray units left on a date; null when the date has no tray capacity. */
export function traysLeft(capacity: number | null, taken: number): number | null {
  return capacity === null ? null : Math.max(0, roundUnits(capacity - taken));
}

/** "6 trays", "1.5 trays", "1 tray". */
export function formatTrays(units: number): string {
  const n = roundUnits(units);
  return `${n} ${n === 1 ? "tray" : "trays"}`;
}

/** "Room for 6 more trays on this date". */
export function roomMessage(left: number): string {
  return `Room for ${roundUnits(left)} more ${roundUnits(left) === 1 ? "tray" : "trays"} on this date`;
}

/**
 * The refusal of an order that does not fit, saying what would:
 * "Only 4 more trays fit on this date: order at most 4 medium or 2 large trays."
 */
export function doesNotFitMessage(left: number, largeTrayWeight: number): string {
  const medium = Math.floor(roundUnits(left));
  const large = Math.floor(roundUnits(left) / largeTrayWeight + 1e-9);
  const options = [
    medium > 0 ? `${medium} medium` : null,
    large > 0 ? `${large} large` : null,
  ].filter(Boolean);
  const verb = roundUnits(left) === 1 ? "fits" : "fit";
  return `Only ${formatTrays(left)} more ${verb} on this date: order at most ${options.join(" or ")} ${
    medium === 1 && large <= 1 ? "tray" : "trays"
  }.`;
}
