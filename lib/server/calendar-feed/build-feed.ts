import "server-only";
import ical, { ICalEventStatus } from "ical-generator";
import { eventStart } from "@/lib/bookings/rules";
import { utcDateToIso } from "@/lib/dates";
import { traySizeLabel } from "@/lib/format";
import { formatCents } from "@/lib/money";
import { db } from "../db";
import { AppError } from "../errors";

/** A booking is shown as lasting this long (the dashboard calendar assumes the same). */
export const BOOKING_EVENT_HOURS = 2;
const FEED_NOT_FOUND = "Calendar feed not found";
const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

/**
 * The kitchen's private iCalendar feed: its pending and confirmed bookings, so that Google,
 * Apple or Outlook calendars subscribed to the URL show the orders. Unknown (or reset)
 * tokens are 404. Times are written as UTC instants of the event's local start.
 */
export async function buildCalendarFeed(token: string): Promise<string> {
  if (!TOKEN.test(token)) throw new AppError("not_found", FEED_NOT_FOUND);
  const caterer = await db.caterer.findUnique({
    where: { calendarFeedToken: token },
    select: { id: true, name: true },
  });
  if (!caterer) throw new AppError("not_found", FEED_NOT_FOUND);
  const bookings = await db.booking.findMany({
    where: { catererId: caterer.id, status: { in: ["pending", "confirmed"] } },
    orderBy: [{ eventDate: "asc" }, { eventTime: "asc" }, { id: "asc" }],
  });

  const calendar = ical({
    name: `${caterer.name} - TrayTable orders`,
    prodId: { company: "TrayTable", product: "Kitchen orders", language: "EN" },
    ttl: 15 * 60,
  });
  for (const b of bookings) {
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
      summary: `${b.status === "pending" ? "[Pending] " : ""}${b.dishName} - ${trays} for ${b.customerName}`,
      description: lines.join("\n"),
      status: b.status === "confirmed" ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
      lastModified: b.updatedAt,
      stamp: b.updatedAt,
    });
  }
  return calendar.toString();
}
