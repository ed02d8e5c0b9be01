import "server-only";
import type { Review } from "@/lib/generated/prisma/client";
import type { MyReviewDto, ReviewDto } from "@/lib/reviews/types";

export function toReviewDto(r: Review): ReviewDto {
  return {
    id: r.id,
    catererId: r.catererId,
    authorName: r.authorName,
    rating: r.rating,
    comment: r.comment,
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

export function toMyReviewDto(r: Review): MyReviewDto {
  return { ...toReviewDto(r), bookingId: r.bookingId, isHidden: r.isHidden };
}
