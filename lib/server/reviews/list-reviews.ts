import "server-only";
import { REVIEWS_PAGE_SIZE } from "@/lib/reviews/rules";
import type { MyReviewDto, ReviewPageDto } from "@/lib/reviews/types";
import type { Actor } from "../actor";
import { db } from "../db";
import { toMyReviewDto, toReviewDto } from "./serialize";

/**
 * GET /api/caterers/{id}/reviews?page= (public): the caterer's visible reviews, newest
 * first, one page, with the caterer's rating and count. Null for an unknown caterer.
 */
export async function listCatererReviews(
  catererId: number,
  page = 1,
  pageSize = REVIEWS_PAGE_SIZE,
): Promise<ReviewPageDto | null> {
  const caterer = await db.caterer.findUnique({
    where: { id: catererId },
    select: { rating: true, reviewCount: true },
  });
  if (!caterer) return null;
  const where = { catererId, isHidden: false };
  const [rows, total] = await Promise.all([
    db.review.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db.review.count({ where }),
  ]);
  return {
    reviews: rows.map(toReviewDto),
    page,
    pageSize,
    total,
    rating: caterer.rating.toFixed(1),
    reviewCount: caterer.reviewCount,
  };
}

/** The actor's own reviews of the given bookings (hidden ones too, marked), by booking id. */
export async function findMyReviews(
  actor: Actor,
  bookingIds: number[],
): Promise<Record<number, MyReviewDto>> {
  if (!bookingIds.length) return {};
  const rows = await db.review.findMany({
    where: { userId: actor.userId, bookingId: { in: bookingIds } },
  });
  return Object.fromEntries(rows.map((r) => [r.bookingId, toMyReviewDto(r)]));
}
