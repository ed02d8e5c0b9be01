"use client";

import { useRouter } from "next/navigation";
import { toast } from "@/lib/client/toast";
import { restAction } from "@/lib/client/api";
import type { ActionResult } from "@/lib/forms/action-result";
import type { BookingDto } from "@/lib/bookings/types";

export type StatusChangeTexts = { success: string; failure: string };

/**
 * Changes a booking's status through PATCH /api/bookings/{id}/status (the server applies
 * the caterer's transition rules) and refreshes the page's server data. `save` answers an
 * ActionResult for the status-change dialog's form; `run` is the one-click change (after a
 * browser confirmation), which toasts the outcome itself.
 */
export function useStatusChange(texts: StatusChangeTexts) {
  const router = useRouter();
  const save = async (
    booking: BookingDto,
    status: BookingDto["status"],
    comments?: string | null,
  ): Promise<ActionResult<BookingDto>> => {
    const result = await restAction<BookingDto>("PATCH", `/api/bookings/${booking.id}/status`, {
      status,
      ...(comments ? { comments } : {}),
    });
    if (result.ok) router.refresh();
    return result;
  };
  const run = async (booking: BookingDto, status: BookingDto["status"]) => {
    try {
      const result = await save(booking, status);
      if (result.ok) toast.success(texts.success);
      else toast.error(texts.failure, result.message ? { description: result.message } : undefined);
      return result.ok;
    } catch {
      toast.error(texts.failure);
      return false;
    }
  };
  return { texts, save, run };
}
