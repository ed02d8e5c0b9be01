/** The caterer's status-change dialog: a title and description per target status. */
import { CATERER_TRANSITIONS, mayCompleteOn } from "@/lib/lines/rules";
import { z } from "zod";
import { statusChangeSchema, type BookingStatusValue } from "@/lib/lines/schemas";
import { CANCEL_REASON_REQUIRED } from "@/lib/orders/schemas";

export const STATUS_DIALOG: Record<
  Exclude<BookingStatusValue, "pending">,
  { title: string; description: string; action: string }
> = {
  confirmed: {
    title: "Confirm Booking",
    description: "Confirm this booking. The customer will be notified that you accepted it.",
    action: "Confirm Booking",
  },
  completed: {
    title: "Mark as Completed",
    description: "Mark this booking as completed once the order has been delivered.",
    action: "Mark Completed",
  },
  cancelled: {
    title: "Cancel Booking",
    description:
      "Cancel this booking. The customer will be notified by email. Please give a reason.",
    action: "Cancel Booking",
  },
};

/**
 * The actions a caterer is offered for a booking: exactly what the server allows, so
 * "Mark Completed" only from the event day on (`today` and `eventDate` as YYYY-MM-DD).
 */
export function kitchenActions(
  status: BookingStatusValue,
  eventDate: string,
  today: string,
): Exclude<BookingStatusValue, "pending">[] {
  return CATERER_TRANSITIONS[status].filter(
    (to): to is Exclude<BookingStatusValue, "pending"> =>
      to !== "pending" && (to !== "completed" || mayCompleteOn(eventDate, today)),
  );
}

/**
 * The dialog's comments: the status change's own (statusChangeSchema), which a caterer
 * must fill when cancelling, since the customer reads the reason.
 */
export function statusCommentsSchema(target: Exclude<BookingStatusValue, "pending">) {
  return z.object({
    comments: statusChangeSchema.shape.comments.refine(
      (comments) => target !== "cancelled" || comments !== null,
      CANCEL_REASON_REQUIRED,
    ),
  });
}
