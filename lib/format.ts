/** Display helpers shared by the booking views. */
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

export function traySizeLabel(size: "medium" | "large"): string {
  return size === "large" ? "Large Tray (10-12 people)" : "Medium Tray (6-8 people)";
}
