/**
 * Booking status rules (docs/product-rules.md §4), pure so that the server enforces them and the
 * pages offer exactly the same actions.
 */
import { Temporal } from "temporal-polyfill";
import { APP_TIME_ZONE } from "@/lib/dates";
import {
  CUSTOMER_CANCEL_MIN_HOURS,
  LAST_MINUTE_HOLD_MINUTES,
  UNPAID_HOLD_HOURS,
} from "@/lib/constants";
import type { BookingStatusValue } from "@/lib/lines/schemas";
import {
  hoursUntil,
  policyAllowsCancel,
  type CancellationPolicyValue,
} from "@/lib/lines/cancellation-policy";

export const CATERER_TRANSITIONS: Record<BookingStatusValue, BookingStatusValue[]> = {
  pending: ["confirmed", "cancelled"],
  confirmed: ["completed", "cancelled"],
  cancelled: [],
  completed: [],
};

export function catererMay(from: BookingStatusValue, to: BookingStatusValue): boolean {
  return CATERER_TRANSITIONS[from].includes(to);
}

export const COMPLETE_BEFORE_EVENT =
  "A booking can be marked completed only on or after its event date";

/**
 * A booking is completed only once its event day has come (docs/product-rules.md §4, §12):
 * completing an order months ahead would let a kitchen mint "verified" reviews. Both dates
 * are YYYY-MM-DD in the app's time zone. Admins may override (audited).
 */
export function mayCompleteOn(eventDate: string, today: string): boolean {
  return today >= eventDate;
}

/** When the event starts, as an instant: its date and time in the marketplace's zone. */
export function eventStart(eventDate: string, eventTime: string, timeZone = APP_TIME_ZONE): Date {
  const zoned = Temporal.PlainDateTime.from(`${eventDate}T${eventTime}`).toZonedDateTime(timeZone);
  return new Date(zoned.epochMilliseconds);
}

/**
 * The customer may cancel a pending or confirmed booking more than 24 hours ahead; a caterer
 * with a cancellation policy lets them cancel until the event starts (the policy decides the
 * refund, lib/lines/cancellation-policy.ts).
 */
export function customerMayCancel(
  booking: {
    status: BookingStatusValue;
    eventDate: string;
    eventTime: string;
    cancellationPolicy?: CancellationPolicyValue | null;
  },
  now: Date = new Date(),
): { allowed: true } | { allowed: false; reason: string } {
  if (booking.status !== "pending" && booking.status !== "confirmed") {
    return {
      allowed: false,
      reason: `Cannot change booking status from ${booking.status} to cancelled`,
    };
  }
  const policy = booking.cancellationPolicy ?? null;
  const hoursAhead = hoursUntil(eventStart(booking.eventDate, booking.eventTime), now);
  if (!policyAllowsCancel(policy, hoursAhead)) {
    return {
      allowed: false,
      reason: policy
        ? "The event has already started; it can no longer be cancelled. Please contact the caterer."
        : "Bookings can only be cancelled more than 24 hours before the event. Please contact the caterer.",
    };
  }
  return { allowed: true };
}

/** Whether a status holds a slot of its date: everything but cancelled. */
export const holdsSlot = (status: BookingStatusValue) => status !== "cancelled";

const HOUR_MS = 3_600_000;

/**
 * When an unpaid order stops holding its date: UNPAID_HOLD_HOURS after it was placed, but
 * never past the 24-hour cut-off before the event (after which the customer can no longer
 * cancel, so the caterer must know by then). An order placed inside that last day still
 * gets LAST_MINUTE_HOLD_MINUTES to pay, but never past the event's start.
 */
export function unpaidHoldEndsAt(createdAt: Date, eventDate: string, eventTime: string): Date {
  const start = eventStart(eventDate, eventTime).getTime();
  const placed = createdAt.getTime();
  const usual = Math.min(
    placed + UNPAID_HOLD_HOURS * HOUR_MS,
    start - CUSTOMER_CANCEL_MIN_HOURS * HOUR_MS,
  );
  const least = Math.min(placed + LAST_MINUTE_HOLD_MINUTES * 60_000, start);
  return new Date(Math.max(usual, least));
}

/**
 * An unpaid order that would take more than half of its date's tray capacity holds the
 * date for LAST_MINUTE_HOLD_MINUTES at most (docs/product-rules.md §20), never longer than
 * its usual hold.
 */
export function bigOrderHoldEndsAt(now: Date, usualHold: Date): Date {
  return new Date(Math.min(usualHold.getTime(), now.getTime() + LAST_MINUTE_HOLD_MINUTES * 60_000));
}

/** Payment states in which nothing has been charged (or is being charged) yet. */
export const UNPAID_PAYMENT_STATUSES = ["pending", "failed"] as const;

/** An open order that has not been paid: it holds its slot only until its hold ends. */
export function isUnpaidOpen(booking: { status: BookingStatusValue; paymentStatus: string }) {
  return (
    (booking.status === "pending" || booking.status === "confirmed") &&
    (UNPAID_PAYMENT_STATUSES as readonly string[]).includes(booking.paymentStatus)
  );
}
