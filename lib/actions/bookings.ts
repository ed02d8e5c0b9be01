"use server";

import { changeBookingStatus } from "@/lib/server/lines/change-booking-status";
import { runAction } from "@/lib/server/http/server-action";

export async function cancelMyBookingAction(bookingId: number, reason: string) {
  return runAction(
    (actor) =>
      changeBookingStatus(actor, bookingId, {
        status: "cancelled",
        comments: reason.trim() || undefined,
      }),
    "Failed to cancel booking. Please try again.",
  );
}
