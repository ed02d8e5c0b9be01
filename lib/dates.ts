/**
 * Event dates are calendar dates ("YYYY-MM-DD") with no time zone. "Today" is the date in
 * the marketplace's time zone (NEXT_PUBLIC_APP_TIME_ZONE, default America/New_York), so a
 * late-evening order is judged by the caterer's calendar, not by UTC. NEXT_PUBLIC_ so that
 * the browser (date picker, cancel buttons) uses the same zone as the server.
 */
export const APP_TIME_ZONE = process.env.NEXT_PUBLIC_APP_TIME_ZONE || "America/New_York";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isValidIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** Today's date in the marketplace's time zone. */
export function todayIso(now: Date = new Date(), timeZone = APP_TIME_ZONE): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

export function addDaysIso(date: string, days: number): string {
  const d = isoToUtcDate(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** "2026-12-01" -> Date at UTC midnight, the form Prisma uses for @db.Date columns. */
export function isoToUtcDate(date: string): Date {
  if (!isValidIsoDate(date)) throw new Error(`Not a date: ${date}`);
  return new Date(`${date}T00:00:00.000Z`);
}

/** A @db.Date value back to "YYYY-MM-DD". */
export function utcDateToIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}
