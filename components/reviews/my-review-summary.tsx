import type { MyReviewDto } from "@/lib/reviews/types";
import { Stars } from "./stars";

/** The customer's own review under their order, with the caterer's reply. */
export function MyReviewSummary({ review }: { review: MyReviewDto }) {
  return (
    <div className="rounded-md bg-muted/50 p-3 text-sm" data-testid="my-review">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">Your review</span>
        <Stars rating={review.rating} />
        {review.isHidden && (
          <span className="text-xs text-red-700">Hidden by TrayTable for breaking our rules</span>
        )}
      </div>
      <p className="mt-1 whitespace-pre-line text-muted-foreground">{review.comment}</p>
      {review.reply && (
        <p className="mt-2 border-l-2 pl-3 text-muted-foreground">
          <span className="font-medium text-foreground">Reply from the caterer: </span>
          {review.reply}
        </p>
      )}
    </div>
  );
}
