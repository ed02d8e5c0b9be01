"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiRequest } from "@/lib/client/api";
import { applyFieldErrors } from "@/lib/forms/form-errors";
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
  const router = useRouter();
  const [open, setOpen] = useState(defaultOpen);
  const form = useForm<ReviewInput>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { rating: undefined, comment: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await apiRequest("POST", `/api/bookings/${bookingId}/review`, values);
      toast.success("Thank you! Your review has been posted.");
      setOpen(false);
      form.reset();
      router.refresh();
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      if (applyFieldErrors(form.setError, apiError?.fieldErrors, FIELDS)) return;
      toast.error(apiError?.serverMessage ?? "Failed to post your review. Please try again.");
    }
  });

  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)}>
        Write a Review
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-md">
          <DialogHeader>
            <DialogTitle>Review {catererName}</DialogTitle>
            <DialogDescription>
              Only customers who ordered can review. Your first name and last initial are shown with
              it.
            </DialogDescription>
          </DialogHeader>
          <form onSubmit={onSubmit} noValidate className="space-y-4">
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
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? "Posting..." : "Post Review"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
