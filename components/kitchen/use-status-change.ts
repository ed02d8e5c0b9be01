"use client";

import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { ApiError, apiRequest } from "@/lib/client/api";
import type { BookingDto } from "@/lib/bookings/types";

/**
 * Changes a booking's status through PATCH /api/bookings/{id}/status (the server applies
 * the caterer's transition rules), toasts, and refreshes the page's server data.
 */
export function useStatusChange(texts: { success: string; failure: string }) {
  const router = useRouter();
  return async (booking: BookingDto, status: BookingDto["status"], comments?: string) => {
    try {
      await apiRequest("PATCH", `/api/bookings/${booking.id}/status`, {
        status,
        ...(comments ? { comments } : {}),
      });
      toast.success(texts.success);
      router.refresh();
      return true;
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      toast.error(texts.failure, message ? { description: message } : undefined);
      return false;
    }
  };
}
