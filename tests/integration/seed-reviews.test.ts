/**
 * The demo's ratings come from seeded reviews of completed bookings (docs/product-rules.md
 * §8, §12): each demo caterer keeps its catalogue rating, now the average of its reviews.
 */
import { utcDateToIso } from "@/lib/dates";
import { db } from "@/lib/server/db";
import { DEMO_CATERERS } from "@/scripts/runtime/seed/demo-catalogue";
import { REVIEWS_PER_CATERER, starsFor } from "@/scripts/runtime/seed/demo-reviews";
import { seedDemoData } from "@/scripts/runtime/seed/seed-demo";
import { resetDatabase } from "../support/reset-db";

beforeAll(async () => {
  await resetDatabase();
  await seedDemoData(db, "2026-11-22");
}, 180_000); // the demo seed makes ~900 writes; a loaded 2-core CI machine needs minutes

afterAll(() => db.$disconnect());

it("rates every demo caterer by its reviews, as the catalogue did", async () => {
  for (const demo of DEMO_CATERERS) {
    const caterer = await db.caterer.findFirstOrThrow({
      where: { name: demo.name },
      include: { reviews: { include: { booking: true } } },
    });
    expect([demo.name, caterer.rating.toFixed(1), caterer.reviewCount]).toEqual([
      demo.name,
      demo.rating,
      REVIEWS_PER_CATERER,
    ]);
    const average = caterer.reviews.reduce((sum, r) => sum + r.rating, 0) / caterer.reviews.length;
    expect(average.toFixed(1)).toBe(demo.rating);
    for (const r of caterer.reviews) {
      expect(r.booking.status).toBe("completed");
      // A review needs a paid booking whose event has taken place (product-rules §12).
      expect(["paid", "refunded"]).toContain(r.booking.paymentStatus);
      expect(utcDateToIso(r.booking.eventDate) <= "2026-11-22").toBe(true);
      expect(r.booking.userId).toBe(r.userId);
      expect(r.booking.catererId).toBe(caterer.id);
    }
  }
});

it("chooses star ratings that average to the wanted rating", () => {
  for (const rating of ["4.1", "4.5", "4.9"]) {
    const stars = starsFor(rating);
    expect((stars.reduce((s, x) => s + x, 0) / stars.length).toFixed(1)).toBe(rating);
  }
});

it("completes no demo booking before its event date (product-rules §4)", async () => {
  const early = await db.booking.count({
    where: { status: "completed", eventDate: { gt: new Date("2026-11-22T00:00:00Z") } },
  });
  expect(early).toBe(0);
  expect(await db.booking.count({ where: { status: "completed" } })).toBeGreaterThan(0);
});
