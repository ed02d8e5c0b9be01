import "server-only";
import { todayIso, utcDateToIso } from "@/lib/dates";
import { REVIEW_BLOCKER_MESSAGES, reviewAuthorName, reviewBlocker } from "@/lib/reviews/rules";
import { reviewSchema, type ReviewInput } from "@/lib/reviews/schemas";
import { requireActor, type Actor } from "../actor";
import { revalidateCatererPages } from "../kitchens/caterer-page-cache";
import { db } from "../db";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { visibleBookings } from "../lines/scope";
import { assertNotOwnKitchen, OWN_KITCHEN_REVIEW } from "../lines/own-kitchen";
import { lockCaterer, recomputeRating } from "./recompute-rating";
import { toMyReviewDto } from "./serialize";

export const ONLY_CUSTOMER_REVIEWS = "Only the customer who placed this order can review it";

/**
 * POST /api/bookings/{id}/review (docs/product-rules.md §12): the customer of a completed
 * booking reviews it once, within 60 days of the event. Someone who cannot see the booking
 * gets 404; someone who can but did not order it (its caterer, an admin) 403. The booking
 * row is locked (one review per booking, also under a double click), then the caterer row,
 * and the caterer's rating and count are recomputed in the same transaction.
 */
export async function createReview(actor: Actor | null, bookingId: number, input: ReviewInput) {
  const a = requireActor(actor);
  const { rating, comment } = parseInput(reviewSchema, input);
  const review = await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`
      SELECT "id" FROM "bookings" WHERE "id" = ${bookingId} FOR UPDATE`;
    const booking = locked.length
      ? await tx.booking.findFirst({
          where: { AND: [{ id: bookingId }, visibleBookings(a)] },
          include: { review: { select: { id: true } }, caterer: { select: { userId: true } } },
        })
      : null;
    if (!booking) throw new AppError("not_found", "Booking not found");
    if (booking.userId !== a.userId) throw new AppError("forbidden", ONLY_CUSTOMER_REVIEWS);
    assertNotOwnKitchen(a.userId, booking.caterer, OWN_KITCHEN_REVIEW);
    const blocker = reviewBlocker(
      {
        status: booking.status,
        paymentStatus: booking.paymentStatus,
        eventDate: utcDateToIso(booking.eventDate),
        hasReview: booking.review !== null,
      },
      todayIso(),
    );
    if (blocker) throw new AppError("conflict", REVIEW_BLOCKER_MESSAGES[blocker]);

    await lockCaterer(tx, booking.catererId);
    const author = await tx.user.findUniqueOrThrow({
      where: { id: a.userId },
      select: { firstName: true, lastName: true },
    });
    const created = await tx.review.create({
      data: {
        bookingId,
        catererId: booking.catererId,
        userId: a.userId,
        authorName: reviewAuthorName(author.firstName, author.lastName),
        rating,
        comment,
      },
    });
    await recomputeRating(tx, booking.catererId);
    return created;
  });
  revalidateCatererPages(review.catererId);
  return toMyReviewDto(review);
}
