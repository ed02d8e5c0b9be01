"use client";

import { eventStart } from "@/lib/bookings/rules";
import { hoursUntil } from "@/lib/bookings/cancellation-policy";
import { cancellationRefundCents } from "@/lib/payments/amounts";
import { formatEventDate } from "@/lib/format";
import { formatCents } from "@/lib/money";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import type { BookingDto } from "@/lib/bookings/types";
import { cancelMyBookingAction } from "../actions";

/** What a paid booking gets back now, by the caterer's policy (docs/product-rules.md §11). */
function refundNotice(b: BookingDto): string {
  const policy = b.cancellationPolicy ?? null;
  if (!policy) return "Your payment will be refunded.";
  const hours = hoursUntil(eventStart(b.eventDate, b.eventTime), new Date());
  // The same rule the server applies: the policy's share of the price, and the whole tip.
  const cents = cancellationRefundCents(b, "customer", policy, hours) ?? 0;
  return cents > 0
    ? `By the caterer's cancellation policy, ${formatCents(cents)} will be refunded.`
    : "By the caterer's cancellation policy, nothing will be refunded.";
}

export function CancelBookingDialog({
  booking,
  onClose,
  onCancelled,
}: {
  booking: BookingDto | null;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!booking) return;
    setBusy(true);
    try {
      const result = await cancelMyBookingAction(booking.id, reason);
      if (result.ok) {
        setReason("");
        onCancelled();
      } else {
        toast.error(result.message);
      }
    } catch {
      toast.error("Failed to cancel booking. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={booking !== null}
      onOpenChange={(open) => {
        if (!open) {
          setReason("");
          onClose();
        }
      }}
    >
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Cancel this booking?</DialogTitle>
          <DialogDescription>
            {booking?.dishName} on {booking ? formatEventDate(booking.eventDate) : ""}. The caterer
            will see your reason.
            {booking?.paymentStatus === "paid" ? ` ${refundNotice(booking)}` : ""}
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-1.5">
          <Label htmlFor="cancel-reason">Reason (optional)</Label>
          <Textarea
            id="cancel-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder="Cancelled by customer"
          />
        </div>
        <DialogFooter>
          <Button
            variant="outline"
            onClick={() => {
              setReason("");
              onClose();
            }}
            disabled={busy}
          >
            Keep Booking
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={busy}>
            {busy ? "Cancelling..." : "Cancel Booking"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
