import "server-only";
import { isoToUtcDate } from "@/lib/dates";
import { formatEventDate } from "@/lib/format";
import { earliestStart, meetsNotice, noticeMessage } from "@/lib/bookings/lead-time";
import { doesNotFitMessage, trayUnits } from "@/lib/bookings/tray-load";
import { DEFAULT_MAX_ORDERS_PER_DAY } from "@/lib/constants";
import { KITCHEN_CLOSED } from "@/lib/caterers/open";
import { db } from "../db";
import { takesOrders } from "../caterers/kitchen-open";
import { FULLY_BOOKED, NOT_AVAILABLE } from "../availability/slots";
import type { CartDish } from "./cart-dishes";

export type LineToCheck = { dish: CartDish; traySize: "medium" | "large"; quantity: number };

/**
 * Live check of a cart's lines against the event's date (docs/product-rules.md §15): the
 * same rules createBooking and takeSlot apply, read without taking anything, so the cart
 * can say why a line would be refused before checkout. Lines of one caterer are counted
 * together, in cart order, as checkout takes them. Checkout re-checks all of it atomically
 * (takeSlot); this answer is advice, never a reservation.
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
    const c = line.dish.caterer;
    if (!takesOrders(c)) return KITCHEN_CLOSED;
    const weight = Number(c.largeTrayWeight);
    const units = trayUnits(line.traySize, line.quantity, weight);
    if (event.eventTime && !meetsNotice(c, units, event.eventDate!, event.eventTime, now)) {
      return noticeMessage(earliestStart(c, units, now), formatEventDate);
    }
    const row = byCaterer.get(c.id);
    if (row && !row.isAvailable) return NOT_AVAILABLE;
    const before = taken.get(c.id) ?? { orders: 0, trays: 0 };
    const orders = (row?.currentOrders ?? 0) + before.orders;
    const maxOrders = row?.maxOrders ?? DEFAULT_MAX_ORDERS_PER_DAY;
    if (orders >= maxOrders) return FULLY_BOOKED;
    const capacity = row?.maxTrays ?? c.trayCapacity;
    if (capacity !== null) {
      const left = capacity - Number(row?.currentTrays ?? 0) - before.trays;
      if (left < 1) return FULLY_BOOKED;
      if (units > left) return doesNotFitMessage(left, weight);
    }
    taken.set(c.id, { orders: before.orders + 1, trays: before.trays + units });
    return null;
  });
}
