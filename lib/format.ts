/** Display helpers shared by the booking views. */
import { TRAY_SIZES } from "@/lib/constants";
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

/** "Large Tray (10-12 people)", the spec's label for a tray size. */
export function traySizeLabel(size: keyof typeof TRAY_SIZES): string {
  return `${TRAY_SIZES[size].label} (${TRAY_SIZES[size].serves})`;
}
