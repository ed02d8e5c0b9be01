import "server-only";
import ical, { ICalEventStatus } from "ical-generator";
import type { Booking } from "@/lib/generated/prisma/client";
import { eventStart } from "@/lib/lines/rules";
import { addDaysIso, isoToUtcDate, todayIso, utcDateToIso } from "@/lib/dates";
import { traySizeLabel } from "@/lib/format";
import { formatCents } from "@/lib/money/cents";
import { db } from "../db";
import { AppError } from "../errors";
import { type Validators, validatorsFor } from "../http/conditional";

/** A booking is shown as lasting this long (the dashboard calendar assumes the same). */
export const BOOKING_EVENT_HOURS = 2;
const FEED_NOT_FOUND = "Calendar feed not found";
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;
/**
 * Cancelled bookings stay in the feed (STATUS:CANCELLED, same UID) while their event is at
 * most this many days past, so a subscribed calendar strikes them out instead of keeping them.
 */
export const CANCELLED_KEPT_DAYS = 30;
/** SEQUENCE must grow with each change: seconds of updatedAt since this instant do. */
const SEQUENCE_EPOCH = Date.UTC(2025, 0, 1);

const STATUS = {
  pending: ICalEventStatus.TENTATIVE,
  confirmed: ICalEventStatus.CONFIRMED,
  cancelled: ICalEventStatus.CANCELLED,
} as const;
const PREFIX = { pending: "[Pending] ", confirmed: "", cancelled: "[Cancelled] " } as const;

export type CalendarFeed = Validators & { body: string };

/**
 * The kitchen's private iCalendar feed: its pending, confirmed and recently cancelled
 * bookings (one event per line), so that Google, Apple or Outlook calendars subscribed to the
 * URL show the orders. Unknown (or reset) tokens are 404. Times are written as UTC instants
 * of the event's local start. Its ETag and Last-Modified let calendars ask again cheaply.
 */
export async function buildCalendarFeed(token: string): Promise<CalendarFeed> {
  if (!TOKEN.test(token)) throw new AppError("not_found", FEED_NOT_FOUND);
  const caterer = await db.caterer.findUnique({
    where: { calendarFeedToken: token },
    select: { id: true, name: true, updatedAt: true },
  });
  if (!caterer) throw new AppError("not_found", FEED_NOT_FOUND);
  const keptSince = isoToUtcDate(addDaysIso(todayIso(), -CANCELLED_KEPT_DAYS));
  const [bookings, latest] = await Promise.all([
    db.booking.findMany({
      where: {
        catererId: caterer.id,
        OR: [
          { status: { in: ["pending", "confirmed"] } },
          { status: "cancelled", eventDate: { gte: keptSince } },
        ],
      },
      orderBy: [{ eventDate: "asc" }, { eventTime: "asc" }, { id: "asc" }],
    }),
    // Over all its bookings: one that left the feed (completed) changed it too.
    db.booking.aggregate({ where: { catererId: caterer.id }, _max: { updatedAt: true } }),
  ]);

  const calendar = ical({
    name: `${caterer.name} - TrayTable orders`,
    prodId: { company: "TrayTable", product: "Kitchen orders", language: "EN" },
    ttl: 15 * 60,
  });
  for (const b of bookings) addEvent(calendar, b as Listed);
  // RFC 5545 §3.1 ends every content line, the last one too, with CRLF.
  const body = `${calendar.toString()}\r\n`;
  const changed = [caterer.updatedAt, latest._max.updatedAt ?? caterer.updatedAt];
  return { body, ...validatorsFor(body, new Date(Math.max(...changed.map(Number)))) };
}

type Listed = Booking & { status: keyof typeof STATUS };

/** One booking as one event; its UID never changes, so an update replaces the event. */
function addEvent(calendar: ReturnType<typeof ical>, b: Listed) {
  const start = eventStart(utcDateToIso(b.eventDate), b.eventTime);
  const trays = `${b.quantity} x ${traySizeLabel(b.traySize)}`;
  const lines = [
    `Order #${b.id} (${b.status})`,
    `Dish: ${b.dishName}`,
    `Trays: ${trays}`,
    `Customer: ${b.customerName}`,
    `Email: ${b.customerEmail}`,
    ...(b.customerPhone ? [`Phone: ${b.customerPhone}`] : []),
    `Total: ${formatCents(b.totalPrice)}`,
    ...(b.specialRequests ? [`Special requests: ${b.specialRequests}`] : []),
  ];
  calendar.createEvent({
    id: `booking-${b.id}@traytable`,
    start,
    end: new Date(start.getTime() + BOOKING_EVENT_HOURS * 3_600_000),
    summary: `${PREFIX[b.status]}${b.dishName} - ${trays} for ${b.customerName}`,
    description: lines.join("\n"),
    status: STATUS[b.status],
    sequence: Math.max(0, Math.floor((b.updatedAt.getTime() - SEQUENCE_EPOCH) / 1000)),
    lastModified: b.updatedAt,
    stamp: b.updatedAt,
  });
}
