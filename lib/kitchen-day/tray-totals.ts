/** The prep sheet's first table, pure: the day's trays per dish and size. */
import type { DishTrays, TraySizeValue } from "./types";

export type TrayCount = {
  /** What makes two lines the same dish: its id, or its ordered name once the dish is gone. */
  dishKey: string;
  dishName: string;
  traySize: TraySizeValue;
  quantity: number;
};

/** Trays per dish across all the day's orders, dishes by name; plus the day's totals. */
export function trayTotals(lines: readonly TrayCount[]): {
  trays: DishTrays[];
  totals: { medium: number; large: number };
} {
  const byDish = new Map<string, DishTrays>();
  const totals = { medium: 0, large: 0 };
  for (const line of lines) {
    const row = byDish.get(line.dishKey) ?? { dishName: line.dishName, medium: 0, large: 0 };
    row[line.traySize] += line.quantity;
    totals[line.traySize] += line.quantity;
    byDish.set(line.dishKey, row);
  }
  const trays = [...byDish.values()].sort((a, b) => a.dishName.localeCompare(b.dishName, "en"));
  return { trays, totals };
}
