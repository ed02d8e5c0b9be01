import { APP_TIME_ZONE } from "@/lib/dates";

const format = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: APP_TIME_ZONE,
});

/** "2026-11-13T15:04:00.000Z" -> "Nov 13, 2026", in the marketplace's time zone. */
export function formatDay(iso: string | null): string {
  return iso ? format.format(new Date(iso)) : "Not submitted";
}
