"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Field } from "@/components/forms/field";
import { FormDialog, FormDialogFooter } from "@/components/forms/form-dialog";
import { Textarea } from "@/components/ui/textarea";
import { send, useWrite } from "@/lib/client/write";
import { hideReviewSchema, type HideReviewInput } from "@/lib/reviews/schemas";
import type { ReviewDto } from "@/lib/reviews/types";

const FIELDS = ["reason"] as const;

/** An admin hides a review, with a reason kept in the audit trail (docs/product-rules.md §12). */
export function HideReviewDialog({
  review,
  onClose,
  onHidden,
}: {
  review: ReviewDto | null;
  onClose: () => void;
  onHidden: (id: number) => void;
}) {
  return (
    <FormDialog
      open={review !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Hide this review?"
      description="It leaves the page and the caterer's rating. Its author still sees it, marked hidden. The reason is kept in the audit trail."
    >
      {review && <HideReviewForm review={review} onClose={onClose} onHidden={onHidden} />}
    </FormDialog>
  );
}

function HideReviewForm({
  review,
  onClose,
  onHidden,
}: {
  review: ReviewDto;
  onClose: () => void;
  onHidden: (id: number) => void;
}) {
  const form = useForm<HideReviewInput>({
    resolver: zodResolver(hideReviewSchema),
    defaultValues: { reason: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = useWrite(form, {
    save: (values) => send("POST", `/api/admin/reviews/${review.id}/hide`, values),
    fields: FIELDS,
    success: "The review has been hidden.",
    refused: (message) => message || "Failed to hide the review. Please try again.",
    crashed: () => "Failed to hide the review. Please try again.",
    onDone: () => onHidden(review.id),
  });
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id="hide-reason" label="Reason" required error={errors.reason?.message}>
        <Textarea id="hide-reason" {...form.register("reason")} />
      </Field>
      <FormDialogFooter
        onCancel={onClose}
        cancelLabel="Keep Review"
        submitting={isSubmitting}
        submitLabel="Hide Review"
        pendingLabel="Hiding..."
        submitVariant="destructive"
      />
    </form>
  );
}
