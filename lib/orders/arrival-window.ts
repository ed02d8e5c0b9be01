/**
 * When a kitchen order arrives (docs/product-rules.md §24), pure so that the server, the
 * emails and the pages give the same times: the kitchen's lead before the event's start
 * opens a 30-minute window; the kitchen must be ready (leave) by its start.
 */
import { Temporal } from "temporal-polyfill";
import { eventStart } from "@/lib/lines/rules";
import { APP_TIME_ZONE } from "@/lib/dates";
import { formatEventDate, formatEventTime } from "@/lib/format";

export const DEFAULT_ARRIVAL_LEAD_MINUTES = 45;
export const ARRIVAL_WINDOW_MINUTES = 30;
/** The lead a kitchen may set: the window must close by the start (the database checks it too). */
export const MIN_ARRIVAL_LEAD_MINUTES = ARRIVAL_WINDOW_MINUTES;
export const MAX_ARRIVAL_LEAD_MINUTES = 240;

export type ArrivalWindow = { from: Date; to: Date };

const MINUTE_MS = 60_000;

/** The arrival window of an event at `eventDate` `eventTime` (the marketplace's zone). */
export function arrivalWindow(
  eventDate: string,
  eventTime: string,
  leadMinutes: number,
  timeZone = APP_TIME_ZONE,
): ArrivalWindow {
  // Real minutes before the instant the event starts, so a clock change in between counts.
  const from = eventStart(eventDate, eventTime, timeZone).getTime() - leadMinutes * MINUTE_MS;
  return { from: new Date(from), to: new Date(from + ARRIVAL_WINDOW_MINUTES * MINUTE_MS) };
}

/** An instant's calendar date and "HH:mm" on the marketplace's clock. */
export function wallClock(at: Date, timeZone = APP_TIME_ZONE): { date: string; time: string } {
  const z = Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return { date: z.toPlainDate().toString(), time: `${pad(z.hour)}:${pad(z.minute)}` };
}

/** "11:15 AM", with the date first when it is not the event's (a window before midnight). */
function clockText(at: Date, eventDate: string, timeZone: string) {
  const { date, time } = wallClock(at, timeZone);
  const clock = formatEventTime(time);
  return date === eventDate ? clock : `${formatEventDate(date)}, ${clock}`;
}

/** What the customer reads: "Arrives 11:15 AM-11:45 AM". */
export function arrivalText(w: ArrivalWindow, eventDate: string, timeZone = APP_TIME_ZONE) {
  const from = clockText(w.from, eventDate, timeZone);
  const to = formatEventTime(wallClock(w.to, timeZone).time);
  return `Arrives ${from}-${to}`;
}

/** What the kitchen reads: "Ready by 11:15 AM". */
export const readyByText = (w: ArrivalWindow, eventDate: string, timeZone = APP_TIME_ZONE) =>
  `Ready by ${clockText(w.from, eventDate, timeZone)}`;

/**
 * Late (the admin's flag): a confirmed order the kitchen has not sent out by the start of
 * its window. Delivery progress never changes the spec's status.
 */
export function isLateForDelivery(
  order: { status: string; deliveryStatus: string; arrivalFrom: string | Date },
  now: Date,
): boolean {
  return (
    order.status === "confirmed" &&
    order.deliveryStatus === "none" &&
    now.getTime() >= new Date(order.arrivalFrom).getTime()
  );
}

/** The admin is alerted this long before the window when the kitchen has not reconfirmed. */
export const RECONFIRM_ALERT_HOURS = 12;

/** A kitchen asked late (an order confirmed the evening before) still gets this long to answer. */
export const RECONFIRM_GRACE_MINUTES = 60;

/**
 * The instant after which an order not reconfirmed alerts the admin: 12 hours before its
 * window, but never sooner than the grace after the kitchen was asked.
 */
export function reconfirmAlertAt(w: ArrivalWindow, requestedAt: Date | null = null): Date {
  const alert = w.from.getTime() - RECONFIRM_ALERT_HOURS * 3_600_000;
  const grace = requestedAt ? requestedAt.getTime() + RECONFIRM_GRACE_MINUTES * MINUTE_MS : 0;
  return new Date(Math.max(alert, grace));
}
