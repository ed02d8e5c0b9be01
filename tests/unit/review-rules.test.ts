import {
  canReview,
  formatRating,
  ratingLabel,
  reviewAuthorName,
  reviewBlocker,
  reviewDateLabel,
  reviewDeadline,
} from "@/lib/reviews/rules";
import { catererJsonLd } from "@/lib/browse/structured-data";

describe("reviewBlocker", () => {
  const completed = {
    status: "completed" as const,
    paymentStatus: "paid" as const,
    eventDate: "2026-10-01",
    hasReview: false,
  };

  it("lets the customer review a completed booking up to 60 days after the event", () => {
    expect(reviewDeadline("2026-10-01")).toBe("2026-11-30");
    expect(reviewBlocker(completed, "2026-10-01")).toBeNull();
    expect(reviewBlocker(completed, "2026-11-30")).toBeNull();
    expect(reviewBlocker(completed, "2026-12-01")).toBe("window_closed");
    expect(canReview(completed, "2026-12-01")).toBe(false);
  });

  it("refuses bookings that are not completed, and a second review", () => {
    for (const status of ["pending", "confirmed", "cancelled"] as const) {
      expect(reviewBlocker({ ...completed, status }, "2026-10-02")).toBe("not_completed");
    }
    expect(reviewBlocker({ ...completed, hasReview: true }, "2026-10-02")).toBe("already_reviewed");
  });

  it("needs a paid booking whose event day has come (product-rules §12)", () => {
    for (const paymentStatus of ["pending", "processing", "failed"] as const) {
      expect(reviewBlocker({ ...completed, paymentStatus }, "2026-10-02")).toBe("not_paid");
    }
    expect(reviewBlocker({ ...completed, paymentStatus: "refunded" }, "2026-10-02")).toBeNull();
    // Completed early by an admin: still no review before the event.
    expect(reviewBlocker(completed, "2026-09-30")).toBe("event_ahead");
    expect(canReview(completed, "2026-09-30")).toBe(false);
  });
});

describe("formatRating and reviewAuthorName", () => {
  it("shows the count of reviews beside the rating", () => {
    expect(formatRating("4.8", 23)).toBe("4.8 (23)");
    expect(formatRating("4.5", 0)).toBe("4.5");
    expect(formatRating("0.0", 0)).toBe("New");
    expect(ratingLabel("0.0", 0)).toBe("New kitchen, not rated yet");
    expect(ratingLabel("4.8", 23)).toBe("Rated 4.8 out of 5 from 23 reviews");
  });

  it("shows the first name and last initial", () => {
    expect(reviewAuthorName("Casey", "morgan")).toBe("Casey M.");
    expect(reviewAuthorName(" Casey ", "")).toBe("Casey");
  });
});

describe("reviewDateLabel", () => {
  it("names the day in the marketplace's time zone (America/New_York), whatever the viewer's", () => {
    expect(reviewDateLabel("2026-11-27T15:00:00.000Z")).toBe("November 27, 2026");
    // 03:00 UTC on the 28th is still the evening of the 27th in New York.
    expect(reviewDateLabel("2026-11-28T03:00:00.000Z")).toBe("November 27, 2026");
    expect(reviewDateLabel("2026-07-04T04:30:00.000Z")).toBe("July 4, 2026");
  });
});

describe("catererJsonLd with reviews", () => {
  const caterer = {
    id: 7,
    name: "Rosa",
    cuisine: "Italian",
    description: null,
    imageUrl: null,
    location: null,
  };
  const reviews = {
    rating: "4.5",
    reviewCount: 2,
    reviews: [
      { authorName: "Casey M.", rating: 5, comment: "Great", createdAt: "2026-10-02T10:00:00Z" },
    ],
  };

  it("carries an AggregateRating and the reviews", () => {
    const ld = catererJsonLd(caterer, [], "https://traytable.test", reviews);
    expect(ld.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: "4.5",
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
    expect(ld.review).toEqual([
      {
        "@type": "Review",
        author: { "@type": "Person", name: "Casey M." },
        datePublished: "2026-10-02",
        reviewBody: "Great",
        reviewRating: { "@type": "Rating", ratingValue: 5, bestRating: 5, worstRating: 1 },
      },
    ]);
  });

  it("leaves both out without reviews", () => {
    const ld = catererJsonLd(caterer, [], "https://traytable.test", { ...reviews, reviewCount: 0 });
    expect("aggregateRating" in ld).toBe(false);
    expect("review" in ld).toBe(false);
  });
});
