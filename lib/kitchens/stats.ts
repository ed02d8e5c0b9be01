/**
 * What the kitchen and dashboard cards count, pure so the pages and tests agree.
 * Money is integer cents; revenue counts confirmed and completed bookings only.
 */
import { Temporal } from "temporal-polyfill";
import { addDaysIso, todayIso } from "@/lib/dates";
import type { AvailabilityDto } from "@/lib/availability/types";
import type { BookingDto } from "@/lib/lines/types";

export const UPCOMING_EVENTS_LIMIT = 5;

export type DashboardStats = {
  total: number;
  thisWeek: number;
  pending: number;
  confirmed: number;
  revenueCents: number;
};

/** Monday..Sunday of the week holding `today` (a YYYY-MM-DD date). */
export function weekOf(today: string): { start: string; end: string } {
  const dayOfWeek = Temporal.PlainDate.from(today).dayOfWeek; // 1 = Monday
  const start = addDaysIso(today, 1 - dayOfWeek);
  return { start, end: addDaysIso(start, 6) };
}

export function dashboardStats(bookings: BookingDto[], today = todayIso()): DashboardStats {
  const week = weekOf(today);
  return {
    total: bookings.length,
    thisWeek: bookings.filter((b) => b.eventDate >= week.start && b.eventDate <= week.end).length,
    pending: bookings.filter((b) => b.status === "pending").length,
    confirmed: bookings.filter((b) => b.status === "confirmed").length,
    revenueCents: bookings
      .filter((b) => b.status === "confirmed" || b.status === "completed")
      .reduce((sum, b) => sum + b.totalPrice, 0),
  };
}

/** Up to 5 confirmed bookings from today on, soonest first. */
export function upcomingEvents(bookings: BookingDto[], today = todayIso()): BookingDto[] {
  return bookings
    .filter((b) => b.status === "confirmed" && b.eventDate >= today)
    .sort((a, b) => `${a.eventDate}T${a.eventTime}`.localeCompare(`${b.eventDate}T${b.eventTime}`))
    .slice(0, UPCOMING_EVENTS_LIMIT);
}

export type AvailabilitySummary = {
  availableDays: number;
  unavailableDays: number;
  totalOrders: number;
  /** Percent of the capacity of available days already taken; 0 when there is none. */
  capacityUsed: number;
};

export function availabilitySummary(rows: AvailabilityDto[]): AvailabilitySummary {
  const open = rows.filter((r) => r.isAvailable);
  const capacity = open.reduce((sum, r) => sum + r.maxOrders, 0);
  const takenOnOpen = open.reduce((sum, r) => sum + r.currentOrders, 0);
  return {
    availableDays: open.length,
    unavailableDays: rows.length - open.length,
    totalOrders: rows.reduce((sum, r) => sum + r.currentOrders, 0),
    capacityUsed: capacity === 0 ? 0 : Math.round((takenOnOpen / capacity) * 100),
  };
}
