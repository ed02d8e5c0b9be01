import "server-only";
import { isoToUtcDate } from "@/lib/dates";
import { openSlot, slotRefusal } from "@/lib/lines/capacity";
import { lineRefusal, priceLine } from "../lines/place-line";
import { db } from "../db";
import type { CartDish } from "./cart-dishes";

export type LineToCheck = { dish: CartDish; traySize: "medium" | "large"; quantity: number };

/**
 * Live check of a cart's lines against the event's date (docs/product-rules.md §15): the
 * same rules placeLine applies (lineRefusal, then the date's capacity by slotRefusal, the
 * rule takeSlotSql's upsert enforces), read without taking anything, so the cart
 * can say why a line would be refused before checkout. Lines of one caterer are one order:
 * one slot for all, their trays counted together in cart order, as checkout takes them. Checkout re-checks all of it atomically
 * (placeLine); this answer is advice, never a reservation.
 */
export async function lineProblems(
  event: { eventDate: string | null; eventTime: string | null },
  lines: LineToCheck[],
  now: Date = new Date(),
): Promise<(string | null)[]> {
  if (!event.eventDate || !lines.length) return lines.map(() => null);
  const date = isoToUtcDate(event.eventDate);
  const catererIds = [...new Set(lines.map((l) => l.dish.catererId))];
  const rows = await db.availability.findMany({
    where: { catererId: { in: catererIds }, date },
    select: {
      catererId: true,
      isAvailable: true,
      maxOrders: true,
      currentOrders: true,
      maxTrays: true,
      currentTrays: true,
    },
  });
  const byCaterer = new Map(rows.map((r) => [r.catererId, r]));
  const taken = new Map<number, { orders: number; trays: number }>();
  return lines.map((line) => {
    const priced = priceLine(line.dish, line.traySize, line.quantity);
    const refusal = lineRefusal(
      priced,
      { eventDate: event.eventDate!, eventTime: event.eventTime },
      now,
    );
    if (refusal) return refusal.message;
    const c = line.dish.caterer;
    const row = byCaterer.get(c.id);
    const before = taken.get(c.id) ?? { orders: 0, trays: 0 };
    // The date as checkout would find it after this kitchen's earlier lines of the cart.
    const slot = row
      ? {
          isAvailable: row.isAvailable,
          maxOrders: row.maxOrders,
          currentOrders: row.currentOrders,
          capacity: row.maxTrays ?? c.trayCapacity,
          currentTrays: Number(row.currentTrays),
        }
      : openSlot(c.trayCapacity);
    // One order per kitchen (docs/product-rules.md §20): its first line takes the date's
    // slot; the others need only room for their trays.
    const full = slotRefusal(
      {
        ...slot,
        maxOrders: before.orders ? slot.currentOrders + 1 : slot.maxOrders,
        currentTrays: slot.currentTrays + before.trays,
      },
      priced.units,
      priced.weight,
    );
    if (full) return full.message;
    taken.set(c.id, { orders: 1, trays: before.trays + priced.units });
    return null;
  });
}
