/** A review as the caterer page and its API show it (hidden reviews never leave the server). */
export type ReviewDto = {
  id: number;
  catererId: number;
  authorName: string;
  rating: number;
  comment: string;
  reply: string | null;
  repliedAt: string | null;
  createdAt: string;
};

/** A page of a caterer's visible reviews, newest first, with the caterer's aggregate. */
export type ReviewPageDto = {
  reviews: ReviewDto[];
  page: number;
  pageSize: number;
  total: number;
  rating: string;
  reviewCount: number;
};

/** The customer's own review of a booking, as My Orders shows it. */
export type MyReviewDto = ReviewDto & { bookingId: number; isHidden: boolean };
