/**
 * One line (a booking) as its emails show it: the data captured in the transaction of the
 * change, and its rows and quotes. The line's own emails (lib/server/lines/emails/) and
 * its payments' (lib/server/money/payments/emails/) share it, so it lives below both.
 */
import "server-only";
import { z } from "zod";
import { utcDateToIso } from "@/lib/dates";
import { formatEventDate, formatEventTime, traySizeLabel } from "@/lib/format";
import type { Booking } from "@/lib/generated/prisma/client";
import { formatCents } from "@/lib/money/cents";
import type { Tx } from "../db";
import { defang, quoted, type Row } from "./parts";

export const bookingStatusSchema = z.enum(["pending", "confirmed", "cancelled", "completed"]);
export const traySizeSchema = z.enum(["medium", "large"]);

export const bookingEmailSchema = z.object({
  bookingId: z.number(),
  catererId: z.number(),
  catererName: z.string(),
  dishName: z.string(),
  traySize: traySizeSchema,
  quantity: z.number(),
  /** YYYY-MM-DD */
  eventDate: z.string(),
  /** HH:mm */
  eventTime: z.string(),
  totalCents: z.number(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  specialRequests: z.string().nullable(),
  status: bookingStatusSchema,
  statusComments: z.string().nullable(),
  /**
   * Who wrote `statusComments`, as the email names them (the kitchen's name, the
   * customer's, or TrayTable for an admin or the system). Absent in rows queued before.
   */
  statusCommentsBy: z.string().optional(),
  /** A line of an event (the event cart): where to deliver. */
  deliveryAddress: z.string().optional(),
});
export type BookingEmailData = z.infer<typeof bookingEmailSchema>;

/**
 * The name an email gives the author of a booking's status comments: the kitchen when its
 * owner wrote them, TrayTable for an admin or the system, otherwise the person's name.
 */
async function commentAuthor(
  tx: Tx,
  userId: number | null,
  caterer: { name: string; userId: number | null },
): Promise<string> {
  if (!userId) return "TrayTable";
  if (userId === caterer.userId) return caterer.name;
  const user = await tx.user.findUnique({
    where: { id: userId },
    select: { role: true, firstName: true, lastName: true },
  });
  if (!user || user.role === "admin") return "TrayTable";
  return `${user.firstName} ${user.lastName}`.trim();
}

type BookingEmailRow = Booking & {
  caterer: { name: string; userId: number | null };
  event: { deliveryAddress: string | null } | null;
};

/** What a booking's emails show of it (statusCommentsBy: who wrote its status comments). */
export function bookingEmailData(b: BookingEmailRow, statusCommentsBy: string): BookingEmailData {
  return {
    bookingId: b.id,
    catererId: b.catererId,
    catererName: b.caterer.name,
    dishName: b.dishName,
    traySize: b.traySize,
    quantity: b.quantity,
    eventDate: utcDateToIso(b.eventDate),
    eventTime: b.eventTime,
    totalCents: b.totalPrice,
    customerName: b.customerName,
    customerEmail: b.customerEmail,
    customerPhone: b.customerPhone,
    specialRequests: b.specialRequests,
    status: b.status,
    statusComments: b.statusComments,
    statusCommentsBy,
    ...(b.event?.deliveryAddress ? { deliveryAddress: b.event.deliveryAddress } : {}),
  };
}

/** A booking's row as it is about to commit, and what its emails show of it. */
export async function bookingData(tx: Tx, bookingId: number) {
  const b = await tx.booking.findUniqueOrThrow({
    where: { id: bookingId },
    include: {
      caterer: { select: { id: true, name: true, userId: true } },
      event: { select: { deliveryAddress: true } },
    },
  });
  const data = bookingEmailData(b, await commentAuthor(tx, b.statusUpdatedBy, b.caterer));
  return { row: b, data };
}

export function bookingRows(b: BookingEmailData): Row[] {
  const rows: Row[] = [
    ["Order", `#${b.bookingId}`],
    ["Caterer", b.catererName],
    ["Dish", b.dishName],
    ["Trays", `${b.quantity} × ${traySizeLabel(b.traySize)}`],
    ["Event date", formatEventDate(b.eventDate)],
    ["Event time", formatEventTime(b.eventTime)],
    ["Total", formatCents(b.totalCents)],
  ];
  if (b.deliveryAddress) rows.push(["Deliver to", defang(b.deliveryAddress)]);
  return rows;
}

/** The customer's special requests on an order, quoted with their name. */
export function requestsQuote(b: BookingEmailData) {
  return b.specialRequests
    ? quoted(`Special requests from ${defang(b.customerName)}:`, b.specialRequests)
    : null;
}

/** The status comments, quoted with the name of whoever wrote them. */
export function commentsQuote(b: BookingEmailData) {
  return b.statusComments
    ? quoted(`${defang(b.statusCommentsBy ?? "TrayTable")} wrote:`, b.statusComments)
    : null;
}
