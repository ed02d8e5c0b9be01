"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { CancelBookingDialog } from "@/components/lines/cancel-booking-dialog";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/client/toast";
import { customerMayCancel } from "@/lib/lines/rules";
import type { BookingDto } from "@/lib/lines/types";

/** Cancelling one dish of an order (the spec's booking cancellation), where the rules allow it. */
export function OrderLineActions({ line }: { line: BookingDto }) {
  const router = useRouter();
  const [cancelling, setCancelling] = useState<BookingDto | null>(null);
  if (!customerMayCancel(line).allowed) return null;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="shrink-0 text-red-700"
        onClick={() => setCancelling(line)}
      >
        Cancel dish
      </Button>
      <CancelBookingDialog
        booking={cancelling}
        onClose={() => setCancelling(null)}
        onCancelled={() => {
          toast.success("Booking status has been updated successfully.");
          setCancelling(null);
          router.refresh();
        }}
      />
    </>
  );
}
