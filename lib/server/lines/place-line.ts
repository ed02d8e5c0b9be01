import "server-only";
import { Prisma, type Booking } from "@/lib/generated/prisma/client";
import { KITCHEN_CLOSED } from "@/lib/kitchens/open";
import { isoToUtcDate } from "@/lib/dates";
import { formatEventDate } from "@/lib/format";
import { earliestStart, meetsNotice, noticeMessage } from "@/lib/lines/lead-time";
import { trayUnits } from "@/lib/lines/tray-load";
import { bookingTotalCents } from "@/lib/money/cents";
import { refuseSlot, takeSlotSql } from "../availability/slots";
import { kitchenOwnerSelect, takesOrders } from "../kitchens/kitchen-open";
import { db, type Tx } from "../db";
import { isAppError, type AppError } from "../errors";
import { emailOrderUpdate } from "./emails/order-update";
import { emailBookingPlaced, type KitchenInbox } from "./emails/booking-placed";
import { checkUnpaidAllowance, heldOrdersSql, lockUnpaidAllowance } from "./unpaid-orders";
import { bigOrderHoldEndsAt } from "@/lib/lines/rules";

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
  const dish: LineDish = {
    id: r.id,
    name: r.name,
    catererId: r.catererId,
    imageUrls: r.imageUrls,
    mediumTrayPrice: r.mediumTrayPrice,
    largeTrayPrice: r.largeTrayPrice,
    caterer: lineKitchenOf(r, r.userId),
  };
  const inbox = kitchenInboxOf(r, r.userId);
  return { dish, inbox };
}

/** The columns of a kitchen and its owner that a joined row (dish, cart line) carries. */
export type KitchenOwnerColumns = Omit<LineDish["caterer"], "id" | "name" | "userId" | "user"> & {
  catererId: number;
  kitchenName: string;
  isActive: boolean | null;
  permitExpiresOn: Date | null;
  email: string | null;
  emailNotifications: boolean | null;
  messageEmails: boolean | null;
  emailVerified: boolean | null;
};

/** A joined row's kitchen, its terms and owner, as lineDishSelect reads them. */
export function lineKitchenOf(r: KitchenOwnerColumns, ownerId: number | null): LineDish["caterer"] {
  return {
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
    userId: ownerId,
    user:
      ownerId === null || r.isActive === null
        ? null
        : {
            isActive: r.isActive,
            permit: r.permitExpiresOn ? { expiresOn: r.permitExpiresOn } : null,
          },
  };
}

/** Where the kitchen's new-order email goes, and whether; null when no account runs it. */
export function kitchenInboxOf(
  r: KitchenOwnerColumns,
  ownerId: number | null,
): KitchenInbox | null {
  if (ownerId === null || r.email === null) return null;
  return {
    id: ownerId,
    email: r.email,
    emailNotifications: r.emailNotifications!,
    messageEmails: r.messageEmails!,
    emailVerified: r.emailVerified!,
  };
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

/** The order a line is placed in: its event, contact and hold (one for all its lines). */
export type LineOrder = {
  userId: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  eventDate: string;
  eventTime: string;
  holdExpiresAt: Date;
  eventId?: number;
  deliveryAddress?: string | null;
  guestCount?: number | null;
};

/** A priced line with what the customer asked for it. */
export type NewLine = PricedLine & { specialRequests: string | null };

/** What writing a line needs: its dish, trays, price and requests. */
export type LineToInsert = Pick<
  NewLine,
  "traySize" | "quantity" | "weight" | "units" | "totalPrice" | "specialRequests"
> & {
  dish: { id: number; name: string; catererId: number };
};

/**
 * Places one kitchen order with its lines (docs/product-rules.md §4, §11, §20), in the
 * caller's transaction; the caller has checked lineRefusal for each line. The first line's
 * statement takes the date's one order slot and the line's tray units (takeSlotSql),
 * inserts the order and the line (which share an id from the bookings' sequence), and, for
 * a single order (`allowance`), counts what the customer already holds unpaid, after the
 * customer's lock: one statement, so a refused date writes nothing and throws its
 * conflict. Each further line takes only its tray units. Then the kitchen hears of the
 * order once. With `inbox` (the kitchen's owner, read with the dish or the cart) a
 * one-line order's email reads nothing.
 */
export async function placeOrder(
  tx: Tx,
  lines: NewLine[],
  order: LineOrder,
  options: {
    allowance?: boolean;
    inbox?: KitchenInbox | null;
    /** Turns a line's refusal (by its index in `lines`) into the caller's message. */
    refuse?: (index: number, error: AppError) => never;
  } = {},
): Promise<{ orderId: number; bookings: Booking[] }> {
  const named = async <T>(index: number, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (options.refuse && isAppError(error)) options.refuse(index, error);
      throw error;
    }
  };
  const [first, ...rest] = lines;
  if (!first) throw new Error("An order needs a line");
  const catererId = first.dish.catererId;
  const eventDate = isoToUtcDate(order.eventDate);
  if (options.allowance) await lockUnpaidAllowance(tx, order.userId);
  const held = options.allowance
    ? Prisma.sql`(SELECT json_agg(h) FROM (${heldOrdersSql(order.userId)}) h)`
    : Prisma.sql`NULL::json`;
  const [row] = await tx.$queryRaw<
    (Booking & { heldOrders: HeldJson[] | null; capacity: string | null })[]
  >`
    WITH slot AS (${takeSlotSql(catererId, eventDate, first.units, 1)}),
    oid AS (SELECT nextval('bookings_id_seq')::int AS "id" FROM slot),
    ord AS (
      INSERT INTO "orders" ("id", "catererId", "userId", "eventId", "eventDate", "eventTime",
        "customerName", "customerEmail", "customerPhone", "deliveryAddress", "guestCount",
        "updatedAt")
      SELECT oid."id", ${catererId}, ${order.userId}, ${order.eventId ?? null}::int,
        ${eventDate}::date, ${order.eventTime}, ${order.customerName}, ${order.customerEmail},
        ${order.customerPhone}, ${order.deliveryAddress ?? null}, ${order.guestCount ?? null}::int,
        now()
      FROM oid
      RETURNING "id"
    ),
    placed AS (${insertLineSql(first, order, eventDate, Prisma.sql`ord."id"`, Prisma.sql`ord."id"`, Prisma.sql`ord`)})
    SELECT ${held} AS "heldOrders", (SELECT "capacity" FROM slot) AS "capacity", placed.*
    FROM (SELECT 1) AS one LEFT JOIN placed ON true`;
  const { heldOrders, capacity, ...placed } = row!;
  if (options.allowance) {
    checkUnpaidAllowance(
      (heldOrders ?? []).map((h) => ({
        ...h,
        eventDate: isoToUtcDate(h.eventDate),
        n: Number(h.n),
        units: Number(h.units),
      })),
      [
        {
          catererId,
          catererName: first.dish.caterer.name,
          eventDate,
          units: lines.reduce((s, l) => s + l.units, 0),
        },
      ],
    );
  }
  if (placed.id === null) {
    await named(0, () =>
      refuseSlot(tx, catererId, eventDate, { units: first.units, largeTrayWeight: first.weight }),
    );
  }
  const orderId = placed.id;
  const bookings: Booking[] = [placed as Booking];
  for (const [i, line] of rest.entries()) {
    bookings.push(await named(i + 1, () => addLineToOrder(tx, orderId, line, order)));
  }
  const short = await shortenBigHold(tx, orderId, lines, capacity, order.holdExpiresAt);
  if (short) for (const b of bookings) b.holdExpiresAt = short;
  if (bookings.length === 1) {
    const booking = bookings[0]!;
    await emailBookingPlaced(
      tx,
      booking.id,
      options.inbox === undefined
        ? undefined
        : {
            booking,
            caterer: { name: first.dish.caterer.name, userId: first.dish.caterer.userId },
            inbox: options.inbox,
            event: order.eventId ? { deliveryAddress: order.deliveryAddress ?? null } : null,
          },
    );
  } else {
    await emailOrderUpdate(tx, orderId, "placed");
  }
  return { orderId, bookings };
}

/**
 * Adds a line to an order that holds its date's slot already: only the line's tray units
 * are taken (one statement with the insert; a date without room for them throws why).
 */
export async function addLineToOrder(
  tx: Tx,
  orderId: number,
  line: LineToInsert,
  order: Pick<
    LineOrder,
    | "userId"
    | "customerName"
    | "customerEmail"
    | "customerPhone"
    | "eventDate"
    | "eventTime"
    | "holdExpiresAt"
    | "eventId"
  >,
  extra: { status?: "pending" | "confirmed" } = {},
): Promise<Booking> {
  const eventDate = isoToUtcDate(order.eventDate);
  const [row] = await tx.$queryRaw<Booking[]>`
    WITH slot AS (${takeSlotSql(line.dish.catererId, eventDate, line.units, 0)}),
    placed AS (${insertLineSql(line, order, eventDate, Prisma.sql`nextval('bookings_id_seq')::int`, Prisma.sql`${orderId}::int`, Prisma.sql`slot`, extra.status)})
    SELECT placed.* FROM (SELECT 1) AS one LEFT JOIN placed ON true`;
  if (!row || row.id === null) {
    await refuseSlot(
      tx,
      line.dish.catererId,
      eventDate,
      {
        units: line.units,
        largeTrayWeight: line.weight,
      },
      0,
    );
  }
  return row!;
}

/** The INSERT of one line, selecting from `source` (a CTE that has a row when the slot was taken). */
function insertLineSql(
  line: LineToInsert,
  order: Pick<
    LineOrder,
    | "userId"
    | "customerName"
    | "customerEmail"
    | "customerPhone"
    | "eventTime"
    | "holdExpiresAt"
    | "eventId"
  >,
  eventDate: Date,
  id: Prisma.Sql,
  orderId: Prisma.Sql,
  source: Prisma.Sql,
  status: "pending" | "confirmed" = "pending",
): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO "bookings" ("id", "orderId", "catererId", "userId", "dishId", "dishName", "customerName",
      "customerEmail", "customerPhone", "eventDate", "eventTime", "traySize", "quantity",
      "trayUnits", "specialRequests", "totalPrice", "holdExpiresAt", "eventId", "status", "updatedAt")
    SELECT ${id}, ${orderId}, ${line.dish.catererId}, ${order.userId}, ${line.dish.id}, ${line.dish.name},
      ${order.customerName}, ${order.customerEmail}, ${order.customerPhone}, ${eventDate}::date,
      ${order.eventTime}, ${line.traySize}::"tray_size", ${line.quantity},
      ${String(line.units)}::numeric, ${line.specialRequests}, ${line.totalPrice},
      ${order.holdExpiresAt}, ${order.eventId ?? null}::int, ${status}::"booking_status", now()
    FROM ${source}
    RETURNING *`;
}

/**
 * An unpaid order that takes more than half of its date's tray capacity holds the date
 * only briefly (docs/product-rules.md §20): one account cannot keep a kitchen's whole day
 * for a day without paying.
 */
async function shortenBigHold(
  tx: Tx,
  orderId: number,
  lines: NewLine[],
  capacity: string | null,
  hold: Date,
): Promise<Date | null> {
  const units = lines.reduce((s, l) => s + l.units, 0);
  if (capacity === null || units * 2 <= Number(capacity)) return null;
  const short = bigOrderHoldEndsAt(new Date(), hold);
  if (short.getTime() >= hold.getTime()) return null;
  await tx.booking.updateMany({ where: { orderId }, data: { holdExpiresAt: short } });
  return short;
}

/** A row of heldOrdersSql as json_agg gives it: the date as text. */
type HeldJson = { catererId: number; eventDate: string; n: number; units: number };
