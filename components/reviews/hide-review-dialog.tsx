"use client";

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
import { ApiError, apiRequest } from "@/lib/client/api";
import type { ReviewDto } from "@/lib/reviews/types";

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
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={review !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Hide this review?</DialogTitle>
          <DialogDescription>
            It leaves the page and the caterer&apos;s rating. Its author still sees it, marked
            hidden. The reason is kept in the audit trail.
          </DialogDescription>
        </DialogHeader>
        <div className="space-y-1.5">
          <Label htmlFor="hide-reason">Reason</Label>
          <Textarea id="hide-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Keep Review
          </Button>
          <Button
            variant="destructive"
            disabled={busy}
            onClick={async () => {
              if (!review) return;
              setBusy(true);
              try {
                await apiRequest("POST", `/api/admin/reviews/${review.id}/hide`, { reason });
                toast.success("The review has been hidden.");
                setReason("");
                onHidden(review.id);
              } catch (error) {
                toast.error(
                  (error instanceof ApiError && error.serverMessage) ||
                    "Failed to hide the review. Please try again.",
                );
              } finally {
                setBusy(false);
              }
            }}
          >
            {busy ? "Hiding..." : "Hide Review"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
