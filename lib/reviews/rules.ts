/**
 * Review rules (docs/product-rules.md §12), pure so that the server enforces them and My
 * Orders offers "Write a Review" exactly when the server would accept one.
 */
import { APP_TIME_ZONE, addDaysIso } from "@/lib/dates";
import type { BookingStatusValue } from "@/lib/lines/schemas";
import type { BookingDto } from "@/lib/lines/types";

type PaymentStatusValue = BookingDto["paymentStatus"];

/** A completed booking may be reviewed until this many days after its event date. */
export const REVIEW_WINDOW_DAYS = 60;
/** Reviews per page on the caterer page and its API. */
export const REVIEWS_PAGE_SIZE = 5;

export type ReviewBlocker =
  "not_completed" | "already_reviewed" | "not_paid" | "event_ahead" | "window_closed";

export const REVIEW_BLOCKER_MESSAGES: Record<ReviewBlocker, string> = {
  not_completed: "Only a completed booking can be reviewed",
  already_reviewed: "You have already reviewed this booking",
  not_paid: "Only a paid booking can be reviewed",
  event_ahead: "This booking can be reviewed once its event has taken place",
  window_closed: `Reviews can be written up to ${REVIEW_WINDOW_DAYS} days after the event`,
};

let dayFormat: Intl.DateTimeFormat | undefined;

/**
 * "November 27, 2026": the day a review was written, in the marketplace's time zone, so the
 * server's HTML and the browser agree. The caterer page computes its first reviews' labels
 * on the server: the first Intl date format in a page loads ICU's date data (30 to 45 ms of
 * main thread on our test machine), which would land in hydration.
 */
export function reviewDateLabel(createdAt: string): string {
  dayFormat ??= new Intl.DateTimeFormat("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: APP_TIME_ZONE,
  });
  return dayFormat.format(new Date(createdAt));
}

/** The last day (YYYY-MM-DD, inclusive) a booking of `eventDate` may be reviewed. */
export function reviewDeadline(eventDate: string): string {
  return addDaysIso(eventDate, REVIEW_WINDOW_DAYS);
}

type ReviewableBooking = {
  status: BookingStatusValue;
  paymentStatus: PaymentStatusValue;
  eventDate: string;
  hasReview: boolean;
};

/**
 * Why the customer of this booking may not review it now, or null when they may. Only the
 * booking's own customer asks: the server answers anyone else 404/403 before this.
 * A review needs a real event (docs/product-rules.md §12): the booking is completed, was
 * paid (paid, or paid and refunded later) and its event date has come. An admin may
 * complete a booking early; that still opens no review before the event.
 */
export function reviewBlocker(booking: ReviewableBooking, today: string): ReviewBlocker | null {
  if (booking.status !== "completed") return "not_completed";
  if (booking.hasReview) return "already_reviewed";
  if (booking.paymentStatus !== "paid" && booking.paymentStatus !== "refunded") return "not_paid";
  if (today < booking.eventDate) return "event_ahead";
  if (today > reviewDeadline(booking.eventDate)) return "window_closed";
  return null;
}

export const canReview = (booking: ReviewableBooking, today: string) =>
  reviewBlocker(booking, today) === null;

/** A kitchen nobody rated yet: no reviews and no rating set by hand. */
const isUnrated = (rating: string, reviewCount: number) =>
  reviewCount === 0 && Number(rating) === 0;

/**
 * A caterer's rating as shown: "4.8 (23)" with the count of visible reviews; a caterer
 * without reviews shows its rating alone (ratings set before reviews existed), and a new
 * kitchen "New" rather than a "0.0" that reads as a bad score.
 */
export function formatRating(rating: string, reviewCount: number): string {
  if (isUnrated(rating, reviewCount)) return "New";
  return reviewCount > 0 ? `${rating} (${reviewCount})` : rating;
}

/** The same for screen readers. */
export function ratingLabel(rating: string, reviewCount: number): string {
  if (isUnrated(rating, reviewCount)) return "New kitchen, not rated yet";
  return `Rated ${rating} out of 5${reviewCount ? ` from ${reviewCount} reviews` : ""}`;
}

/** The name shown with a review: first name and the last name's initial. */
export function reviewAuthorName(firstName: string, lastName: string): string {
  const initial = lastName.trim().charAt(0);
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}
