/** The tray labels of a day, pure: one per tray, in the prep sheet's order. */
import { TRAY_SIZES } from "@/lib/constants";
import type { PrepSheet, TrayLabel } from "./types";

/**
 * The reheating note on every label. One kitchen-wide text for now: a note per dish would
 * need a dish field (and a migration); until a kitchen asks, this is what every label says.
 */
export const REHEAT_NOTE = "Reheat covered at 350°F until hot (165°F inside).";

/** "Medium Tray · Serves 6-8 people", the product's own tray words (lib/constants.ts). */
export function servesLabel(size: keyof typeof TRAY_SIZES): string {
  return `${TRAY_SIZES[size].label} · Serves ${TRAY_SIZES[size].serves}`;
}

export function trayLabels(sheet: PrepSheet): TrayLabel[] {
  return sheet.orders.flatMap((order) =>
    order.lines.flatMap((line) =>
      Array.from({ length: line.quantity }, (_, i) => ({
        dishName: line.dishName,
        allergens: line.allergens,
        serves: servesLabel(line.traySize),
        orderId: order.id,
        date: sheet.date,
        eventTime: order.eventTime,
        tray: i + 1,
        of: line.quantity,
        reheat: REHEAT_NOTE,
      })),
    ),
  );
}
