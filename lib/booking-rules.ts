/**
 * Booking status rules (decisions section 4), pure so that the server enforces them and the
 * pages offer exactly the same actions.
 */
import { Temporal } from "temporal-polyfill";
import { APP_TIME_ZONE } from "@/lib/dates";
import { CUSTOMER_CANCEL_MIN_HOURS } from "@/lib/constants";
import type { BookingStatusValue } from "@/lib/validation/booking";

export const CATERER_TRANSITIONS: Record<BookingStatusValue, BookingStatusValue[]> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["completed", "cancelled"],
  cancelled: [],
  completed: [],
};

export function catererMay(from: BookingStatusValue, to: BookingStatusValue): boolean {
  return CATERER_TRANSITIONS[from].includes(to);
}

/** When the event starts, as an instant: its date and time in the marketplace's zone. */
export function eventStart(eventDate: string, eventTime: string, timeZone = APP_TIME_ZONE): Date {
  const zoned = Temporal.PlainDateTime.from(`${eventDate}T${eventTime}`).toZonedDateTime(timeZone);
  return new Date(zoned.epochMilliseconds);
}

/** The customer may cancel a pending or confirmed booking more than 24 hours ahead. */
export function customerMayCancel(
  booking: { status: BookingStatusValue; eventDate: string; eventTime: string },
  now: Date = new Date(),
): { allowed: true } | { allowed: false; reason: string } {
  if (booking.status !== "pending" && booking.status !== "confirmed") {
    return {
      allowed: false,
      reason: `Cannot change booking status from ${booking.status} to cancelled`,
    };
  }
  const hoursAhead =
    (eventStart(booking.eventDate, booking.eventTime).getTime() - now.getTime()) / 3_600_000;
  if (hoursAhead <= CUSTOMER_CANCEL_MIN_HOURS) {
    return {
      allowed: false,
      reason:
        "Bookings can only be cancelled more than 24 hours before the event. Please contact the caterer.",
    };
  }
  return { allowed: true };
}

/** Whether a status holds a slot of its date: everything but cancelled. */
export const holdsSlot = (status: BookingStatusValue) => status !== "cancelled";
