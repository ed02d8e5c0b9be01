"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Field } from "@/components/forms/field";
import { FormDialog, FormDialogFooter } from "@/components/forms/form-dialog";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { send, useWrite } from "@/lib/client/write";
import { reviewSchema, type ReviewInput } from "@/lib/reviews/schemas";
import { StarRatingInput } from "./star-rating-input";

const FIELDS = ["rating", "comment"] as const;

/**
 * "Write a Review" on a completed order (docs/product-rules.md §12). The page shows the
 * button only when `canReview()` says so; the server decides again.
 */
export function WriteReviewDialog({
  bookingId,
  catererName,
  defaultOpen = false,
}: {
  bookingId: number;
  catererName: string;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Write a Review
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={`Review ${catererName}`}
        description="Only customers who ordered can review. Your first name and last initial are shown with it."
      >
        <ReviewForm bookingId={bookingId} onClose={() => setOpen(false)} />
      </FormDialog>
    </>
  );
}

function ReviewForm({ bookingId, onClose }: { bookingId: number; onClose: () => void }) {
  const router = useRouter();
  const form = useForm<ReviewInput>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { rating: undefined, comment: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = useWrite(form, {
    save: (values) => send("POST", `/api/bookings/${bookingId}/review`, values),
    fields: FIELDS,
    success: "Thank you! Your review has been posted.",
    refused: (message) => message || "Failed to post your review. Please try again.",
    crashed: () => "Failed to post your review. Please try again.",
    onDone: () => {
      onClose();
      router.refresh();
    },
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id="review-rating" label="Rating" required error={errors.rating?.message}>
        <Controller
          control={form.control}
          name="rating"
          render={({ field }) => (
            <StarRatingInput
              id="review-rating"
              value={typeof field.value === "number" ? field.value : undefined}
              onChange={field.onChange}
              invalid={Boolean(errors.rating)}
            />
          )}
        />
      </Field>
      <Field id="review-comment" label="Your review" required error={errors.comment?.message}>
        <Textarea
          id="review-comment"
          rows={4}
          placeholder="How was the food, the portions, the delivery?"
          {...form.register("comment")}
        />
      </Field>
      <FormDialogFooter
        onCancel={onClose}
        submitting={isSubmitting}
        submitLabel="Post Review"
        pendingLabel="Posting..."
      />
    </form>
  );
}
