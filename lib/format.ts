/** Display helpers shared by the booking views. */
import {
  MAX_UNPAID_ORDERS,
  MAX_UNPAID_ORDERS_PER_KITCHEN_DATE,
  TRAY_SIZES,
  UNPAID_HOLD_HOURS,
} from "@/lib/constants";
import { APP_TIME_ZONE } from "@/lib/dates";
const dateFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-12-01" -> "Tue, Dec 1, 2026" (a calendar date: no time zone shift). */
export function formatEventDate(iso: string): string {
  return dateFormat.format(new Date(`${iso}T00:00:00Z`));
}

const shortDateFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});

/** "2026-12-01" -> "Tue, Dec 1": a date close enough that its year goes without saying. */
export function formatShortDate(iso: string): string {
  return shortDateFormat.format(new Date(`${iso}T00:00:00Z`));
}

const instantFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZone: APP_TIME_ZONE,
  timeZoneName: "short",
});

/** An instant in the marketplace's time zone: "Tue, Dec 1, 6:30 PM EST". */
export function formatInstant(iso: string): string {
  return instantFormat.format(new Date(iso));
}

/** The unpaid-order hold, as the order dialog and My Orders explain it. */
export const UNPAID_HOLD_NOTICE = `Your date is held for ${UNPAID_HOLD_HOURS} hours while the order is unpaid (never later than 24 hours before the event). Unpaid orders are then cancelled automatically and the date is released. You may have up to ${MAX_UNPAID_ORDERS} unpaid orders at a time, and up to ${MAX_UNPAID_ORDERS_PER_KITCHEN_DATE} with one caterer for one date.`;

/** "Large Tray (10-12 people)", the spec's label for a tray size. */
export function traySizeLabel(size: keyof typeof TRAY_SIZES): string {
  return `${TRAY_SIZES[size].label} (${TRAY_SIZES[size].serves})`;
}

/** "18:30" -> "6:30 PM". */
export function formatEventTime(time: string): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h < 12 ? "AM" : "PM"}`;
}
