/**
 * The kitchen calendar's events and colours: a booking lasts 2 hours from its event time;
 * an availability entry shows 09:00 to 21:00. Pure, so the calendar and tests agree.
 */
import { roundUnits } from "@/lib/lines/tray-load";
import { addDaysIso } from "@/lib/dates";
import type { AvailabilityDto } from "@/lib/availability/types";
import type { BookingDto } from "@/lib/lines/types";

export const BOOKING_EVENT_HOURS = 2;
export const AVAILABILITY_START = "09:00";
export const AVAILABILITY_END = "21:00";

// Each colour carries its event's title at WCAG AA contrast (4.5:1): white on the dark
// ones, near-black on amber, light green and grey (EVENT_TEXT).
export const CALENDAR_LEGEND = [
  { key: "confirmed", label: "Confirmed", color: "#15803d" },
  { key: "pending", label: "Pending", color: "#f59e0b" },
  { key: "cancelled", label: "Cancelled", color: "#dc2626" },
  { key: "completed", label: "Completed", color: "#4f46e5" },
  { key: "available", label: "Available", color: "#86efac" },
] as const;

export type LegendKey = (typeof CALENDAR_LEGEND)[number]["key"];
export const CALENDAR_COLORS = Object.fromEntries(
  CALENDAR_LEGEND.map((l) => [l.key, l.color]),
) as Record<LegendKey, string>;
/** An unavailable (blocked) date: greyed, so it reads as "closed", not as an order. */
export const BLOCKED_COLOR = "#9ca3af";

/** The title colour on each event colour (see CALENDAR_LEGEND). */
export const EVENT_TEXT = {
  confirmed: "#ffffff",
  pending: "#111827",
  cancelled: "#ffffff",
  completed: "#ffffff",
  available: "#14532d",
  blocked: "#111827",
} as const satisfies Record<LegendKey | "blocked", string>;

export type KitchenEvent = {
  id: string;
  title: string;
  start: string;
  end: string;
  color: string;
  contrastColor: string;
  extendedProps:
    { kind: "booking"; bookingId: number } | { kind: "availability"; availabilityId: number };
};

/** "2026-12-01", "23:30" + 2h -> "2026-12-02T01:30:00" (local wall time, no zone). */
export function addHours(date: string, time: string, hours: number): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const total = h * 60 + m + hours * 60;
  const dayShift = Math.floor(total / (24 * 60));
  const minutes = total % (24 * 60);
  const hh = String(Math.floor(minutes / 60)).padStart(2, "0");
  const mm = String(minutes % 60).padStart(2, "0");
  return `${addDaysIso(date, dayShift)}T${hh}:${mm}:00`;
}

export function bookingEvent(b: BookingDto): KitchenEvent {
  return {
    id: `booking-${b.id}`,
    title: `${b.dishName} - ${b.customerName} (${b.quantity} ${b.traySize})`,
    start: `${b.eventDate}T${b.eventTime}:00`,
    end: addHours(b.eventDate, b.eventTime, BOOKING_EVENT_HOURS),
    color: CALENDAR_COLORS[b.status],
    contrastColor: EVENT_TEXT[b.status],
    extendedProps: { kind: "booking", bookingId: b.id },
  };
}

/**
 * A date of the kitchen's availability. With a tray capacity (the date's own, else the
 * kitchen's `trayCapacity`), the title shows the day's load: "Available (2/5 orders,
 * 12/20 trays)" (docs/product-rules.md §11).
 */
export function availabilityEvent(
  a: AvailabilityDto,
  trayCapacity: number | null = null,
): KitchenEvent {
  const capacity = a.maxTrays ?? trayCapacity;
  const load = capacity !== null ? `, ${trayLoadLabel(a.currentTrays ?? 0, capacity)}` : "";
  return {
    id: `availability-${a.id}`,
    title: a.isAvailable
      ? `Available (${a.currentOrders}/${a.maxOrders} orders${load})`
      : `Unavailable${a.notes ? `: ${a.notes}` : ""}`,
    start: `${a.date}T${AVAILABILITY_START}:00`,
    end: `${a.date}T${AVAILABILITY_END}:00`,
    color: a.isAvailable ? CALENDAR_COLORS.available : BLOCKED_COLOR,
    contrastColor: a.isAvailable ? EVENT_TEXT.available : EVENT_TEXT.blocked,
    extendedProps: { kind: "availability", availabilityId: a.id },
  };
}

/** "12/20 trays": tray units taken of the day's capacity. */
export function trayLoadLabel(taken: number, capacity: number): string {
  return `${roundUnits(taken)}/${capacity} trays`;
}

/** The calendar asks from one week before the month's start to one week after its end. */
export function monthFetchRange(monthStart: string, monthEnd: string) {
  return { startDate: addDaysIso(monthStart, -7), endDate: addDaysIso(monthEnd, 7) };
}
