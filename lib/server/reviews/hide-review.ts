import "server-only";
import { hideReviewSchema, type HideReviewInput } from "@/lib/reviews/schemas";
import { requireRole, type Actor } from "../actor";
import { recordAudit } from "../audit/record-audit";
import { revalidateCatererPages } from "../kitchens/caterer-page-cache";
import { db } from "../db";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { lockCaterer, recomputeRating } from "./recompute-rating";
import { toMyReviewDto } from "./serialize";

/**
 * POST /api/admin/reviews/{id}/hide (docs/product-rules.md §12): an admin hides an abusive
 * review with a reason. The review is kept (its author still sees it, marked hidden) but
 * leaves the caterer page and the average, which is recomputed under the caterer's row lock
 * in the same transaction, with the audit record.
 */
export async function hideReview(actor: Actor | null, reviewId: number, input: HideReviewInput) {
  const a = requireRole(actor, "admin");
  const { reason } = parseInput(hideReviewSchema, input);
  const review = await db.$transaction(async (tx) => {
    const current = await tx.review.findUnique({ where: { id: reviewId } });
    if (!current) throw new AppError("not_found", "Review not found");
    await lockCaterer(tx, current.catererId);
    const fresh = await tx.review.findUniqueOrThrow({ where: { id: reviewId } });
    if (fresh.isHidden) throw new AppError("conflict", "The review is already hidden");
    const updated = await tx.review.update({
      where: { id: reviewId },
      data: { isHidden: true, hiddenReason: reason, hiddenAt: new Date(), hiddenBy: a.userId },
    });
    await recomputeRating(tx, current.catererId);
    await recordAudit(tx, a, {
      action: "review.hide",
      entityType: "review",
      entityId: reviewId,
      before: { isHidden: fresh.isHidden, hiddenReason: fresh.hiddenReason },
      after: { isHidden: updated.isHidden, hiddenReason: updated.hiddenReason },
    });
    return updated;
  });
  revalidateCatererPages(review.catererId);
  return toMyReviewDto(review);
}
