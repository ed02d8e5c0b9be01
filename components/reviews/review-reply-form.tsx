"use client";

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { send, useWrite } from "@/lib/client/write";
import { reviewReplySchema, type ReviewReplyInput } from "@/lib/reviews/schemas";
import type { ReviewDto } from "@/lib/reviews/types";

/** The reviewed caterer's one reply to a review (docs/product-rules.md §12). */
export function ReviewReplyForm({
  review,
  onReplied,
}: {
  review: ReviewDto;
  onReplied: (review: ReviewDto) => void;
}) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button size="sm" variant="link" className="mt-2 px-0" onClick={() => setOpen(true)}>
        Reply
      </Button>
    );
  }
  return <ReplyForm review={review} onReplied={onReplied} onCancel={() => setOpen(false)} />;
}

function ReplyForm({
  review,
  onReplied,
  onCancel,
}: {
  review: ReviewDto;
  onReplied: (review: ReviewDto) => void;
  onCancel: () => void;
}) {
  const form = useForm<ReviewReplyInput>({
    resolver: zodResolver(reviewReplySchema),
    defaultValues: { reply: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = useWrite(form, {
    save: (values) => send<ReviewDto>("POST", `/api/reviews/${review.id}/reply`, values),
    fields: ["reply"],
    success: "Your reply has been posted.",
    refused: (message) => message || "Failed to post your reply. Please try again.",
    crashed: () => "Failed to post your reply. Please try again.",
    onDone: onReplied,
  });
  const id = `reply-${review.id}`;
  return (
    <form method="post" className="mt-3 space-y-2" onSubmit={onSubmit} noValidate>
      <Field id={id} label="Your reply (one per review)" error={errors.reply?.message}>
        <Textarea id={id} rows={3} {...form.register("reply")} />
      </Field>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={isSubmitting}>
          {isSubmitting ? "Posting..." : "Post Reply"}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
