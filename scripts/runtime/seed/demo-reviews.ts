/**
 * Seeded reviews (docs/product-rules.md §8, §12): every demo caterer's rating comes from
 * reviews of completed bookings by demo guests, never from a typed number. Ten reviews per
 * caterer, four and five stars in the proportion that averages to the catalogue's rating
 * (4.1-4.9), so the demo shows the same ratings as before reviews existed.
 */
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { addDaysIso, isoToUtcDate } from "@/lib/dates";
import { bookingTotalCents } from "@/lib/money/cents";
import { reviewAuthorName } from "@/lib/reviews/rules";
import { insertOneLineOrder } from "@/lib/server/lines/order-rows";
import type { DemoCaterer } from "./demo-catalogue";
import { recordDemoPayment } from "./demo-payments";

export const REVIEWS_PER_CATERER = 10;

/** The guests who write the seeded reviews (demo password, role user). */
export const REVIEW_GUESTS = [
  { email: "riley@example.com", firstName: "Riley", lastName: "Nguyen" },
  { email: "sofia@example.com", firstName: "Sofia", lastName: "Alvarez" },
  { email: "marcus@example.com", firstName: "Marcus", lastName: "Brown" },
  { email: "hana@example.com", firstName: "Hana", lastName: "Sato" },
  { email: "liam@example.com", firstName: "Liam", lastName: "O'Connor" },
] as const;

const FIVE_STARS = [
  "Everyone went back for seconds. The trays arrived hot and exactly on time.",
  "The best catering we have ordered: generous portions and real home cooking.",
  "Our guests asked for the caterer's number before dessert was served.",
  "Beautifully packed, clearly labelled, and every tray was finished.",
  "Friendly, punctual and delicious. We will order again for the holidays.",
];
const FOUR_STARS = [
  "Very good food and plenty of it; delivery was a little later than planned.",
  "Tasty and well seasoned. One tray could have been a bit warmer.",
  "Great value for a crowd. I would have liked a few more vegetarian options.",
  "Solid home cooking that our office enjoyed. Would order again.",
  "Lovely flavours; the portions served slightly fewer people than expected.",
];

/** Star ratings whose average, to one decimal, is `rating` (between 4.0 and 5.0). */
export function starsFor(rating: string, count = REVIEWS_PER_CATERER): number[] {
  const fives = Math.round((Number(rating) - 4) * count);
  return Array.from({ length: count }, (_, i) => (i < fives ? 5 : 4));
}

/**
 * One completed booking and its review per star, dated between 4 and 49 days ago (inside
 * the review window), then the caterer's rating recomputed from its visible reviews.
 * Idempotent: bookings are found by their natural key, reviews by their booking.
 */
export async function seedDemoReviews(
  db: PrismaClient,
  today: string,
  caterer: DemoCaterer,
  catererId: number,
  dishes: Map<string, { id: number; medium: string; large: string }>,
  userIds: Map<string, number>,
) {
  const stars = starsFor(caterer.rating);
  for (const [i, rating] of stars.entries()) {
    const guest = REVIEW_GUESTS[i % REVIEW_GUESTS.length]!;
    const demoDish = caterer.dishes[i % caterer.dishes.length]!;
    const dish = dishes.get(`${caterer.slug}/${demoDish.name}`)!;
    const eventIso = addDaysIso(today, -(4 + i * 5));
    const eventDate = isoToUtcDate(eventIso);
    const totalPrice = bookingTotalCents(
      { mediumTrayPrice: dish.medium, largeTrayPrice: dish.large },
      "medium",
      2,
    );
    const userId = userIds.get(guest.email)!;
    const data = {
      userId,
      dishId: dish.id,
      customerName: `${guest.firstName} ${guest.lastName}`,
      eventTime: "18:00",
      traySize: "medium" as const,
      quantity: 2,
      status: "completed" as const,
      statusUpdatedBy: null,
      lastStatusUpdate: isoToUtcDate(addDaysIso(eventIso, 1)),
      totalPrice,
      paymentStatus: "paid" as const,
      paymentAmount: totalPrice,
      paidAt: isoToUtcDate(addDaysIso(eventIso, -7)),
    };
    const key = { catererId, customerEmail: guest.email, eventDate, dishName: demoDish.name };
    const existing = await db.booking.findFirst({ where: key });
    const booking = existing
      ? await db.booking.update({ where: { id: existing.id }, data })
      : await db.$transaction((tx) => insertOneLineOrder(tx, { ...key, ...data }));
    await recordDemoPayment(db, booking.id, totalPrice, false);
    const pool = rating === 5 ? FIVE_STARS : FOUR_STARS;
    const review = {
      catererId,
      userId,
      authorName: reviewAuthorName(guest.firstName, guest.lastName),
      rating,
      comment: pool[i % pool.length]!,
      reply: i === 0 ? `Thank you, ${guest.firstName}! It was a pleasure cooking for you.` : null,
      repliedAt: i === 0 ? isoToUtcDate(addDaysIso(eventIso, 2)) : null,
      isHidden: false,
      hiddenReason: null,
      hiddenAt: null,
      hiddenBy: null,
      createdAt: isoToUtcDate(addDaysIso(eventIso, 1)),
    };
    await db.review.upsert({
      where: { bookingId: booking.id },
      create: { bookingId: booking.id, ...review },
      update: review,
    });
  }
  await db.$executeRaw`
    UPDATE "caterers" c SET "rating" = COALESCE(s.avg, 0), "reviewCount" = s.count
    FROM (SELECT round(avg("rating")::numeric, 1) AS avg, count(*)::int AS count
          FROM "reviews" WHERE "catererId" = ${catererId} AND NOT "isHidden") s
    WHERE c."id" = ${catererId}`;
}
