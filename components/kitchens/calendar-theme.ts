// FullCalendar v7's structural styles and the classic theme, loaded once by any kitchen
// calendar.
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";
import classicTheme from "@fullcalendar/react/themes/classic";

export { classicTheme };

/** A Date from the calendar (local midnight) as YYYY-MM-DD. */
export function localIso(date: Date): string {
  const m = String(date.getMonth() + 1).padStart(2, "0");
  const d = String(date.getDate()).padStart(2, "0");
  return `${date.getFullYear()}-${m}-${d}`;
}
