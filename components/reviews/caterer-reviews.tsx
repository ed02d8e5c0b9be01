"use client";

import { Suspense, useState } from "react";
import { Button } from "@/components/ui/button";
import { getJson } from "@/lib/client/write";
import { useViewer } from "@/lib/client/use-viewer";
import { formatRating, reviewDateLabel } from "@/lib/reviews/rules";
import type { ReviewDto, ReviewPageDto } from "@/lib/reviews/types";
import { Stars } from "./stars";
import { toast } from "@/lib/client/toast";
import { lazyComponent } from "@/lib/client/lazy-component";

// Only the caterer (reply) and an admin (hide) get these: their forms, dialog and toasts
// are not part of the public page's first load.
const ReviewReplyForm = lazyComponent(() =>
  import("./review-reply-form").then((m) => m.ReviewReplyForm),
);
const HideReviewDialog = lazyComponent(() =>
  import("./hide-review-dialog").then((m) => m.HideReviewDialog),
);

/**
 * The caterer page's reviews (docs/product-rules.md §12): newest first, the first page
 * rendered with the page, "Show more reviews" fetching the next. The reviewed caterer
 * may reply once; an admin may hide a review with a reason. The server decides both.
 */
export function CatererReviews({
  catererId,
  catererUserId,
  initial,
  dateLabels = {},
}: {
  catererId: number;
  catererUserId: number | null;
  initial: ReviewPageDto;
  /** reviewDateLabel() of the first reviews, computed on the server (keyed by review id). */
  dateLabels?: Record<number, string>;
}) {
  const { user } = useViewer();
  const [reviews, setReviews] = useState<ReviewDto[]>(initial.reviews);
  const [page, setPage] = useState(initial.page);
  const [total, setTotal] = useState(initial.total);
  const [loading, setLoading] = useState(false);
  const [hiding, setHiding] = useState<ReviewDto | null>(null);
  const isOwner = user !== null && catererUserId !== null && user.id === catererUserId;
  const isAdmin = user?.role === "admin";

  async function loadMore() {
    setLoading(true);
    try {
      const next = await getJson<ReviewPageDto>(
        `/api/caterers/${catererId}/reviews?page=${page + 1}`,
      );
      setReviews((shown) => [
        ...shown,
        ...next.reviews.filter((r) => !shown.some((s) => s.id === r.id)),
      ]);
      setPage(next.page);
      setTotal(next.total);
    } catch {
      toast.error("Failed to load more reviews. Please try again.");
    } finally {
      setLoading(false);
    }
  }

  const replace = (review: ReviewDto) =>
    setReviews((shown) => shown.map((r) => (r.id === review.id ? review : r)));

  return (
    <section aria-labelledby="reviews-heading" className="mt-12">
      <h2 id="reviews-heading" className="text-2xl font-bold">
        Reviews
        {initial.reviewCount > 0 && (
          <span className="ml-2 text-lg font-medium text-muted-foreground">
            {formatRating(initial.rating, initial.reviewCount)}
          </span>
        )}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Only customers who ordered and received their trays can review.
      </p>
      {reviews.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed p-8 text-center text-muted-foreground">
          No reviews yet.
        </p>
      ) : (
        <ul className="mt-6 space-y-4">
          {reviews.map((r) => (
            <li key={r.id} className="rounded-xl border bg-card p-4" data-testid="review">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <div className="flex flex-wrap items-center gap-2">
                  <Stars rating={r.rating} />
                  <span className="font-medium">{r.authorName}</span>
                  <span className="text-sm text-muted-foreground">
                    {dateLabels[r.id] ?? reviewDateLabel(r.createdAt)}
                  </span>
                </div>
                {isAdmin && (
                  <Button size="sm" variant="outline" onClick={() => setHiding(r)}>
                    Hide
                  </Button>
                )}
              </div>
              <p className="mt-2 whitespace-pre-line">{r.comment}</p>
              {r.reply ? (
                <div className="mt-3 border-l-2 border-primary/40 pl-3 text-sm">
                  <p className="font-medium">Reply from the caterer</p>
                  <p className="whitespace-pre-line text-muted-foreground">{r.reply}</p>
                </div>
              ) : (
                isOwner && (
                  <Suspense>
                    <ReviewReplyForm review={r} onReplied={replace} />
                  </Suspense>
                )
              )}
            </li>
          ))}
        </ul>
      )}
      {reviews.length < total && (
        <Button variant="outline" className="mt-4" onClick={loadMore} disabled={loading}>
          {loading ? "Loading..." : "Show more reviews"}
        </Button>
      )}
      {hiding && (
        <Suspense>
          <HideReviewDialog
            review={hiding}
            onClose={() => setHiding(null)}
            onHidden={(id) => {
              setReviews((shown) => shown.filter((r) => r.id !== id));
              setTotal((t) => t - 1);
              setHiding(null);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
