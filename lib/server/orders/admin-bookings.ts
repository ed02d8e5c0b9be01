/**
 * The admin's order desk: the list of every order, the order edit form and the status
 * dropdown. An edit recomputes the total in cents from the dish's price when the tray size
 * or quantity changes, and moves the order's slot when its date changes, exactly like any
 * other booking change (no overbooking by editing). Every change is in the audit trail.
 */
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { holdsSlot } from "@/lib/lines/rules";
import { isoToUtcDate, todayIso, utcDateToIso } from "@/lib/dates";
import { trayUnits } from "@/lib/lines/tray-load";
import { editedTotalCents } from "@/lib/money/cents";
import {
  adminBookingListQuerySchema,
  adminBookingStatusSchema,
  adminBookingUpdateSchema,
  type AdminBookingListQuery,
  type AdminBookingStatusInput,
  type AdminBookingUpdateInput,
} from "@/lib/lines/admin-schemas";
import { EVENT_DATE_IN_PAST } from "@/lib/lines/schemas";
import { recordAudit } from "../audit/record-audit";
import { requireRole, type Actor } from "../actor";
import { releaseSlot, takeSlot } from "../availability/slots";
import { db } from "../db";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { changeBookingStatus, lockLine } from "../lines/change-booking-status";
import { requestOrderChange } from "./changes/request-change";
import { bookingAuditFields, bookingInclude, toBookingDto } from "../lines/serialize";

export const BOOKING_NOT_FOUND = "Booking not found";
export const PAID_TRAYS_LOCKED =
  "This order has been paid, so its trays and total cannot change. Cancel it (it is refunded) and place a new order instead.";
export const EVENT_DATE_SHARED = (eventId: number) =>
  `This order is part of event #${eventId}, whose kitchens all deliver on one date: change the date with the customer instead.`;
export const DISH_GONE =
  "The dish of this order no longer exists, so its tray size cannot be changed.";

/** Payment states in which money has moved or is moving: the total is fixed. */
const MONEY_MOVED = new Set(["processing", "paid", "refunded"]);

/**
 * GET /api/admin/bookings (+ optional search, status, page, pageSize): one page of orders,
 * newest first. The search matches the customer's name or email, the dish, the caterer or
 * the order number. Admins only.
 */
export async function listAdminBookings(actor: Actor | null, query: AdminBookingListQuery = {}) {
  requireRole(actor, "admin");
  const { search, status, page, pageSize } = parseInput(adminBookingListQuerySchema, query);
  const orderNumber = /^#?\d{1,9}$/.test(search) ? Number(search.replace("#", "")) : null;
  const where: Prisma.BookingWhereInput = {
    AND: [
      status ? { status } : {},
      search
        ? {
            OR: [
              { customerName: { contains: search, mode: "insensitive" } },
              { customerEmail: { contains: search, mode: "insensitive" } },
              { dishName: { contains: search, mode: "insensitive" } },
              { caterer: { name: { contains: search, mode: "insensitive" } } },
              ...(orderNumber ? [{ id: orderNumber }] : []),
            ],
          }
        : {},
    ],
  };
  const [rows, total] = await db.$transaction([
    db.booking.findMany({
      where,
      include: bookingInclude,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db.booking.count({ where }),
  ]);
  return { bookings: rows.map(toBookingDto), total, page, pageSize };
}

/**
 * PUT /api/admin/bookings/{id} {customerName, customerEmail, customerPhone, eventDate,
 * eventTime, traySize, quantity, specialRequests}. A totalPrice sent by the client is
 * ignored: the server computes unit price x quantity itself. The date, time and contact
 * are the order's (docs/product-rules.md §20): they change for all its lines, and a date
 * moves the order's slot and trays. New trays for a paid line go through the order's change
 * path (requestOrderChange, as the admin): a smaller line is refunded the difference at
 * once, a bigger one waits for the customer's payment of it; both audited. The answer is
 * the line, with the change when one was made.
 */
export async function adminUpdateBooking(
  actor: Actor | null,
  id: number,
  input: AdminBookingUpdateInput,
) {
  const a = requireRole(actor, "admin");
  const parsed = parseInput(adminBookingUpdateSchema, input);
  const data = {
    customerName: parsed.customerName,
    customerEmail: parsed.customerEmail,
    customerPhone: parsed.customerPhone,
    eventDate: parsed.eventDate,
    eventTime: parsed.eventTime,
    traySize: parsed.traySize,
    quantity: parsed.quantity,
    specialRequests: parsed.specialRequests,
  };

  let paidTrays: { orderId: number; dishId: number } | null = null;
  const booking = await db.$transaction(async (tx) => {
    const before = (await lockLine(tx, id))
      ? await tx.booking.findUnique({
          where: { id },
          include: {
            dish: { select: { mediumTrayPrice: true, largeTrayPrice: true } },
            caterer: { select: { largeTrayWeight: true } },
            order: {
              include: { lines: true, event: { include: { orders: { select: { id: true } } } } },
            },
          },
        })
      : null;
    if (!before) throw new AppError("not_found", BOOKING_NOT_FOUND);

    const sameTrays = data.traySize === before.traySize && data.quantity === before.quantity;
    const totalPrice = editedTotalCents(before, data.traySize, data.quantity);
    if (totalPrice === null) throw new AppError("conflict", DISH_GONE);
    if (
      !sameTrays &&
      before.paymentStatus === "paid" &&
      before.status !== "cancelled" &&
      before.dishId
    ) {
      // The change path charges or refunds the difference (after this transaction).
      paidTrays = { orderId: before.orderId, dishId: before.dishId };
    } else if (totalPrice !== before.totalPrice && MONEY_MOVED.has(before.paymentStatus)) {
      throw new AppError("conflict", PAID_TRAYS_LOCKED);
    }

    // Tray units (docs/product-rules.md §11): unchanged trays keep the units they took.
    const largeTrayWeight = Number(before.caterer.largeTrayWeight);
    const oldUnits = Number(before.trayUnits);
    const changeTraysHere = !sameTrays && !paidTrays;
    const units = changeTraysHere
      ? trayUnits(data.traySize, data.quantity, largeTrayWeight)
      : oldUnits;
    const order = before.order;

    const oldDate = utcDateToIso(before.eventDate);
    if (data.eventDate !== oldDate) {
      if (data.eventDate <= todayIso()) {
        throw new AppError("invalid_input", EVENT_DATE_IN_PAST, {
          errors: [{ path: "eventDate", message: EVENT_DATE_IN_PAST }],
        });
      }
      if (order.event && order.event.orders.length > 1) {
        throw new AppError("conflict", EVENT_DATE_SHARED(order.event.id));
      }
      // The whole order moves: its slot and its open lines' trays, new date first (a full
      // date refuses the edit and changes nothing).
      const open = order.lines.filter((l) => holdsSlot(l.status));
      const moving = open.reduce((s, l) => s + (l.id === id ? units : Number(l.trayUnits)), 0);
      const newDate = isoToUtcDate(data.eventDate);
      if (order.holdsSlot) {
        await takeSlot(tx, before.catererId, newDate, { units: moving, largeTrayWeight });
        await releaseSlot(
          tx,
          before.catererId,
          before.eventDate,
          open.reduce((s, l) => s + Number(l.trayUnits), 0),
        );
      }
    } else if (units !== oldUnits && holdsSlot(before.status)) {
      // Same date, other trays: give back the old units and take the new ones under the
      // date's row lock; trays that do not fit refuse the edit (rolled back).
      await releaseSlot(tx, before.catererId, before.eventDate, oldUnits, 0);
      await takeSlot(tx, before.catererId, before.eventDate, { units, largeTrayWeight }, 0);
    }

    // Date, time and contact belong to the order: every line of it, and its event alone.
    const shared = {
      customerName: data.customerName,
      customerEmail: data.customerEmail,
      customerPhone: data.customerPhone,
      eventDate: isoToUtcDate(data.eventDate),
      eventTime: data.eventTime,
    };
    await tx.booking.updateMany({ where: { orderId: order.id, id: { not: id } }, data: shared });
    await tx.order.update({ where: { id: order.id }, data: shared });
    if (order.event && order.event.orders.length === 1) {
      await tx.cateringEvent.update({ where: { id: order.event.id }, data: shared });
    }
    const after = await tx.booking.update({
      where: { id },
      data: {
        ...shared,
        specialRequests: data.specialRequests,
        ...(changeTraysHere
          ? { traySize: data.traySize, quantity: data.quantity, totalPrice, trayUnits: units }
          : {}),
      },
      include: bookingInclude,
    });
    await recordAudit(tx, a, {
      action: "booking.update",
      entityType: "booking",
      entityId: id,
      before: bookingAuditFields(before),
      after: bookingAuditFields(after),
    });
    return after;
  });
  if (paidTrays) {
    const { orderId, dishId } = paidTrays;
    const { change } = await requestOrderChange(a, orderId, {
      lines: [{ lineId: id, dishId, traySize: data.traySize, quantity: data.quantity }],
    });
    const now = await db.booking.findUniqueOrThrow({ where: { id }, include: bookingInclude });
    return { ...toBookingDto(now), change };
  }
  return toBookingDto(booking);
}

/**
 * PATCH /api/admin/bookings/{id}/status {status}: an admin may set any status. The change
 * is changeBookingStatus's (slot released or retaken, a cancelled paid order refunded as
 * everywhere else), which records it in the audit trail in the same transaction.
 */
export async function adminChangeBookingStatus(
  actor: Actor | null,
  id: number,
  input: AdminBookingStatusInput,
) {
  const a = requireRole(actor, "admin");
  const data = parseInput(adminBookingStatusSchema, input);
  return changeBookingStatus(a, id, data);
}
