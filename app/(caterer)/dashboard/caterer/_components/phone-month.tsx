import type { KitchenEvent } from "@/lib/kitchens/calendar";
import { localIso } from "@/components/kitchens/calendar-theme";

/**
 * The month view on a phone (issue 46): a 51 px column cannot hold an entry's words whole
 * ("Avail able (0/5 order s)"), so each day shows its number and a dot per entry, and the
 * whole day is a 44 px link to its agenda, as phone calendars do. Wider screens keep the
 * entries.
 */
export function phoneMonthOptions(events: KitchenEvent[]) {
  const byDay = new Map<string, KitchenEvent[]>();
  for (const event of events) {
    const day = event.start.slice(0, 10);
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  const entriesOn = (date: Date) => byDay.get(localIso(date)) ?? [];
  return {
    navLinks: true,
    navLinkDayClick: "listDay",
    // Read out instead of "Go to ...": the date and what it holds.
    navLinkHint: (dateText: string, date: Date) => {
      const entries = entriesOn(date);
      return entries.length === 0
        ? `${dateText}: nothing`
        : `${dateText}: ${entries.map((e) => e.title).join("; ")}`;
    },
    // The theme pads the day number; the link takes the whole width of the day instead.
    dayCellTopClass: "w-full p-0! m-0!",
    dayCellTopInnerClass: "flex min-h-11 w-full min-w-11 flex-col items-center gap-1 p-1!",
    dayCellTopContent: ({ date, text }: { date: Date; text: string }) => (
      <>
        <span>{text}</span>
        <span className="flex flex-wrap justify-center gap-0.5" data-testid="day-dots">
          {entriesOn(date).map((entry) => (
            <span
              key={entry.id}
              className="inline-block h-2 w-2 rounded-full"
              style={{ backgroundColor: entry.color }}
            />
          ))}
        </span>
      </>
    ),
  } as const;
}
