"use client";

import { useRouter } from "next/navigation";
import { send, write } from "@/lib/client/write/index";
import type { ActionResult } from "@/lib/forms/action-result";
import type { BookingDto } from "@/lib/lines/types";

export type StatusChangeTexts = { success: string; failure: string };

/**
 * Changes a booking's status through PATCH /api/bookings/{id}/status (the server applies
 * the caterer's transition rules) and refreshes the page's server data. `save` answers an
 * ActionResult for the status-change dialog's form; `run` is the one-click change (after a
 * browser confirmation), told by `write()`'s rules.
 */
export function useStatusChange(texts: StatusChangeTexts) {
  const router = useRouter();
  const save = async (
    booking: BookingDto,
    status: BookingDto["status"],
    comments?: string | null,
  ): Promise<ActionResult<BookingDto>> => {
    const result = await send<BookingDto>("PATCH", `/api/bookings/${booking.id}/status`, {
      status,
      ...(comments ? { comments } : {}),
    });
    if (result.ok) router.refresh();
    return result;
  };
  const run = async (booking: BookingDto, status: BookingDto["status"]) => {
    const result = await write(() => save(booking, status), {
      success: texts.success,
      refused: (message) =>
        message ? { title: texts.failure, description: message } : texts.failure,
      crashed: () => texts.failure,
    });
    return result?.ok ?? false;
  };
  return { texts, save, run };
}
