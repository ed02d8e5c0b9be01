"use client";

import { eventStart } from "@/lib/lines/rules";
import { hoursUntil } from "@/lib/lines/cancellation-policy";
import { cancellationRefundCents } from "@/lib/money/amounts";
import { formatEventDate } from "@/lib/format";
import { formatCents } from "@/lib/money/cents";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Field } from "@/components/forms/field";
import { FormDialog, FormDialogFooter } from "@/components/forms/form-dialog";
import { Textarea } from "@/components/ui/textarea";
import { useWrite } from "@/lib/client/write/index";
import type { BookingDto } from "@/lib/lines/types";
import { statusChangeSchema } from "@/lib/lines/schemas";
import { cancelMyBookingAction } from "@/lib/actions/bookings";

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

/** The customer's reason: the status change's comments (PATCH /api/bookings/{id}/status). */
const reasonSchema = statusChangeSchema.pick({ comments: true });
const FIELDS = ["comments"] as const;

export function CancelBookingDialog({
  booking,
  onClose,
  onCancelled,
}: {
  booking: BookingDto | null;
  onClose: () => void;
  onCancelled: () => void;
}) {
  return (
    <FormDialog
      open={booking !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Cancel this booking?"
      description={
        booking && (
          <>
            {booking.dishName} on {formatEventDate(booking.eventDate)}. The caterer will see your
            reason.
            {booking.paymentStatus === "paid" ? ` ${refundNotice(booking)}` : ""}
          </>
        )
      }
    >
      {booking && (
        <CancelBookingForm booking={booking} onClose={onClose} onCancelled={onCancelled} />
      )}
    </FormDialog>
  );
}

function CancelBookingForm({
  booking,
  onClose,
  onCancelled,
}: {
  booking: BookingDto;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const form = useForm<{ comments?: string | null }, unknown, { comments: string | null }>({
    resolver: zodResolver(reasonSchema),
    defaultValues: { comments: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = useWrite(form, {
    save: ({ comments }) => cancelMyBookingAction(booking.id, comments ?? ""),
    fields: FIELDS,
    // The page toasts the outcome and refreshes (onCancelled).
    refused: (message) => message || "Failed to cancel booking. Please try again.",
    crashed: () => "Failed to cancel booking. Please try again.",
    onDone: onCancelled,
  });
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id="cancel-reason" label="Reason (optional)" error={errors.comments?.message}>
        <Textarea
          id="cancel-reason"
          placeholder="Cancelled by customer"
          {...form.register("comments")}
        />
      </Field>
      <FormDialogFooter
        onCancel={onClose}
        cancelLabel="Keep Booking"
        submitting={isSubmitting}
        submitLabel="Cancel Booking"
        pendingLabel="Cancelling..."
        submitVariant="destructive"
      />
    </form>
  );
}
