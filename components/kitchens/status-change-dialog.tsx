"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Field } from "@/components/forms/field";
import { FormDialog, FormDialogFooter } from "@/components/forms/form-dialog";
import { Textarea } from "@/components/ui/textarea";
import { useWrite } from "@/lib/client/write/index";
import type { ActionResult } from "@/lib/forms/action-result";
import { STATUS_DIALOG, statusCommentsSchema } from "@/components/kitchens/status-dialog";
import type { BookingDto } from "@/lib/lines/types";
import type { StatusChangeTexts } from "@/lib/lines/use-status-change";

export type KitchenTarget = "confirmed" | "completed" | "cancelled";
const FIELDS = ["comments"] as const;

/**
 * The status-change dialog: a title and description per target status and a comments box,
 * optional except when cancelling. `save` makes the change (useStatusChange().save); the
 * dialog toasts `texts` and closes, then calls `onDone`.
 */
export function StatusChangeDialog({
  booking,
  target,
  onOpenChange,
  save,
  texts,
  onDone,
}: {
  booking: BookingDto | null;
  target: KitchenTarget | null;
  onOpenChange: (open: boolean) => void;
  save: (comments: string | null) => Promise<ActionResult<unknown>>;
  texts: StatusChangeTexts;
  onDone?: () => void;
}) {
  const text = target ? STATUS_DIALOG[target] : null;
  return (
    <FormDialog
      open={booking !== null && target !== null}
      onOpenChange={onOpenChange}
      title={text?.title}
      description={text?.description}
    >
      {booking && target && (
        // Keyed, so each opening starts with an empty comments box.
        <StatusChangeForm
          key={`${booking.id}-${target}`}
          booking={booking}
          target={target}
          onClose={() => onOpenChange(false)}
          save={save}
          texts={texts}
          onDone={onDone}
        />
      )}
    </FormDialog>
  );
}

function StatusChangeForm({
  booking,
  target,
  onClose,
  save,
  texts,
  onDone,
}: {
  booking: BookingDto;
  target: KitchenTarget;
  onClose: () => void;
  save: (comments: string | null) => Promise<ActionResult<unknown>>;
  texts: StatusChangeTexts;
  onDone?: () => void;
}) {
  const cancelling = target === "cancelled";
  const form = useForm<{ comments?: string | null }, unknown, { comments: string | null }>({
    resolver: zodResolver(statusCommentsSchema(target)),
    defaultValues: { comments: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = useWrite(form, {
    save: ({ comments }) => save(comments),
    fields: FIELDS,
    success: texts.success,
    refused: (message) =>
      message ? { title: texts.failure, description: message } : texts.failure,
    crashed: () => texts.failure,
    onDone: () => {
      onClose();
      onDone?.();
    },
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <p className="text-sm">
        Order #{booking.id}: {booking.dishName} for {booking.customerName}
      </p>
      <Field
        id="status-comments"
        label={cancelling ? "Reason for cancellation" : "Comments (optional)"}
        required={cancelling}
        error={errors.comments?.message}
      >
        <Textarea id="status-comments" rows={3} {...form.register("comments")} />
      </Field>
      <FormDialogFooter
        onCancel={onClose}
        cancelLabel="Back"
        submitting={isSubmitting}
        submitLabel={STATUS_DIALOG[target].action}
        pendingLabel="Updating..."
        submitVariant={cancelling ? "destructive" : "default"}
      />
    </form>
  );
}
