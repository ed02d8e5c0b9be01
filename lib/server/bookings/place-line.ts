import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { KITCHEN_CLOSED } from "@/lib/caterers/open";
import { isoToUtcDate } from "@/lib/dates";
import { formatEventDate } from "@/lib/format";
import { earliestStart, meetsNotice, noticeMessage } from "@/lib/bookings/lead-time";
import { trayUnits } from "@/lib/bookings/tray-load";
import { bookingTotalCents } from "@/lib/money";
import { takeSlot } from "../availability/slots";
import { kitchenOwnerSelect, takesOrders } from "../caterers/kitchen-open";
import type { Tx } from "../db";
import { emailBookingPlaced } from "../email/triggers";

/**
 * One way to place a line (docs/product-rules.md §4, §11, §14, §15): a single order
 * (createBooking) and each line of a cart checkout (checkoutCart) are priced, checked and
 * written here, and the cart's live check (lineProblems) asks the same rules without
 * taking anything.
 */

/** What placing a line needs of its dish and kitchen: prices, names and the kitchen's terms. */
export const lineDishSelect = {
  id: true,
  name: true,
  catererId: true,
  imageUrls: true,
  mediumTrayPrice: true,
  largeTrayPrice: true,
  caterer: {
    select: {
      id: true,
      name: true,
      // What the new booking's DTO shows of its kitchen, so nothing is read again.
      cuisine: true,
      location: true,
      cancellationPolicy: true,
      largeTrayWeight: true,
      trayCapacity: true,
      minNoticeHours: true,
      longNoticeHours: true,
      longNoticeAboveTrays: true,
      ...kitchenOwnerSelect,
    },
  },
} as const;
export type LineDish = Prisma.DishGetPayload<{ select: typeof lineDishSelect }>;

/** A line priced by the server (a client's price is never used) with its tray units. */
export type PricedLine = {
  dish: LineDish;
  traySize: "medium" | "large";
  quantity: number;
  /** The kitchen's large-tray weight, as a number. */
  weight: number;
  units: number;
  /** Cents. */
  totalPrice: number;
};

export function priceLine(
  dish: LineDish,
  traySize: "medium" | "large",
  quantity: number,
): PricedLine {
  const weight = Number(dish.caterer.largeTrayWeight);
  return {
    dish,
    traySize,
    quantity,
    weight,
    units: trayUnits(traySize, quantity, weight),
    totalPrice: bookingTotalCents(dish, traySize, quantity),
  };
}

/**
 * The rules a line must meet before any slot is touched: the kitchen takes orders, and the
 * event is outside the kitchen's notice for this many trays (with `path` the field to
 * blame). Null when the line may go on to take its slot.
 */
export function lineRefusal(
  line: PricedLine,
  event: { eventDate: string; eventTime: string | null },
  now: Date = new Date(),
): { message: string; path?: "eventDate" } | null {
  const kitchen = line.dish.caterer;
  if (!takesOrders(kitchen)) return { message: KITCHEN_CLOSED };
  if (event.eventTime && !meetsNotice(kitchen, line.units, event.eventDate, event.eventTime, now)) {
    return {
      message: noticeMessage(earliestStart(kitchen, line.units, now), formatEventDate),
      path: "eventDate",
    };
  }
  return null;
}

export type LineOrder = {
  userId: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  eventDate: string;
  eventTime: string;
  specialRequests: string | null;
  holdExpiresAt: Date;
  eventId?: number;
};

/**
 * Takes the date's slot and its tray units (takeSlot's conditional UPDATE: a refused date
 * throws its conflict and the caller's transaction leaves nothing behind), writes the
 * booking and tells its kitchen, all in the caller's transaction. The caller has already
 * checked lineRefusal and the customer's unpaid allowance. Returns the booking's row.
 */
export async function placeLine(tx: Tx, line: PricedLine, order: LineOrder) {
  const eventDate = isoToUtcDate(order.eventDate);
  await takeSlot(tx, line.dish.catererId, eventDate, {
    units: line.units,
    largeTrayWeight: line.weight,
  });
  const booking = await tx.booking.create({
    data: {
      catererId: line.dish.catererId,
      userId: order.userId,
      dishId: line.dish.id,
      dishName: line.dish.name,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      customerPhone: order.customerPhone,
      eventDate,
      eventTime: order.eventTime,
      traySize: line.traySize,
      quantity: line.quantity,
      trayUnits: line.units,
      specialRequests: order.specialRequests,
      totalPrice: line.totalPrice,
      holdExpiresAt: order.holdExpiresAt,
      eventId: order.eventId,
    },
  });
  await emailBookingPlaced(tx, booking.id);
  return booking;
}
