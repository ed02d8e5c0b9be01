/**
 * A caterer's minimum notice (docs/product-rules.md §11), pure so that the date picker and
 * the server agree. The notice is counted to the start of the event (its date and time in
 * the app's time zone). An order of more than `longNoticeAboveTrays` tray units needs
 * `longNoticeHours` instead, when that is longer. A caterer without a notice keeps the
 * spec's rule only: the event date is after today.
 */
import { eventStart } from "@/lib/lines/rules";
import { addDaysIso, APP_TIME_ZONE, todayIso } from "@/lib/dates";

export type NoticeTerms = {
  minNoticeHours: number | null;
  longNoticeHours: number | null;
  longNoticeAboveTrays: number | null;
};

/** The default notice of a new kitchen, in hours. */
export const DEFAULT_MIN_NOTICE_HOURS = 48;
export const MAX_NOTICE_HOURS = 24 * 90;

/** The notice in hours an order of `units` tray units needs; null = none beyond the spec's. */
export function noticeHoursFor(terms: NoticeTerms, units: number): number | null {
  const long =
    terms.longNoticeHours !== null &&
    terms.longNoticeAboveTrays !== null &&
    units > terms.longNoticeAboveTrays
      ? terms.longNoticeHours
      : null;
  if (terms.minNoticeHours === null) return long;
  return long === null ? terms.minNoticeHours : Math.max(long, terms.minNoticeHours);
}

function zonedParts(instant: Date, timeZone = APP_TIME_ZONE) {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "00";
  return {
    date: `${get("year")}-${get("month")}-${get("day")}`,
    time: `${get("hour")}:${get("minute")}`,
  };
}

/**
 * The earliest start an order of `units` can have: `now` + its notice, as a date and an
 * HH:mm time in the app's time zone (the time is rounded up to the minute). Never before
 * tomorrow (the spec's "after today"); `time` is null when any time of `date` will do.
 */
export function earliestStart(
  terms: NoticeTerms,
  units: number,
  now: Date = new Date(),
): { date: string; time: string | null; hours: number | null } {
  const tomorrow = addDaysIso(todayIso(now), 1);
  const hours = noticeHoursFor(terms, units);
  if (hours === null) return { date: tomorrow, time: null, hours };
  const at = new Date(Math.ceil((now.getTime() + hours * 3_600_000) / 60_000) * 60_000);
  const zoned = zonedParts(at);
  if (zoned.date < tomorrow) return { date: tomorrow, time: null, hours };
  return { date: zoned.date, time: zoned.time === "00:00" ? null : zoned.time, hours };
}

/** Whether an event at this date and time gives the kitchen its notice. */
export function meetsNotice(
  terms: NoticeTerms,
  units: number,
  eventDate: string,
  eventTime: string,
  now: Date = new Date(),
): boolean {
  const hours = noticeHoursFor(terms, units);
  if (hours === null) return true;
  return eventStart(eventDate, eventTime).getTime() >= now.getTime() + hours * 3_600_000;
}

/** The server's refusal: the notice and the earliest possible date (and time on that date). */
export function noticeMessage(
  earliest: { date: string; time: string | null; hours: number | null },
  formatDate: (iso: string) => string,
): string {
  const when = `${formatDate(earliest.date)}${earliest.time ? ` (from ${earliest.time})` : ""}`;
  return `This caterer needs ${earliest.hours} hours' notice for this order. The earliest possible date is ${when}.`;
}
