"use client";

import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiRequest } from "@/lib/client/api";
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
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  if (!open) {
    return (
      <Button size="sm" variant="link" className="mt-2 px-0" onClick={() => setOpen(true)}>
        Reply
      </Button>
    );
  }
  const id = `reply-${review.id}`;
  return (
    <form
      method="post"
      className="mt-3 space-y-2"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        try {
          onReplied(
            await apiRequest<ReviewDto>("POST", `/api/reviews/${review.id}/reply`, { reply: text }),
          );
          toast.success("Your reply has been posted.");
        } catch (error) {
          toast.error(
            (error instanceof ApiError && error.serverMessage) ||
              "Failed to post your reply. Please try again.",
          );
        } finally {
          setBusy(false);
        }
      }}
    >
      <Label htmlFor={id}>Your reply (one per review)</Label>
      <Textarea id={id} value={text} onChange={(e) => setText(e.target.value)} rows={3} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy}>
          {busy ? "Posting..." : "Post Reply"}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
