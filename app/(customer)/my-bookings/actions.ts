"use server";

import { currentActor } from "@/lib/server/auth/current-actor";
import { changeBookingStatus } from "@/lib/server/bookings/change-booking-status";
import { isAppError } from "@/lib/server/errors";

export async function cancelMyBookingAction(bookingId: number, reason: string) {
  try {
    await changeBookingStatus(await currentActor(), bookingId, {
      status: "cancelled",
      comments: reason.trim() || undefined,
    });
    return { ok: true as const };
  } catch (error) {
    if (!isAppError(error)) console.error(error);
    return {
      ok: false as const,
      message: isAppError(error) ? error.message : "Failed to cancel booking. Please try again.",
    };
  }
}
