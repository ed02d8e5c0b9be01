/**
 * Reviews from verified orders (docs/product-rules.md §12): only a completed booking's
 * customer reviews it, once, within 60 days; the caterer replies once; an admin hides a
 * review with a reason; the caterer's rating and count stay exact under concurrency and
 * leave out hidden reviews.
 */
import { POST as reviewRoute } from "@/app/api/bookings/[id]/review/route";
import { GET as reviewsRoute } from "@/app/api/caterers/[id]/reviews/route";
import { POST as replyRoute } from "@/app/api/reviews/[id]/reply/route";
import { POST as hideRoute } from "@/app/api/admin/reviews/[id]/hide/route";
import { PATCH as statusRoute } from "@/app/api/bookings/[id]/status/route";
import { addDaysIso, isoToUtcDate, todayIso } from "@/lib/dates";
import { db } from "@/lib/server/db";
import { changeBookingStatus } from "@/lib/server/lines/change-booking-status";
import { makeDish, signedIn, signedInCaterer, createLine } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

type Person = Awaited<ReturnType<typeof signedIn>>;
/** signedIn() types its user as { id }; the row has its email too. */
const emailOf = (p: { user: { id: number } }) => (p.user as unknown as { email: string }).email;
let kitchen: Awaited<ReturnType<typeof signedInCaterer>>;
let otherKitchen: Awaited<ReturnType<typeof signedInCaterer>>;
let admin: Person;
let dishId: number;

beforeAll(async () => {
  await resetDatabase();
  kitchen = await signedInCaterer("Rosa");
  otherKitchen = await signedInCaterer("Other");
  admin = await signedIn("admin", "Ava");
  dishId = (await makeDish(kitchen.caterer.id)).id;
});

afterAll(() => db.$disconnect());

/** A reviewable booking was paid (docs/product-rules.md §12). */
const paid = { paymentStatus: "paid" as const, paymentAmount: 5500, paidAt: new Date() };

/** A booking of `customer` in the given status, its event `daysAgo` days before today. */
async function booking(customer: Person, status = "completed", daysAgo = 3) {
  return createLine({
    catererId: kitchen.caterer.id,
    userId: customer.user.id,
    dishId,
    dishName: "Lasagna",
    customerName: "Casey Morgan",
    customerEmail: emailOf(customer),
    eventDate: isoToUtcDate(addDaysIso(todayIso(), -daysAgo)),
    eventTime: "18:00",
    traySize: "medium",
    quantity: 1,
    totalPrice: 5500,
    status: status as "completed",
    ...paid,
  });
}

const review = (bookingId: number, token: string | undefined, body: unknown) =>
  call(reviewRoute, `/api/bookings/${bookingId}/review`, {
    body,
    token,
    params: { id: String(bookingId) },
  });

const caterer = () => db.caterer.findUniqueOrThrow({ where: { id: kitchen.caterer.id } });

describe("writing a review", () => {
  it("lets the customer of a completed booking review it once, and sets the rating", async () => {
    const casey = await signedIn("user", "Casey");
    const b = await booking(casey);
    const res = await review(b.id, casey.token, { rating: 4, comment: "  Great lasagna  " });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      bookingId: b.id,
      rating: 4,
      comment: "Great lasagna",
      authorName: "Casey P.",
      reply: null,
      isHidden: false,
    });
    expect(await caterer()).toMatchObject({ reviewCount: 1 });
    expect((await caterer()).rating.toFixed(1)).toBe("4.0");

    const again = await review(b.id, casey.token, { rating: 5, comment: "Even better" });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("You have already reviewed this booking");
    expect(await db.review.count({ where: { bookingId: b.id } })).toBe(1);
  });

  it("refuses everyone else, other statuses, a closed window and bad input", async () => {
    const casey = await signedIn("user", "Casey");
    const stranger = await signedIn("user", "Stranger");
    const b = await booking(casey);
    const before = await db.review.count();

    expect((await review(b.id, undefined, { rating: 5, comment: "x" })).status).toBe(401);
    expect((await review(b.id, stranger.token, { rating: 5, comment: "x" })).status).toBe(404);
    expect((await review(b.id, otherKitchen.token, { rating: 5, comment: "x" })).status).toBe(404);
    // The caterer and an admin can see the booking but did not order it.
    const byCaterer = await review(b.id, kitchen.token, { rating: 5, comment: "x" });
    expect(byCaterer.status).toBe(403);
    expect((await review(b.id, admin.token, { rating: 5, comment: "x" })).status).toBe(403);

    for (const status of ["pending", "confirmed", "cancelled"]) {
      const open = await booking(casey, status);
      const res = await review(open.id, casey.token, { rating: 5, comment: "x" });
      expect([status, res.status, res.json.message]).toEqual([
        status,
        409,
        "Only a completed booking can be reviewed",
      ]);
    }
    const old = await booking(casey, "completed", 61);
    const late = await review(old.id, casey.token, { rating: 5, comment: "x" });
    expect(late.status).toBe(409);
    expect(late.json.message).toBe("Reviews can be written up to 60 days after the event");
    const lastDay = await booking(casey, "completed", 60);
    expect((await review(lastDay.id, casey.token, { rating: 5, comment: "ok" })).status).toBe(201);

    for (const [body, path, message] of [
      [{ rating: 0, comment: "x" }, "rating", "Please choose a rating from 1 to 5 stars"],
      [{ rating: 6, comment: "x" }, "rating", "Please choose a rating from 1 to 5 stars"],
      [{ rating: 4.5, comment: "x" }, "rating", "Please choose a rating from 1 to 5 stars"],
      [{ rating: 5, comment: "   " }, "comment", "Please tell other hosts about your experience"],
      [{ rating: 5 }, "comment", "Please tell other hosts about your experience"],
    ] as const) {
      const res = await review(b.id, casey.token, body);
      expect([res.status, res.json.errors?.[0]?.path, res.json.message]).toEqual([
        400,
        path,
        message,
      ]);
    }
    expect(await db.review.count()).toBe(before + 1);
  });

  it("keeps the average and count exact under concurrent reviews", async () => {
    const fresh = await signedInCaterer("Busy");
    const freshDish = await makeDish(fresh.caterer.id);
    const customers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => signedIn("user", `Guest${i}`)),
    );
    const stars = customers.map((_, i) => (i % 5) + 1);
    const bookings = await Promise.all(
      customers.map((c) =>
        createLine({
          catererId: fresh.caterer.id,
          userId: c.user.id,
          dishId: freshDish.id,
          dishName: "Lasagna",
          customerName: "Guest",
          customerEmail: emailOf(c),
          eventDate: isoToUtcDate(addDaysIso(todayIso(), -2)),
          eventTime: "18:00",
          traySize: "medium",
          quantity: 1,
          totalPrice: 5500,
          status: "completed",
          ...paid,
        }),
      ),
    );
    const results = await Promise.all(
      bookings.map((b, i) =>
        review(b.id, customers[i]!.token, { rating: stars[i], comment: "ok" }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(bookings.map(() => 201));
    const after = await db.caterer.findUniqueOrThrow({ where: { id: fresh.caterer.id } });
    const exact = stars.reduce((s, x) => s + x, 0) / stars.length;
    expect(after.reviewCount).toBe(12);
    expect(after.rating.toFixed(1)).toBe((Math.round(exact * 10) / 10).toFixed(1));
  });
});

describe("reviews need a real event (product-rules §12)", () => {
  it("lets a caterer complete a booking only on or after its event date", async () => {
    const casey = await signedIn("user", "Casey");
    const ahead = await booking(casey, "confirmed", -30);
    const early = await call(statusRoute, `/api/bookings/${ahead.id}/status`, {
      method: "PATCH",
      body: { status: "completed" },
      token: kitchen.token,
      params: { id: String(ahead.id) },
    });
    expect([early.status, early.json.message]).toEqual([
      409,
      "A booking can be marked completed only on or after its event date",
    ]);
    expect((await db.booking.findUniqueOrThrow({ where: { id: ahead.id } })).status).toBe(
      "confirmed",
    );
    // On the event day itself, and after it, the kitchen may complete it.
    for (const daysAgo of [0, 2]) {
      const due = await booking(casey, "confirmed", daysAgo);
      const done = await changeBookingStatus(kitchen.actor, due.id, { status: "completed" });
      expect(done.status).toBe("completed");
    }
  });

  it("lets an admin complete a booking early, recorded as an override in the audit trail", async () => {
    const casey = await signedIn("user", "Casey");
    const ahead = await booking(casey, "confirmed", -30);
    const done = await changeBookingStatus(admin.actor, ahead.id, { status: "completed" });
    expect(done.status).toBe("completed");
    // No invitation to a review that cannot be written yet.
    expect(
      await db.emailOutbox.count({
        where: { template: "review-invite", toAddress: emailOf(casey) },
      }),
    ).toBe(0);
    const audit = await db.auditLog.findMany({
      where: { entityType: "booking", entityId: ahead.id },
    });
    expect(audit).toEqual([
      expect.objectContaining({
        action: "booking.complete-early",
        actorId: admin.user.id,
        changes: expect.objectContaining({ status: { from: "confirmed", to: "completed" } }),
      }),
    ]);
    // The customer still cannot review it before the event has taken place.
    const res = await review(ahead.id, casey.token, { rating: 5, comment: "Amazing" });
    expect([res.status, res.json.message]).toEqual([
      409,
      "This booking can be reviewed once its event has taken place",
    ]);
  });

  it("refuses a review of a completed booking that was never paid", async () => {
    const casey = await signedIn("user", "Casey");
    const unpaid = await db.booking.update({
      where: { id: (await booking(casey)).id },
      data: { paymentStatus: "pending", paymentAmount: null, paidAt: null },
    });
    const before = await db.review.count();
    const res = await review(unpaid.id, casey.token, { rating: 5, comment: "Best ever" });
    expect([res.status, res.json.message]).toEqual([409, "Only a paid booking can be reviewed"]);
    expect(await db.review.count()).toBe(before);
    // A paid booking whose payment was refunded later was still a real, paid order.
    const refunded = await db.booking.update({
      where: { id: (await booking(casey)).id },
      data: { paymentStatus: "refunded", refundedAt: new Date() },
    });
    expect((await review(refunded.id, casey.token, { rating: 2, comment: "Late" })).status).toBe(
      201,
    );
  });
});

describe("replies, hiding and the public list", () => {
  it("lets the caterer reply once, and nobody else", async () => {
    const casey = await signedIn("user", "Casey");
    const b = await booking(casey);
    const { json: r } = await review(b.id, casey.token, { rating: 5, comment: "Lovely" });
    const reply = (token: string | undefined, body: unknown) =>
      call(replyRoute, `/api/reviews/${r.id}/reply`, { body, token, params: { id: String(r.id) } });

    expect((await reply(undefined, { reply: "Thanks" })).status).toBe(401);
    expect((await reply(casey.token, { reply: "Thanks" })).status).toBe(404);
    expect((await reply(otherKitchen.token, { reply: "Thanks" })).status).toBe(404);
    const blank = await reply(kitchen.token, { reply: " " });
    expect([blank.status, blank.json.message]).toEqual([400, "Please write a reply"]);
    const ok = await reply(kitchen.token, { reply: "Thank you, Casey!" });
    expect(ok.status).toBe(200);
    expect(ok.json.reply).toBe("Thank you, Casey!");
    const twice = await reply(kitchen.token, { reply: "Again" });
    expect([twice.status, twice.json.message]).toEqual([
      409,
      "You have already replied to this review",
    ]);
    expect((await db.review.findUniqueOrThrow({ where: { id: r.id } })).reply).toBe(
      "Thank you, Casey!",
    );
  });

  it("lets an admin hide a review with a reason: it leaves the page and the average, and is audited", async () => {
    const fresh = await signedInCaterer("Hidey");
    const freshDish = await makeDish(fresh.caterer.id);
    const ids: number[] = [];
    for (const rating of [5, 1]) {
      const c = await signedIn("user", "Guest");
      const b = await createLine({
        catererId: fresh.caterer.id,
        userId: c.user.id,
        dishId: freshDish.id,
        dishName: "Lasagna",
        customerName: "Guest",
        customerEmail: emailOf(c),
        eventDate: isoToUtcDate(addDaysIso(todayIso(), -2)),
        eventTime: "18:00",
        traySize: "medium",
        quantity: 1,
        totalPrice: 5500,
        status: "completed",
        ...paid,
      });
      ids.push((await review(b.id, c.token, { rating, comment: `${rating} stars` })).json.id);
    }
    const abusive = ids[1]!;
    const hide = (token: string | undefined, body: unknown) =>
      call(hideRoute, `/api/admin/reviews/${abusive}/hide`, {
        body,
        token,
        params: { id: String(abusive) },
      });
    expect((await hide(undefined, { reason: "Abuse" })).status).toBe(401);
    expect((await hide(fresh.token, { junk: true })).status).toBe(403);
    const noReason = await hide(admin.token, { reason: "" });
    expect([noReason.status, noReason.json.message]).toEqual([
      400,
      "Please provide a reason for hiding this review",
    ]);
    let page = await call(reviewsRoute, `/api/caterers/${fresh.caterer.id}/reviews`, {
      params: { id: String(fresh.caterer.id) },
    });
    expect(page.json).toMatchObject({ total: 2, rating: "3.0", reviewCount: 2 });

    const hidden = await hide(admin.token, { reason: "Insults the cook" });
    expect(hidden.status).toBe(200);
    expect(hidden.json).toMatchObject({ isHidden: true });
    expect((await hide(admin.token, { reason: "Again" })).status).toBe(409);
    page = await call(reviewsRoute, `/api/caterers/${fresh.caterer.id}/reviews`, {
      params: { id: String(fresh.caterer.id) },
    });
    expect(page.json).toMatchObject({ total: 1, rating: "5.0", reviewCount: 1 });
    expect(page.json.reviews.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    const audit = await db.auditLog.findFirstOrThrow({
      where: { entityType: "review", entityId: abusive },
    });
    expect(audit).toMatchObject({ action: "review.hide", actorId: admin.user.id });
    expect(audit.changes).toMatchObject({ hiddenReason: { from: null, to: "Insults the cook" } });
  });

  it("lists visible reviews newest first, a page at a time, and 404s unknown caterers", async () => {
    const fresh = await signedInCaterer("Paged");
    const freshDish = await makeDish(fresh.caterer.id);
    const guest = await signedIn("user", "Guest");
    for (let i = 0; i < 7; i++) {
      const b = await createLine({
        catererId: fresh.caterer.id,
        userId: guest.user.id,
        dishId: freshDish.id,
        dishName: "Lasagna",
        customerName: "Guest",
        customerEmail: emailOf(guest),
        eventDate: isoToUtcDate(addDaysIso(todayIso(), -2 - i)),
        eventTime: "18:00",
        traySize: "medium",
        quantity: 1,
        totalPrice: 5500,
        status: "completed",
        ...paid,
      });
      await review(b.id, guest.token, { rating: 4, comment: `Review ${i}` });
    }
    const get = (page: string) =>
      call(reviewsRoute, `/api/caterers/${fresh.caterer.id}/reviews`, {
        params: { id: String(fresh.caterer.id) },
        query: { page },
      });
    const first = await get("1");
    expect(first.json.reviews.map((r: { comment: string }) => r.comment)).toEqual([
      "Review 6",
      "Review 5",
      "Review 4",
      "Review 3",
      "Review 2",
    ]);
    expect(first.json).toMatchObject({ page: 1, pageSize: 5, total: 7 });
    expect((await get("2")).json.reviews).toHaveLength(2);
    expect((await get("junk")).json.page).toBe(1);
    const missing = await call(reviewsRoute, "/api/caterers/999999/reviews", {
      params: { id: "999999" },
    });
    expect(missing.status).toBe(404);
  });
});

describe("the review invitation", () => {
  it("emails the customer once when the booking is completed, unless they turned such emails off", async () => {
    const casey = await signedIn("user", "Casey");
    const b = await booking(casey, "confirmed", 0);
    await changeBookingStatus(kitchen.actor, b.id, { status: "completed" });
    const invites = await db.emailOutbox.findMany({ where: { template: "review-invite" } });
    expect(invites.filter((e) => e.toAddress === emailOf(casey))).toHaveLength(1);
    // An admin completing it again sends no second invitation.
    await changeBookingStatus(admin.actor, b.id, { status: "confirmed" });
    await changeBookingStatus(admin.actor, b.id, { status: "completed" });
    expect(
      await db.emailOutbox.count({
        where: { template: "review-invite", toAddress: emailOf(casey) },
      }),
    ).toBe(1);

    const quiet = await signedIn("user", "Quiet");
    await db.user.update({ where: { id: quiet.user.id }, data: { emailNotifications: false } });
    const q = await booking(quiet, "confirmed", 0);
    await changeBookingStatus(kitchen.actor, q.id, { status: "completed" });
    expect(
      await db.emailOutbox.count({
        where: { template: "review-invite", toAddress: emailOf(quiet) },
      }),
    ).toBe(0);
  });
});
