import "server-only";
import { reviewReplySchema, type ReviewReplyInput } from "@/lib/reviews/schemas";
import { requireActor, type Actor } from "../actor";
import { revalidateCatererPages } from "../kitchens/caterer-page-cache";
import { db } from "../db";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { toReviewDto } from "./serialize";

export const ALREADY_REPLIED = "You have already replied to this review";

/**
 * POST /api/reviews/{id}/reply (docs/product-rules.md §12): the caterer who was reviewed
 * replies once. Anyone else gets 404 (a review of another kitchen is not theirs to see
 * through this door). One conditional UPDATE, so two replies at once leave one.
 */
export async function replyToReview(
  actor: Actor | null,
  reviewId: number,
  input: ReviewReplyInput,
) {
  const a = requireActor(actor);
  const { reply } = parseInput(reviewReplySchema, input);
  const review =
    a.catererId === null
      ? null
      : await db.review.findFirst({ where: { id: reviewId, catererId: a.catererId } });
  if (!review) throw new AppError("not_found", "Review not found");
  const { count } = await db.review.updateMany({
    where: { id: reviewId, catererId: a.catererId!, reply: null },
    data: { reply, repliedAt: new Date() },
  });
  if (count === 0) throw new AppError("conflict", ALREADY_REPLIED);
  revalidateCatererPages(review.catererId);
  return toReviewDto(await db.review.findUniqueOrThrow({ where: { id: reviewId } }));
}
