import "server-only";
import { Prisma, type Booking } from "@/lib/generated/prisma/client";
import { KITCHEN_CLOSED } from "@/lib/caterers/open";
import { isoToUtcDate } from "@/lib/dates";
import { formatEventDate } from "@/lib/format";
import { earliestStart, meetsNotice, noticeMessage } from "@/lib/bookings/lead-time";
import { trayUnits } from "@/lib/bookings/tray-load";
import { bookingTotalCents } from "@/lib/money";
import { refuseSlot, takeSlotSql } from "../availability/slots";
import { kitchenOwnerSelect, takesOrders } from "../caterers/kitchen-open";
import { db, type Tx } from "../db";
import { emailBookingPlaced, type KitchenInbox } from "../email/triggers";
import { checkUnpaidAllowance, heldLinesSql, lockUnpaidAllowance } from "./unpaid-orders";

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
      userId: true,
      ...kitchenOwnerSelect,
    },
  },
} as const;
export type LineDish = Prisma.DishGetPayload<{ select: typeof lineDishSelect }>;

/**
 * A dish of a kitchen as lineDishSelect has it, with the kitchen owner's inbox (where its
 * new-order email goes, and whether), in one statement: a single order's reads before its
 * transaction. Null when the kitchen has no such dish.
 */
export async function readLineDish(
  catererId: number,
  dishId: number,
): Promise<{ dish: LineDish; inbox: KitchenInbox | null } | null> {
  const [r] = await db.$queryRaw<LineDishRow[]>`
    SELECT d."id", d."name", d."catererId", d."imageUrls", d."mediumTrayPrice", d."largeTrayPrice",
           c."name" AS "kitchenName", c."cuisine", c."location",
           c."cancellationPolicy"::text AS "cancellationPolicy", c."largeTrayWeight",
           c."trayCapacity", c."minNoticeHours", c."longNoticeHours", c."longNoticeAboveTrays",
           c."userId", u."isActive", u."email", u."emailNotifications", u."messageEmails",
           u."emailVerified", p."expiresOn" AS "permitExpiresOn"
    FROM "dishes" d
    JOIN "caterers" c ON c."id" = d."catererId"
    LEFT JOIN "users" u ON u."id" = c."userId"
    LEFT JOIN "kitchen_permits" p ON p."userId" = c."userId"
    WHERE d."id" = ${dishId} AND d."catererId" = ${catererId}`;
  if (!r) return null;
  const owner =
    r.userId === null || r.isActive === null
      ? null
      : {
          isActive: r.isActive,
          permit: r.permitExpiresOn ? { expiresOn: r.permitExpiresOn } : null,
        };
  const dish: LineDish = {
    id: r.id,
    name: r.name,
    catererId: r.catererId,
    imageUrls: r.imageUrls,
    mediumTrayPrice: r.mediumTrayPrice,
    largeTrayPrice: r.largeTrayPrice,
    caterer: {
      id: r.catererId,
      name: r.kitchenName,
      cuisine: r.cuisine,
      location: r.location,
      cancellationPolicy: r.cancellationPolicy,
      largeTrayWeight: r.largeTrayWeight,
      trayCapacity: r.trayCapacity,
      minNoticeHours: r.minNoticeHours,
      longNoticeHours: r.longNoticeHours,
      longNoticeAboveTrays: r.longNoticeAboveTrays,
      userId: r.userId,
      user: owner,
    },
  };
  const inbox =
    r.userId === null || r.email === null
      ? null
      : {
          id: r.userId,
          email: r.email,
          emailNotifications: r.emailNotifications!,
          messageEmails: r.messageEmails!,
          emailVerified: r.emailVerified!,
        };
  return { dish, inbox };
}

type LineDishRow = Pick<
  LineDish,
  "id" | "name" | "catererId" | "imageUrls" | "mediumTrayPrice" | "largeTrayPrice"
> &
  Omit<LineDish["caterer"], "id" | "name" | "user"> & {
    kitchenName: string;
    isActive: boolean | null;
    email: string | null;
    emailNotifications: boolean | null;
    messageEmails: boolean | null;
    emailVerified: boolean | null;
    permitExpiresOn: Date | null;
  };

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
 * Takes the date's slot and its tray units (takeSlotSql) and writes the booking in one
 * statement (a refused date writes neither and throws its conflict; the caller's
 * transaction then leaves nothing behind), then tells its kitchen, all in the caller's
 * transaction. The caller has checked lineRefusal. A cart checks its customer's unpaid
 * allowance for all its lines first; a single order passes `allowance`, and the same
 * statement counts what the customer holds, after the customer's lock so that a parallel
 * order is counted, and is refused before its slot is explained. With `inbox` (the
 * kitchen owner's, read with the dish) the email reads nothing. Returns the booking's row.
 */
export async function placeLine(
  tx: Tx,
  line: PricedLine,
  order: LineOrder,
  options: { allowance?: boolean; inbox?: KitchenInbox | null } = {},
): Promise<Booking> {
  const eventDate = isoToUtcDate(order.eventDate);
  if (options.allowance) await lockUnpaidAllowance(tx, order.userId);
  const held = options.allowance
    ? Prisma.sql`(SELECT json_agg(h) FROM (${heldLinesSql(order.userId)}) h)`
    : Prisma.sql`NULL::json`;
  const [row] = await tx.$queryRaw<(Booking & { heldLines: HeldJson[] | null })[]>`
    WITH slot AS (${takeSlotSql(line.dish.catererId, eventDate, line.units)}),
    placed AS (
      INSERT INTO "bookings" ("catererId", "userId", "dishId", "dishName", "customerName",
        "customerEmail", "customerPhone", "eventDate", "eventTime", "traySize", "quantity",
        "trayUnits", "specialRequests", "totalPrice", "holdExpiresAt", "eventId", "updatedAt")
      SELECT ${line.dish.catererId}, ${order.userId}, ${line.dish.id}, ${line.dish.name},
        ${order.customerName}, ${order.customerEmail}, ${order.customerPhone}, ${eventDate}::date,
        ${order.eventTime}, ${line.traySize}::"tray_size", ${line.quantity},
        ${String(line.units)}::numeric, ${order.specialRequests}, ${line.totalPrice},
        ${order.holdExpiresAt}, ${order.eventId ?? null}::int, now()
      FROM slot
      RETURNING *
    )
    SELECT ${held} AS "heldLines", placed.* FROM (SELECT 1) AS one LEFT JOIN placed ON true`;
  const { heldLines, ...placed } = row!;
  if (options.allowance) {
    checkUnpaidAllowance(
      (heldLines ?? []).map((h) => ({
        ...h,
        eventDate: isoToUtcDate(h.eventDate),
        n: Number(h.n),
      })),
      [{ catererId: line.dish.catererId, catererName: line.dish.caterer.name, eventDate }],
    );
  }
  if (placed.id === null) {
    await refuseSlot(tx, line.dish.catererId, eventDate, {
      units: line.units,
      largeTrayWeight: line.weight,
    });
  }
  const booking = placed as Booking;
  await emailBookingPlaced(
    tx,
    booking.id,
    options.inbox === undefined
      ? undefined
      : {
          booking,
          caterer: { name: line.dish.caterer.name, userId: line.dish.caterer.userId },
          inbox: options.inbox,
        },
  );
  return booking;
}

/** A row of heldLinesSql as json_agg gives it: the date as text. */
type HeldJson = { catererId: number; eventDate: string; n: number };
