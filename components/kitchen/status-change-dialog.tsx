"use client";

import { useState } from "react";
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
import { STATUS_DIALOG } from "@/lib/kitchen/status-dialog";
import type { BookingDto } from "@/lib/bookings/types";

export type KitchenTarget = "confirmed" | "completed" | "cancelled";
const CANCEL_REASON_REQUIRED = "Please provide a reason for cancellation";

/**
 * The status-change dialog: a title and description per target status and a comments box,
 * optional except when cancelling. `onSubmit` makes the change and says whether it worked.
 */
export function StatusChangeDialog({
  booking,
  target,
  onOpenChange,
  onSubmit,
}: {
  booking: BookingDto | null;
  target: KitchenTarget | null;
  onOpenChange: (open: boolean) => void;
  onSubmit: (comments: string) => Promise<boolean>;
}) {
  const open = booking !== null && target !== null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        {booking && target && (
          // Keyed, so each opening starts with an empty comments box.
          <StatusChangeForm
            key={`${booking.id}-${target}`}
            booking={booking}
            target={target}
            onClose={() => onOpenChange(false)}
            onSubmit={onSubmit}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function StatusChangeForm({
  booking,
  target,
  onClose,
  onSubmit,
}: {
  booking: BookingDto;
  target: KitchenTarget;
  onClose: () => void;
  onSubmit: (comments: string) => Promise<boolean>;
}) {
  const [comments, setComments] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const text = STATUS_DIALOG[target];
  const cancelling = target === "cancelled";

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (cancelling && !comments.trim()) {
      setError(CANCEL_REASON_REQUIRED);
      return;
    }
    setBusy(true);
    try {
      if (await onSubmit(comments.trim())) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription>{text.description}</DialogDescription>
      </DialogHeader>
      <p className="text-sm">
        Order #{booking.id}: {booking.dishName} for {booking.customerName}
      </p>
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="space-y-1.5">
          <Label
            htmlFor="status-comments"
            className={
              cancelling ? "after:ml-0.5 after:text-red-600 after:content-['*']" : undefined
            }
          >
            {cancelling ? "Reason for cancellation" : "Comments (optional)"}
          </Label>
          <Textarea
            id="status-comments"
            rows={3}
            value={comments}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "status-comments-error" : undefined}
            onChange={(e) => {
              setComments(e.target.value);
              setError(null);
            }}
          />
          {error && (
            <p id="status-comments-error" className="text-sm text-red-600">
              {error}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Back
          </Button>
          <Button type="submit" disabled={busy} variant={cancelling ? "destructive" : "default"}>
            {busy ? "Updating..." : text.action}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
