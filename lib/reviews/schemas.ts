/** Inputs of reviews (docs/product-rules.md §12): the customer's review, the caterer's reply, an admin's hiding. */
import { z } from "zod";

export const RATING_REQUIRED = "Please choose a rating from 1 to 5 stars";
export const REVIEW_TEXT_REQUIRED = "Please tell other hosts about your experience";
export const REPLY_REQUIRED = "Please write a reply";
export const HIDE_REASON_REQUIRED = "Please provide a reason for hiding this review";

export const reviewSchema = z.object({
  rating: z.coerce
    .number({ error: RATING_REQUIRED })
    .int(RATING_REQUIRED)
    .min(1, RATING_REQUIRED)
    .max(5, RATING_REQUIRED),
  comment: z
    .string({ error: REVIEW_TEXT_REQUIRED })
    .trim()
    .min(1, REVIEW_TEXT_REQUIRED)
    .max(2000, "Reviews must be at most 2000 characters"),
});
export type ReviewInput = z.input<typeof reviewSchema>;

export const reviewReplySchema = z.object({
  reply: z
    .string({ error: REPLY_REQUIRED })
    .trim()
    .min(1, REPLY_REQUIRED)
    .max(2000, "Replies must be at most 2000 characters"),
});
export type ReviewReplyInput = z.input<typeof reviewReplySchema>;

export const hideReviewSchema = z.object({
  reason: z
    .string({ error: HIDE_REASON_REQUIRED })
    .trim()
    .min(1, HIDE_REASON_REQUIRED)
    .max(500, "The reason must be at most 500 characters"),
});
export type HideReviewInput = z.input<typeof hideReviewSchema>;

/** ?page= of a caterer's reviews. */
export const reviewPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).catch(1),
});
