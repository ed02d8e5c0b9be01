/**
 * The authorization matrix: every API route x every kind of caller x (their own object,
 * someone else's). The expected outcome of each cell is written in the table below; the
 * test runs every cell against the real route handler and a real database, and compares
 * the whole table at once, so a failure shows exactly which cells changed.
 *
 * HOW TO READ A ROW. Each row names one object of "side A" (customer A's booking at
 * caterer A's kitchen, customer A's application, user A). `expect` gives the status each
 * caller gets for that object: for customer A and caterer A it is their own (or their
 * kitchen's), for customer B and caterer B it is someone else's. Every row is then run a
 * second time mirrored (side B's object, the A and B callers swapped) and must give the
 * mirrored result, so every caller is tried on an own object and on someone else's.
 *
 * HOW TO ADD A ROUTE: add one row to ROWS. `request(w, side)` builds the call for the
 * object of `side` (w.a / w.b hold each side's ids and tokens are added for you);
 * `mutates: true` puts the world back as built after a call that succeeded, and checks
 * that a refused call (4xx) left `snapshot(w, side)` unchanged; `lists` (for list routes) names the id of the
 * side's object and `sees` says which callers find it in the answer. Routes whose authority is
 * not the caller (Stripe's signed webhook, the test card form's client secret, Auth.js's
 * own /api/nextauth) are listed in NOT_ACTOR_ROUTES with the reason, and are tested in
 * their own files.
 *
 * Each cell also checks the answer's Cache-Control: "private, no-store" for everything
 * (errors included) unless the row names the documented public value (`cacheControl`); a
 * cell that differs shows the header it got.
 */
import { GET as ownCatererRoute } from "@/app/api/auth/caterer/route";
import { GET as earningsCsvRoute } from "@/app/api/caterer/earnings.csv/route";
import { GET as prepSheetRoute } from "@/app/api/caterer/prep-sheet/route";
import { GET as trayLabelsRoute } from "@/app/api/caterer/tray-labels/route";
import { POST as logoutRoute } from "@/app/api/auth/logout/route";
import { GET as meRoute, PATCH as patchMeRoute } from "@/app/api/auth/me/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { GET as bookingRoute } from "@/app/api/bookings/[id]/route";
import { PATCH as bookingStatusRoute } from "@/app/api/bookings/[id]/status/route";
import { GET as bookingsRoute, POST as createBookingRoute } from "@/app/api/bookings/route";
import { PATCH as applicationRoute } from "@/app/api/caterer-applications/[id]/route";
import { POST as submitApplicationRoute } from "@/app/api/caterer-applications/[id]/submit/route";
import { GET as myApplicationRoute } from "@/app/api/caterer-applications/my-application/route";
import { POST as createApplicationRoute } from "@/app/api/caterer-applications/route";
import { GET as availabilityRoute } from "@/app/api/caterers/[id]/availability/route";
import { GET as catererDishesRoute } from "@/app/api/caterers/[id]/dishes/route";
import { GET as catererRoute } from "@/app/api/caterers/[id]/route";
import { GET as caterersRoute } from "@/app/api/caterers/route";
import { POST as cartCheckoutRoute } from "@/app/api/cart/checkout/route";
import { PUT as cartEventRoute } from "@/app/api/cart/event/route";
import {
  DELETE as removeCartLineRoute,
  PATCH as updateCartLineRoute,
} from "@/app/api/cart/lines/[id]/route";
import { POST as addCartLinesRoute } from "@/app/api/cart/lines/route";
import { POST as cartMergeRoute } from "@/app/api/cart/merge/route";
import { POST as cartQuoteRoute } from "@/app/api/cart/quote/route";
import { GET as cartRoute } from "@/app/api/cart/route";
import { POST as createIntentRoute } from "@/app/api/create-payment-intent/route";
import { POST as eventPaymentConfirmRoute } from "@/app/api/events/[id]/payment/confirm/route";
import { POST as eventPaymentIntentRoute } from "@/app/api/events/[id]/payment-intent/route";
import { GET as eventRoute } from "@/app/api/events/[id]/route";
import { GET as eventsRoute } from "@/app/api/events/route";
import { GET as ordersRoute } from "@/app/api/orders/route";
import { GET as orderRoute } from "@/app/api/orders/[id]/route";
import { POST as confirmOrderRoute } from "@/app/api/orders/[id]/confirm/route";
import { POST as declineOrderRoute } from "@/app/api/orders/[id]/decline/route";
import { POST as completeOrderRoute } from "@/app/api/orders/[id]/complete/route";
import { POST as outForDeliveryRoute } from "@/app/api/orders/[id]/out-for-delivery/route";
import { POST as deliveredRoute } from "@/app/api/orders/[id]/delivered/route";
import { POST as reconfirmRoute } from "@/app/api/orders/[id]/reconfirm/route";
import { POST as changeOrderRoute } from "@/app/api/orders/[id]/changes/route";
import { POST as acceptChangeRoute } from "@/app/api/orders/[id]/changes/[changeId]/accept/route";
import { POST as declineChangeRoute } from "@/app/api/orders/[id]/changes/[changeId]/decline/route";
import { POST as withdrawChangeRoute } from "@/app/api/orders/[id]/changes/[changeId]/withdraw/route";
import { POST as changeIntentRoute } from "@/app/api/orders/[id]/changes/[changeId]/payment-intent/route";
import { POST as changeConfirmRoute } from "@/app/api/orders/[id]/changes/[changeId]/payment/confirm/route";
import { confirmOrder } from "@/lib/server/orders/act-on-order";
import { requestOrderChange } from "@/lib/server/orders/changes/request-change";
import { GET as dishesRoute } from "@/app/api/dishes/route";
import { POST as paymentSuccessRoute } from "@/app/api/payment/success/route";
import { PATCH as passwordRoute } from "@/app/api/users/[id]/password/route";
import { POST as hideReviewRoute } from "@/app/api/admin/reviews/[id]/hide/route";
import { GET as adminPermitRoute } from "@/app/api/admin/permits/[userId]/route";
import { POST as verifyPermitRoute } from "@/app/api/admin/permits/[userId]/verify/route";
import { GET as permitDocumentRoute } from "@/app/api/permits/[userId]/document/route";
import {
  GET as bookingThreadRoute,
  POST as postBookingThreadRoute,
} from "@/app/api/bookings/[id]/thread/route";
import { GET as threadsRoute } from "@/app/api/messages/route";
import { GET as unreadRoute } from "@/app/api/messages/unread/route";
import { GET as threadRoute, POST as postThreadRoute } from "@/app/api/messages/[threadId]/route";
import { POST as readThreadRoute } from "@/app/api/messages/[threadId]/read/route";
import { PATCH as editMessageRoute } from "@/app/api/messages/[threadId]/[messageId]/route";
import { GET as kitchenTermsRoute } from "@/app/api/caterers/[id]/kitchen-terms/route";
import { GET as catererReviewsRoute } from "@/app/api/caterers/[id]/reviews/route";
import { POST as addAvailabilityRoute } from "@/app/api/caterers/[id]/availability/route";
import {
  DELETE as deleteAvailabilityRoute,
  PUT as putAvailabilityRoute,
} from "@/app/api/caterers/[id]/availability/[availId]/route";
import { DELETE as deleteDishRoute, PATCH as patchDishRoute } from "@/app/api/dishes/[id]/route";
import { POST as createDishRoute } from "@/app/api/dishes/route";
import { POST as uploadDishPhotoRoute } from "@/app/api/dish-photos/route";
import { GET as calendarFeedRoute } from "@/app/api/calendar-feed/[token]/route";
import { GET as myPermitRoute, PUT as putMyPermitRoute } from "@/app/api/permits/mine/route";
import { POST as myPermitDocumentRoute } from "@/app/api/permits/mine/document/route";
import { POST as reviewRoute } from "@/app/api/bookings/[id]/review/route";
import { POST as replyRoute } from "@/app/api/reviews/[id]/reply/route";
import { GET as healthRoute } from "@/app/api/health/route";
import { GET as readyRoute } from "@/app/api/ready/route";
import { GET as adminApplicationsRoute } from "@/app/api/admin/caterer-applications/route";
import { POST as approveApplicationRoute } from "@/app/api/admin/caterer-applications/[id]/approve/route";
import { POST as openApplicationRoute } from "@/app/api/admin/caterer-applications/[id]/open/route";
import { POST as rejectApplicationRoute } from "@/app/api/admin/caterer-applications/[id]/reject/route";
import { POST as requestChangesRoute } from "@/app/api/admin/caterer-applications/[id]/request-changes/route";
import { GET as catererChoicesRoute } from "@/app/api/admin/caterers/choices/route";
import { GET as disputesGet, POST as disputesPost } from "@/app/api/admin/disputes/route";
import { POST as disputeEvidenceRoute } from "@/app/api/admin/disputes/[id]/evidence/route";
import { POST as disputeFeeRoute } from "@/app/api/admin/disputes/[id]/fee-to-kitchen/route";
import { POST as disputeOutcomeRoute } from "@/app/api/admin/disputes/[id]/outcome/route";
import fs from "node:fs";
import path from "node:path";
import { ADMIN_ROUTES } from "../support/admin-routes";
import { getFeedToken } from "@/lib/server/calendar-feed/feed-token";
import { postBookingMessage } from "@/lib/server/messages/post-message";
import { addDaysIso, isoToUtcDate, todayIso } from "@/lib/dates";
import { createMyApplication } from "@/lib/server/applications/my-application";
import { hashPassword } from "@/lib/server/auth/password";
import { createBooking } from "@/lib/server/lines/create-booking";
import { db } from "@/lib/server/db";
import { checkoutCart } from "@/lib/server/event-cart/checkout-cart";
import { addMyCartLines, updateMyCartEvent } from "@/lib/server/event-cart/my-cart";
import { createEventPaymentIntent } from "@/lib/server/event-cart/create-event-payment-intent";
import { createPaymentIntent } from "@/lib/server/payment-sync/create-payment-intent";
import { saveMyPermit, uploadMyPermitDocument } from "@/lib/server/permits/my-permit";
import {
  createLine,
  makeDish,
  makeReview,
  signedIn,
  signedInCaterer,
  makeDate,
} from "../support/fixtures";
import { call, type CallOptions, type RouteHandler } from "../support/http";
import { snapshotDatabase } from "../support/db-snapshot";
import { resetDatabase } from "../support/reset-db";
import { PUBLIC_CACHE_CONTROL } from "@/lib/server/http/public-response";

const PERSONAS = ["anonymous", "customerA", "customerB", "catererA", "catererB", "admin"] as const;
type Persona = (typeof PERSONAS)[number];
type Side = "a" | "b";
type Expect = Record<Persona, number>;
type Call = { handler: RouteHandler; path: string } & Omit<CallOptions, "token">;

type Row = {
  name: string;
  request: (w: World, side: Side) => Call;
  expect: Expect;
  mutates?: boolean;
  snapshot?: (w: World, side: Side) => Promise<unknown>;
  /** For list routes: the id of the side's object, and who finds it in the answer. */
  lists?: (w: World, side: Side) => number;
  /** Where a list answer that is not a bare array keeps its items. */
  items?: (json: unknown) => { id: number }[];
  sees?: Persona[];
  /**
   * The Cache-Control a 200 answer carries when it is not "private, no-store" (every
   * answer that depends on who asks, and every error, must be; docs/security.md): the
   * documented public answers (PUBLIC_CACHE_CONTROL) and the probes' "no-store".
   */
  cacheControl?: string;
};

const PASSWORD = "password123";
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
let passwordHash = "";

/** One side's things: a customer with a booking at a caterer, and a draft application. */
async function buildSide(name: string, day: number) {
  const customer = await signedIn("user", `Customer${name}`);
  const kitchen = await signedInCaterer(`Chef${name}`);
  await db.user.updateMany({
    where: { id: { in: [customer.user.id, kitchen.user.id] } },
    data: { passwordHash },
  });
  const dish = await makeDish(kitchen.caterer.id);
  const booking = await createBooking(customer.actor, {
    catererId: kitchen.caterer.id,
    dishId: dish.id,
    customerName: `Customer ${name}`,
    customerEmail: `customer${name.toLowerCase()}@example.com`,
    eventDate: addDaysIso(todayIso(), day),
    eventTime: "18:00",
    traySize: "large",
    quantity: 2,
  });
  const application = await createMyApplication(customer.actor, {
    businessName: `${name} Kitchen`,
    cuisineTags: ["Italian"],
    serviceArea: "Brooklyn",
    description: "Family recipes cooked fresh for every event, from small parties to weddings.",
    termsAccepted: true,
  });
  const intent = await createPaymentIntent(customer.actor, { bookingId: booking.id });
  // An event checked out from the cart (one line, with its own intent), and a cart that
  // holds one line again afterwards.
  const cartEvent = {
    eventDate: addDaysIso(todayIso(), day + 2),
    eventTime: "18:00",
    deliveryAddress: "12 Garden St, Brooklyn, NY",
    guestCount: 20,
    customerName: `Customer ${name}`,
    customerEmail: `customer${name.toLowerCase()}@example.com`,
  };
  const line = { dishId: dish.id, traySize: "medium" as const, quantity: 1 };
  await addMyCartLines(customer.actor, { lines: [line] });
  await updateMyCartEvent(customer.actor, cartEvent);
  const event = await checkoutCart(customer.actor);
  const eventIntent = await createEventPaymentIntent(customer.actor, event.eventId);
  // The event's kitchen order, confirmed, with a change that waits for the kitchen.
  const eventOrderId = event.bookingIds[0]!;
  await confirmOrder(kitchen.actor, eventOrderId);
  const { change } = await requestOrderChange(customer.actor, eventOrderId, {
    lines: [{ lineId: eventOrderId, dishId: dish.id, traySize: "medium", quantity: 2 }],
  });
  await addMyCartLines(customer.actor, { lines: [line] });
  await updateMyCartEvent(customer.actor, cartEvent);
  const cartLine = await db.eventCartLine.findFirstOrThrow({
    where: { cart: { userId: customer.user.id } },
  });
  // A served, paid order of this customer with this kitchen, `days` from today.
  const servedLine = (days: number) =>
    createLine({
      catererId: kitchen.caterer.id,
      userId: customer.user.id,
      dishId: dish.id,
      dishName: dish.name,
      customerName: `Customer ${name}`,
      customerEmail: `customer${name.toLowerCase()}@example.com`,
      eventDate: isoToUtcDate(addDaysIso(todayIso(), days)),
      eventTime: "18:00",
      traySize: "medium",
      quantity: 1,
      totalPrice: 5500,
      status: "completed",
      paymentStatus: "paid",
      paymentAmount: 5500,
      paidAt: new Date(),
    });
  // A review of an earlier, served and paid order (product-rules §12).
  const served = await servedLine(-3);
  const review = await makeReview(served, {
    userId: customer.user.id,
    authorName: `Customer ${name}.`,
    comment: "Lovely food",
  });
  // The applicant's home-kitchen permit with its document (product-rules §14).
  await saveMyPermit(customer.actor, {
    permitType: "cottage_food_registration",
    permitNumber: `CF-${name}`,
    issuingAuthority: "County Health Department",
    expiresOn: addDaysIso(todayIso(), 200),
  });
  await uploadMyPermitDocument(customer.actor, PDF);
  // The order's conversation, with the customer's first message (product-rules §18).
  const message = await postBookingMessage(customer.actor, booking.id, { body: "Is it nut free?" });
  const thread = await db.messageThread.findUniqueOrThrow({ where: { bookingId: booking.id } });
  // A served, paid order not yet reviewed; an open date of the kitchen's calendar; the
  // kitchen's private calendar feed.
  const reviewable = await servedLine(-2);
  const availability = await makeDate(kitchen.caterer.id, addDaysIso(todayIso(), day + 40));
  const feedToken = (await getFeedToken(kitchen.actor)).token;
  return {
    reviewable,
    availability,
    feedToken,
    threadId: thread.id,
    messageId: message.id,
    review,
    customer,
    kitchen,
    dish,
    booking,
    application,
    // The test provider's client secret is "<intent id>_secret_<random>".
    intentId: intent.clientSecret.split("_secret_")[0],
    eventId: event.eventId,
    eventOrderId,
    changeId: change.id,
    eventIntentId: eventIntent.clientSecret.split("_secret_")[0],
    cartLineId: cartLine.id,
    cartLine: line,
    cartEvent,
    loginEmail: (await db.user.findUniqueOrThrow({ where: { id: customer.user.id } })).email,
    email: `customer${name.toLowerCase()}@example.com`,
  };
}

async function buildWorld() {
  await resetDatabase();
  const a = await buildSide("A", 10);
  const b = await buildSide("B", 11);
  const adminUser = await signedIn("admin", "Admin");
  const tokens: Record<Persona, string | undefined> = {
    anonymous: undefined,
    customerA: a.customer.token,
    customerB: b.customer.token,
    catererA: a.kitchen.token,
    catererB: b.kitchen.token,
    admin: adminUser.token,
  };
  return { a, b, tokens };
}
type World = Awaited<ReturnType<typeof buildWorld>>;

const allowAll = (status: number): Expect => ({
  anonymous: status,
  customerA: status,
  customerB: status,
  catererA: status,
  catererB: status,
  admin: status,
});
const signedInOnly = (status: number): Expect => ({ ...allowAll(status), anonymous: 401 });
/** Every row of the application's tables, one digest per table: for rows that may touch any. */
const APP_TABLES = [
  "users",
  "sessions",
  "caterers",
  "dishes",
  "bookings",
  "availability",
  "caterer_applications",
  "test_payment_intents",
  "audit_log",
  "email_outbox",
  "reviews",
  "kitchen_permits",
  "stored_files",
  "event_carts",
  "event_cart_lines",
  "catering_events",
  "message_threads",
  "messages",
  "orders",
  "order_changes",
  "order_change_lines",
];
async function everything() {
  const digests = APP_TABLES.map(
    (t) =>
      `(SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM "${t}" x) AS "${t}"`,
  ).join(", ");
  return (await db.$queryRawUnsafe<Record<string, string>[]>(`SELECT ${digests}`))[0];
}
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const dishBody = {
  name: "Baked Ziti",
  description: "Pasta baked with ricotta and tomato sauce.",
  category: "main",
  ingredients: ["pasta"],
  imageUrls: ["/images/dishes/ziti.svg"],
  mediumTrayPrice: "45.00",
  largeTrayPrice: "80.00",
  preparationTime: 60,
};
const permitBody = {
  permitType: "cottage_food_registration",
  permitNumber: "CF-9",
  issuingAuthority: "County Health Department",
  expiresOn: addDaysIso(todayIso(), 300),
};
const bookingSnapshot = (w: World, side: Side) =>
  db.booking.findUniqueOrThrow({ where: { id: w[side].booking.id } });

// prettier-ignore
const ROWS: Row[] = [
  // ---- account -------------------------------------------------------------------------
  { name: "GET /api/auth/me", expect: signedInOnly(200),
    request: () => ({ handler: meRoute, path: "/api/auth/me" }) },
  { name: "PATCH /api/auth/me", expect: signedInOnly(200), mutates: true, snapshot: () => everything(),
    request: () => ({ handler: patchMeRoute, path: "/api/auth/me", method: "PATCH", body: { firstName: "Renamed" } }) },
  { name: "POST /api/auth/logout", expect: allowAll(200), mutates: true, snapshot: () => everything(),
    request: () => ({ handler: logoutRoute, path: "/api/auth/logout", method: "POST" }) },
  { name: "GET /api/auth/caterer", expect: { anonymous: 401, customerA: 404, customerB: 404, catererA: 200, catererB: 200, admin: 404 },
    request: () => ({ handler: ownCatererRoute, path: "/api/auth/caterer" }) },
  { name: "GET /api/caterer/earnings.csv", expect: { anonymous: 401, customerA: 403, customerB: 403, catererA: 200, catererB: 200, admin: 403 },
    request: () => ({ handler: earningsCsvRoute, path: "/api/caterer/earnings.csv" }) },
  // The kitchen's day of the side's kitchen, named (a caterer's own needs no name; admins must).
  { name: "GET /api/caterer/prep-sheet?date=&catererId={kitchen}", expect: { anonymous: 401, customerA: 403, customerB: 403, catererA: 200, catererB: 404, admin: 200 },
    request: (w, side) => ({ handler: prepSheetRoute, path: "/api/caterer/prep-sheet",
      query: { date: w[side].booking.eventDate, catererId: String(w[side].kitchen.caterer.id) } }) },
  { name: "GET /api/caterer/tray-labels?date=&catererId={kitchen}", expect: { anonymous: 401, customerA: 403, customerB: 403, catererA: 200, catererB: 404, admin: 200 },
    request: (w, side) => ({ handler: trayLabelsRoute, path: "/api/caterer/tray-labels",
      query: { date: w[side].booking.eventDate, catererId: String(w[side].kitchen.caterer.id) } }) },
  { name: "POST /api/auth/login", expect: allowAll(200), mutates: true, snapshot: () => everything(),
    request: (w, side) => ({ handler: loginRoute, path: "/api/auth/login", body: { email: w[side].loginEmail, password: PASSWORD } }) },
  { name: "POST /api/auth/signup", expect: allowAll(201), mutates: true, snapshot: () => everything(),
    request: () => ({ handler: signupRoute, path: "/api/auth/signup", body: { firstName: "N", lastName: "P", email: "new.person@example.com", password: PASSWORD } }) },
  { name: "PATCH /api/users/{user}/password", mutates: true,
    expect: { anonymous: 401, customerA: 200, customerB: 403, catererA: 403, catererB: 403, admin: 403 },
    snapshot: (w, side) => db.user.findUniqueOrThrow({ where: { id: w[side].customer.user.id }, select: { passwordHash: true } }),
    request: (w, side) => ({ handler: passwordRoute, path: `/api/users/${w[side].customer.user.id}/password`, method: "PATCH",
      params: { id: String(w[side].customer.user.id) }, body: { currentPassword: PASSWORD, newPassword: "another-pass-1" } }) },

  // ---- bookings ------------------------------------------------------------------------
  { name: "GET /api/bookings", expect: signedInOnly(200),
    lists: (w, side) => w[side].booking.id, sees: ["customerA", "catererA", "admin"],
    request: () => ({ handler: bookingsRoute, path: "/api/bookings" }) },
  { name: "GET /api/bookings?email={customer's email}", expect: signedInOnly(200),
    lists: (w, side) => w[side].booking.id, sees: ["customerA", "catererA", "admin"],
    request: (w, side) => ({ handler: bookingsRoute, path: "/api/bookings", query: { email: w[side].email } }) },
  { name: "GET /api/bookings?catererId={kitchen}", expect: signedInOnly(200),
    lists: (w, side) => w[side].booking.id, sees: ["customerA", "catererA", "admin"],
    request: (w, side) => ({ handler: bookingsRoute, path: "/api/bookings", query: { catererId: String(w[side].kitchen.caterer.id) } }) },
  { name: "GET /api/bookings?userId={customer}", expect: signedInOnly(200),
    lists: (w, side) => w[side].booking.id, sees: ["customerA", "catererA", "admin"],
    request: (w, side) => ({ handler: bookingsRoute, path: "/api/bookings", query: { userId: String(w[side].customer.user.id) } }) },
  // A kitchen's owner never orders from their own kitchen (self-dealing, docs/security.md).
  { name: "POST /api/bookings (order at the kitchen)", expect: { ...signedInOnly(201), catererA: 403 }, mutates: true, snapshot: () => everything(),
    request: (w, side) => ({ handler: createBookingRoute, path: "/api/bookings", body: {
      catererId: w[side].kitchen.caterer.id, dishId: w[side].dish.id, customerName: "Pat Doe", customerEmail: "pat@example.com",
      eventDate: addDaysIso(todayIso(), 30), eventTime: "12:00", traySize: "medium", quantity: 1 } }) },
  { name: "POST /api/bookings (dish of another kitchen)", mutates: true,
    expect: { anonymous: 401, customerA: 404, customerB: 404, catererA: 404, catererB: 404, admin: 404 },
    snapshot: () => db.booking.count(),
    request: (w, side) => ({ handler: createBookingRoute, path: "/api/bookings", body: {
      catererId: w[side].kitchen.caterer.id, dishId: w[side === "a" ? "b" : "a"].dish.id, customerName: "Pat Doe",
      customerEmail: "pat@example.com", eventDate: addDaysIso(todayIso(), 30), eventTime: "12:00", traySize: "medium", quantity: 1 } }) },
  { name: "GET /api/bookings/{booking}",
    expect: { anonymous: 401, customerA: 200, customerB: 404, catererA: 200, catererB: 404, admin: 200 },
    request: (w, side) => ({ handler: bookingRoute, path: `/api/bookings/${w[side].booking.id}`, params: { id: String(w[side].booking.id) } }) },
  { name: "PATCH /api/bookings/{booking}/status cancelled", mutates: true, snapshot: bookingSnapshot,
    expect: { anonymous: 401, customerA: 200, customerB: 404, catererA: 200, catererB: 404, admin: 200 },
    request: (w, side) => ({ handler: bookingStatusRoute, path: `/api/bookings/${w[side].booking.id}/status`, method: "PATCH",
      params: { id: String(w[side].booking.id) }, body: { status: "cancelled", comments: "Change of plans" } }) },
  { name: "PATCH /api/bookings/{booking}/status confirmed", mutates: true, snapshot: bookingSnapshot,
    // The customer may only cancel: the rule answers 409 for their own booking.
    expect: { anonymous: 401, customerA: 409, customerB: 404, catererA: 200, catererB: 404, admin: 200 },
    request: (w, side) => ({ handler: bookingStatusRoute, path: `/api/bookings/${w[side].booking.id}/status`, method: "PATCH",
      params: { id: String(w[side].booking.id) }, body: { status: "confirmed" } }) },

  // ---- payments ------------------------------------------------------------------------
  { name: "POST /api/create-payment-intent {booking}", mutates: true, snapshot: bookingSnapshot,
    expect: { anonymous: 401, customerA: 200, customerB: 404, catererA: 404, catererB: 404, admin: 404 },
    request: (w, side) => ({ handler: createIntentRoute, path: "/api/create-payment-intent", body: { bookingId: w[side].booking.id } }) },
  { name: "POST /api/payment/success {booking, its intent}", mutates: true, snapshot: bookingSnapshot,
    // The owner reaches the payment rules (the intent is not paid yet: 409); nobody else
    // learns that the booking exists.
    expect: { anonymous: 401, customerA: 409, customerB: 404, catererA: 404, catererB: 404, admin: 404 },
    request: (w, side) => ({ handler: paymentSuccessRoute, path: "/api/payment/success",
      body: { bookingId: w[side].booking.id, paymentIntentId: w[side].intentId } }) },

  // ---- event cart (each signed-in caller has a cart of their own) ----------------------
  { name: "GET /api/cart", expect: signedInOnly(200),
    request: () => ({ handler: cartRoute, path: "/api/cart" }) },
  { name: "POST /api/cart/lines {dish of the kitchen}", expect: { ...signedInOnly(201), catererA: 403 }, mutates: true, snapshot: () => everything(),
    request: (w, side) => ({ handler: addCartLinesRoute, path: "/api/cart/lines", body: { lines: [w[side].cartLine] } }) },
  { name: "PUT /api/cart/event", expect: signedInOnly(200), mutates: true, snapshot: () => everything(),
    request: (w, side) => ({ handler: cartEventRoute, path: "/api/cart/event", method: "PUT", body: w[side].cartEvent }) },
  { name: "POST /api/cart/merge", expect: { ...signedInOnly(200), catererA: 403 }, mutates: true, snapshot: () => everything(),
    request: (w, side) => ({ handler: cartMergeRoute, path: "/api/cart/merge", body: { event: null, lines: [w[side].cartLine] } }) },
  { name: "POST /api/cart/quote", expect: allowAll(200),
    request: (w, side) => ({ handler: cartQuoteRoute, path: "/api/cart/quote", body: { event: w[side].cartEvent, lines: [w[side].cartLine] } }) },
  { name: "PATCH /api/cart/lines/{line}", mutates: true,
    expect: { anonymous: 401, customerA: 200, customerB: 404, catererA: 404, catererB: 404, admin: 404 },
    snapshot: (w, side) => db.eventCartLine.findUnique({ where: { id: w[side].cartLineId } }),
    request: (w, side) => ({ handler: updateCartLineRoute, path: `/api/cart/lines/${w[side].cartLineId}`, method: "PATCH",
      params: { id: String(w[side].cartLineId) }, body: { quantity: 2 } }) },
  { name: "DELETE /api/cart/lines/{line}", mutates: true,
    expect: { anonymous: 401, customerA: 200, customerB: 404, catererA: 404, catererB: 404, admin: 404 },
    snapshot: (w, side) => db.eventCartLine.findUnique({ where: { id: w[side].cartLineId } }),
    request: (w, side) => ({ handler: removeCartLineRoute, path: `/api/cart/lines/${w[side].cartLineId}`, method: "DELETE",
      params: { id: String(w[side].cartLineId) } }) },
  { name: "POST /api/cart/checkout", mutates: true,
    // Everyone checks out their own cart: the customers' carts are full, the others' empty.
    expect: { anonymous: 401, customerA: 201, customerB: 201, catererA: 409, catererB: 409, admin: 409 },
    snapshot: () => db.booking.count(),
    request: () => ({ handler: cartCheckoutRoute, path: "/api/cart/checkout", method: "POST" }) },

  // ---- events (an event is its customer's; its kitchens see their lines as bookings) ---
  { name: "GET /api/events", expect: signedInOnly(200),
    lists: (w, side) => w[side].eventId, sees: ["customerA"],
    request: () => ({ handler: eventsRoute, path: "/api/events" }) },
  { name: "GET /api/events/{event}",
    expect: { anonymous: 401, customerA: 200, customerB: 404, catererA: 404, catererB: 404, admin: 404 },
    request: (w, side) => ({ handler: eventRoute, path: `/api/events/${w[side].eventId}`, params: { id: String(w[side].eventId) } }) },
  { name: "POST /api/events/{event}/payment-intent", mutates: true,
    expect: { anonymous: 401, customerA: 200, customerB: 404, catererA: 404, catererB: 404, admin: 404 },
    snapshot: (w, side) => db.cateringEvent.findUniqueOrThrow({ where: { id: w[side].eventId }, include: { bookings: true } }),
    request: (w, side) => ({ handler: eventPaymentIntentRoute, path: `/api/events/${w[side].eventId}/payment-intent`, method: "POST",
      params: { id: String(w[side].eventId) } }) },
  { name: "POST /api/events/{event}/payment/confirm {its intent}", mutates: true,
    // The owner reaches the payment rules (not paid yet: 409); nobody else learns of it.
    expect: { anonymous: 401, customerA: 409, customerB: 404, catererA: 404, catererB: 404, admin: 404 },
    snapshot: (w, side) => db.cateringEvent.findUniqueOrThrow({ where: { id: w[side].eventId }, include: { bookings: true } }),
    request: (w, side) => ({ handler: eventPaymentConfirmRoute, path: `/api/events/${w[side].eventId}/payment/confirm`,
      params: { id: String(w[side].eventId) }, body: { paymentIntentId: w[side].eventIntentId } }) },

  // ---- kitchen orders (the customer's; its kitchen acts on it; admins all) --------------
  { name: "GET /api/orders", expect: signedInOnly(200),
    lists: (w, side) => w[side].booking.id, sees: ["customerA"],
    request: () => ({ handler: ordersRoute, path: "/api/orders" }) },
  { name: "GET /api/orders?kitchen=mine", expect: signedInOnly(200),
    lists: (w, side) => w[side].booking.id, sees: ["catererA"],
    request: () => ({ handler: ordersRoute, path: "/api/orders", query: { kitchen: "mine" } }) },
  { name: "GET /api/orders/{order}",
    expect: { anonymous: 401, customerA: 200, customerB: 404, catererA: 200, catererB: 404, admin: 200 },
    request: (w, side) => ({ handler: orderRoute, path: `/api/orders/${w[side].booking.id}`, params: { id: String(w[side].booking.id) } }) },
  { name: "POST /api/orders/{order}/confirm", mutates: true, snapshot: () => everything(),
    expect: { anonymous: 401, customerA: 404, customerB: 404, catererA: 200, catererB: 404, admin: 200 },
    request: (w, side) => ({ handler: confirmOrderRoute, path: `/api/orders/${w[side].booking.id}/confirm`, method: "POST",
      params: { id: String(w[side].booking.id) } }) },
  { name: "POST /api/orders/{order}/decline", mutates: true, snapshot: () => everything(),
    expect: { anonymous: 401, customerA: 404, customerB: 404, catererA: 200, catererB: 404, admin: 200 },
    request: (w, side) => ({ handler: declineOrderRoute, path: `/api/orders/${w[side].booking.id}/decline`, method: "POST",
      params: { id: String(w[side].booking.id) }, body: { reason: "Fully booked" } }) },
  { name: "POST /api/orders/{order}/complete", mutates: true, snapshot: () => everything(),
    // Nothing confirmed yet: the kitchen (and an admin) reach the rule, a 409.
    expect: { anonymous: 401, customerA: 404, customerB: 404, catererA: 409, catererB: 404, admin: 409 },
    request: (w, side) => ({ handler: completeOrderRoute, path: `/api/orders/${w[side].booking.id}/complete`, method: "POST",
      params: { id: String(w[side].booking.id) } }) },
  // Delivery progress and reconfirming are the order's kitchen's alone: its customer and an
  // admin see the order but are refused (403); nothing is confirmed yet, so the kitchen
  // reaches the rule (409).
  ...(
    [
      ["out-for-delivery", outForDeliveryRoute],
      ["delivered", deliveredRoute],
      ["reconfirm", reconfirmRoute],
    ] as const
  ).map(([verb, handler]) => ({
    name: `POST /api/orders/{order}/${verb}`, mutates: true, snapshot: () => everything(),
    expect: { anonymous: 401, customerA: 403, customerB: 404, catererA: 409, catererB: 404, admin: 403 },
    request: (w: World, side: Side) => ({ handler, path: `/api/orders/${w[side].booking.id}/${verb}`, method: "POST",
      params: { id: String(w[side].booking.id) } }),
  })),
  { name: "POST /api/orders/{order}/changes", mutates: true, snapshot: () => everything(),
    // The customer changes their order; its kitchen may not (403), an admin may.
    expect: { anonymous: 401, customerA: 201, customerB: 404, catererA: 403, catererB: 404, admin: 201 },
    request: (w, side) => ({ handler: changeOrderRoute, path: `/api/orders/${w[side].booking.id}/changes`,
      params: { id: String(w[side].booking.id) }, body: { guestCount: 12 } }) },
  { name: "POST /api/orders/{order}/changes/{change}/accept", mutates: true, snapshot: () => everything(),
    expect: { anonymous: 401, customerA: 404, customerB: 404, catererA: 200, catererB: 404, admin: 200 },
    request: (w, side) => ({ handler: acceptChangeRoute, path: `/api/orders/${w[side].eventOrderId}/changes/${w[side].changeId}/accept`,
      method: "POST", params: { id: String(w[side].eventOrderId), changeId: String(w[side].changeId) } }) },
  { name: "POST /api/orders/{order}/changes/{change}/decline", mutates: true, snapshot: () => everything(),
    expect: { anonymous: 401, customerA: 404, customerB: 404, catererA: 200, catererB: 404, admin: 200 },
    request: (w, side) => ({ handler: declineChangeRoute, path: `/api/orders/${w[side].eventOrderId}/changes/${w[side].changeId}/decline`,
      params: { id: String(w[side].eventOrderId), changeId: String(w[side].changeId) }, body: { reason: "No room" } }) },
  { name: "POST /api/orders/{order}/changes/{change}/withdraw", mutates: true, snapshot: () => everything(),
    expect: { anonymous: 401, customerA: 200, customerB: 404, catererA: 404, catererB: 404, admin: 200 },
    request: (w, side) => ({ handler: withdrawChangeRoute, path: `/api/orders/${w[side].eventOrderId}/changes/${w[side].changeId}/withdraw`,
      method: "POST", params: { id: String(w[side].eventOrderId), changeId: String(w[side].changeId) } }) },
  { name: "POST /api/orders/{order}/changes/{change}/payment-intent", mutates: true, snapshot: () => everything(),
    // Not accepted yet: the owner reaches the rule (409); nobody else learns of it.
    expect: { anonymous: 401, customerA: 409, customerB: 404, catererA: 404, catererB: 404, admin: 404 },
    request: (w, side) => ({ handler: changeIntentRoute, path: `/api/orders/${w[side].eventOrderId}/changes/${w[side].changeId}/payment-intent`,
      method: "POST", params: { id: String(w[side].eventOrderId), changeId: String(w[side].changeId) } }) },
  { name: "POST /api/orders/{order}/changes/{change}/payment/confirm", mutates: true, snapshot: () => everything(),
    expect: { anonymous: 401, customerA: 400, customerB: 404, catererA: 404, catererB: 404, admin: 404 },
    request: (w, side) => ({ handler: changeConfirmRoute, path: `/api/orders/${w[side].eventOrderId}/changes/${w[side].changeId}/payment/confirm`,
      params: { id: String(w[side].eventOrderId), changeId: String(w[side].changeId) }, body: { paymentIntentId: "tpi_unknown" } }) },

  // ---- order conversations (the order's customer and kitchen, and admins) --------------
  { name: "GET /api/messages", expect: signedInOnly(200),
    lists: (w, side) => w[side].threadId, sees: ["customerA", "catererA", "admin"],
    items: (json) => (json as { threads: { id: number }[] }).threads,
    request: () => ({ handler: threadsRoute, path: "/api/messages" }) },
  { name: "GET /api/messages/unread", expect: signedInOnly(200),
    request: () => ({ handler: unreadRoute, path: "/api/messages/unread" }) },
  { name: "GET /api/bookings/{booking}/thread",
    expect: { anonymous: 401, customerA: 200, customerB: 404, catererA: 200, catererB: 404, admin: 200 },
    request: (w, side) => ({ handler: bookingThreadRoute, path: `/api/bookings/${w[side].booking.id}/thread`,
      params: { id: String(w[side].booking.id) } }) },
  { name: "POST /api/bookings/{booking}/thread", mutates: true,
    expect: { anonymous: 401, customerA: 201, customerB: 404, catererA: 201, catererB: 404, admin: 201 },
    snapshot: () => db.message.count(),
    request: (w, side) => ({ handler: postBookingThreadRoute, path: `/api/bookings/${w[side].booking.id}/thread`,
      params: { id: String(w[side].booking.id) }, body: { body: "Gate code 4411" } }) },
  { name: "GET /api/messages/{thread}",
    expect: { anonymous: 401, customerA: 200, customerB: 404, catererA: 200, catererB: 404, admin: 200 },
    request: (w, side) => ({ handler: threadRoute, path: `/api/messages/${w[side].threadId}`,
      params: { threadId: String(w[side].threadId) } }) },
  { name: "POST /api/messages/{thread}", mutates: true,
    expect: { anonymous: 401, customerA: 201, customerB: 404, catererA: 201, catererB: 404, admin: 201 },
    snapshot: () => db.message.count(),
    request: (w, side) => ({ handler: postThreadRoute, path: `/api/messages/${w[side].threadId}`,
      params: { threadId: String(w[side].threadId) }, body: { body: "Gate code 4411" } }) },
  { name: "POST /api/messages/{thread}/read", mutates: true,
    expect: { anonymous: 401, customerA: 200, customerB: 404, catererA: 200, catererB: 404, admin: 200 },
    snapshot: (w, side) => db.messageThreadState.findMany({ where: { threadId: w[side].threadId }, orderBy: { userId: "asc" } }),
    request: (w, side) => ({ handler: readThreadRoute, path: `/api/messages/${w[side].threadId}/read`, method: "POST",
      params: { threadId: String(w[side].threadId) } }) },
  { name: "PATCH /api/messages/{thread}/{customer's message}", mutates: true,
    // Only its author changes a message; the kitchen and admins may read it (403), others not (404).
    expect: { anonymous: 401, customerA: 200, customerB: 404, catererA: 403, catererB: 404, admin: 403 },
    snapshot: (w, side) => db.message.findUniqueOrThrow({ where: { id: w[side].messageId }, include: { revisions: true } }),
    request: (w, side) => ({ handler: editMessageRoute, path: `/api/messages/${w[side].threadId}/${w[side].messageId}`,
      method: "PATCH", params: { threadId: String(w[side].threadId), messageId: String(w[side].messageId) },
      body: { body: "Is it nut free? And gluten free?" } }) },

  // ---- caterer applications ------------------------------------------------------------
  { name: "GET /api/caterer-applications/my-application",
    expect: { anonymous: 401, customerA: 200, customerB: 200, catererA: 404, catererB: 404, admin: 404 },
    request: () => ({ handler: myApplicationRoute, path: "/api/caterer-applications/my-application" }) },
  { name: "POST /api/caterer-applications", mutates: true, snapshot: () => db.catererApplication.count(),
    // Customers have one already and caterers may not apply; an admin account without an
    // application may (lib/applications/rules.ts mayApply).
    expect: { anonymous: 401, customerA: 409, customerB: 409, catererA: 409, catererB: 409, admin: 201 },
    request: () => ({ handler: createApplicationRoute, path: "/api/caterer-applications", body: {
      businessName: "Another Kitchen", cuisineTags: ["Thai"], serviceArea: "Queens",
      description: "Family recipes cooked fresh for every event, from small parties to weddings." } }) },
  { name: "PATCH /api/caterer-applications/{application}", mutates: true,
    snapshot: (w, side) => db.catererApplication.findUniqueOrThrow({ where: { id: w[side].application.id } }),
    expect: { anonymous: 401, customerA: 200, customerB: 404, catererA: 409, catererB: 409, admin: 404 },
    request: (w, side) => ({ handler: applicationRoute, path: `/api/caterer-applications/${w[side].application.id}`, method: "PATCH",
      params: { id: String(w[side].application.id) }, body: {
        businessName: "Renamed Kitchen", cuisineTags: ["Italian"], serviceArea: "Brooklyn",
        description: "Family recipes cooked fresh for every event, from small parties to weddings." } }) },
  { name: "POST /api/caterer-applications/{application}/submit", mutates: true,
    snapshot: (w, side) => db.catererApplication.findUniqueOrThrow({ where: { id: w[side].application.id } }),
    // Caterers hear "already a caterer" (409) whatever the id, so nothing about it leaks.
    expect: { anonymous: 401, customerA: 200, customerB: 404, catererA: 409, catererB: 409, admin: 404 },
    request: (w, side) => ({ handler: submitApplicationRoute, path: `/api/caterer-applications/${w[side].application.id}/submit`,
      method: "POST", params: { id: String(w[side].application.id) } }) },

  // ---- reviews and permits (admin) -----------------------------------------------------
  { name: "POST /api/admin/reviews/{review}/hide", mutates: true,
    snapshot: (w, side) => db.review.findUniqueOrThrow({ where: { id: w[side].review.id } }),
    expect: { anonymous: 401, customerA: 403, customerB: 403, catererA: 403, catererB: 403, admin: 200 },
    request: (w, side) => ({ handler: hideReviewRoute, path: `/api/admin/reviews/${w[side].review.id}/hide`, method: "POST",
      params: { id: String(w[side].review.id) }, body: { reason: "Insults the cook" } }) },
  { name: "GET /api/admin/permits/{applicant}",
    expect: { anonymous: 401, customerA: 403, customerB: 403, catererA: 403, catererB: 403, admin: 200 },
    request: (w, side) => ({ handler: adminPermitRoute, path: `/api/admin/permits/${w[side].customer.user.id}`,
      params: { userId: String(w[side].customer.user.id) } }) },
  { name: "GET /api/permits/{applicant}/document",
    // Its holder and admins only; anyone else learns nothing, not even that it exists.
    expect: { anonymous: 401, customerA: 200, customerB: 404, catererA: 404, catererB: 404, admin: 200 },
    request: (w, side) => ({ handler: permitDocumentRoute, path: `/api/permits/${w[side].customer.user.id}/document`,
      params: { userId: String(w[side].customer.user.id) } }) },
  { name: "POST /api/admin/permits/{applicant}/verify", mutates: true,
    snapshot: (w, side) => db.kitchenPermit.findUniqueOrThrow({ where: { userId: w[side].customer.user.id } }),
    expect: { anonymous: 401, customerA: 403, customerB: 403, catererA: 403, catererB: 403, admin: 200 },
    request: (w, side) => ({ handler: verifyPermitRoute, path: `/api/admin/permits/${w[side].customer.user.id}/verify`,
      method: "POST", params: { userId: String(w[side].customer.user.id) } }) },

  { name: "POST /api/bookings/{served order}/review", mutates: true,
    snapshot: () => db.review.count(),
    expect: { anonymous: 401, customerA: 201, customerB: 404, catererA: 403, catererB: 404, admin: 403 },
    request: (w, side) => ({ handler: reviewRoute, path: `/api/bookings/${w[side].reviewable.id}/review`, method: "POST",
      params: { id: String(w[side].reviewable.id) }, body: { rating: 4, comment: "Everyone loved the trays" } }) },
  { name: "POST /api/reviews/{review}/reply", mutates: true,
    snapshot: (w, side) => db.review.findUniqueOrThrow({ where: { id: w[side].review.id } }),
    expect: { anonymous: 401, customerA: 404, customerB: 404, catererA: 200, catererB: 404, admin: 404 },
    request: (w, side) => ({ handler: replyRoute, path: `/api/reviews/${w[side].review.id}/reply`, method: "POST",
      params: { id: String(w[side].review.id) }, body: { reply: "Thank you for ordering" } }) },
  { name: "GET /api/permits/mine", expect: signedInOnly(200),
    request: () => ({ handler: myPermitRoute, path: "/api/permits/mine" }) },
  { name: "PUT /api/permits/mine", mutates: true, snapshot: () => everything(),
    expect: signedInOnly(200),
    request: () => ({ handler: putMyPermitRoute, path: "/api/permits/mine", method: "PUT", body: permitBody }) },
  { name: "POST /api/permits/mine/document", mutates: true, snapshot: () => everything(),
    // Only someone with a saved permit (the applicants) may attach its document.
    expect: { anonymous: 401, customerA: 201, customerB: 201, catererA: 409, catererB: 409, admin: 409 },
    request: () => ({ handler: myPermitDocumentRoute, path: "/api/permits/mine/document", method: "POST",
      body: { contentBase64: PDF.toString("base64") } }) },

  // ---- the kitchen's menu, calendar and photos -----------------------------------------
  { name: "POST /api/dishes", mutates: true, snapshot: () => db.dish.count(),
    expect: { anonymous: 401, customerA: 403, customerB: 403, catererA: 201, catererB: 201, admin: 400 },
    request: () => ({ handler: createDishRoute, path: "/api/dishes", method: "POST", body: dishBody }) },
  { name: "PATCH /api/dishes/{dish}", mutates: true,
    snapshot: (w, side) => db.dish.findUnique({ where: { id: w[side].dish.id } }),
    expect: { anonymous: 401, customerA: 403, customerB: 403, catererA: 200, catererB: 404, admin: 200 },
    request: (w, side) => ({ handler: patchDishRoute, path: `/api/dishes/${w[side].dish.id}`, method: "PATCH",
      params: { id: String(w[side].dish.id) }, body: { name: "Renamed Dish" } }) },
  { name: "DELETE /api/dishes/{dish}", mutates: true,
    snapshot: (w, side) => db.dish.findUnique({ where: { id: w[side].dish.id } }),
    expect: { anonymous: 401, customerA: 403, customerB: 403, catererA: 200, catererB: 404, admin: 200 },
    request: (w, side) => ({ handler: deleteDishRoute, path: `/api/dishes/${w[side].dish.id}`, method: "DELETE",
      params: { id: String(w[side].dish.id) } }) },
  { name: "POST /api/dish-photos", mutates: true, snapshot: () => everything(),
    expect: { anonymous: 401, customerA: 403, customerB: 403, catererA: 201, catererB: 201, admin: 201 },
    request: () => ({ handler: uploadDishPhotoRoute, path: "/api/dish-photos", method: "POST",
      body: { contentBase64: PNG.toString("base64") } }) },
  { name: "POST /api/caterers/{kitchen}/availability", mutates: true,
    snapshot: (w, side) => db.availability.findMany({ where: { catererId: w[side].kitchen.caterer.id }, orderBy: { id: "asc" } }),
    expect: { anonymous: 401, customerA: 403, customerB: 403, catererA: 201, catererB: 404, admin: 201 },
    request: (w, side) => ({ handler: addAvailabilityRoute, path: `/api/caterers/${w[side].kitchen.caterer.id}/availability`, method: "POST",
      params: { id: String(w[side].kitchen.caterer.id) }, body: { date: addDaysIso(todayIso(), 90), maxOrders: 3 } }) },
  { name: "PUT /api/caterers/{kitchen}/availability/{date}", mutates: true,
    snapshot: (w, side) => db.availability.findUnique({ where: { id: w[side].availability.id } }),
    expect: { anonymous: 401, customerA: 403, customerB: 403, catererA: 200, catererB: 404, admin: 200 },
    request: (w, side) => ({ handler: putAvailabilityRoute,
      path: `/api/caterers/${w[side].kitchen.caterer.id}/availability/${w[side].availability.id}`, method: "PUT",
      params: { id: String(w[side].kitchen.caterer.id), availId: String(w[side].availability.id) },
      body: { date: addDaysIso(todayIso(), 60), isAvailable: false, maxOrders: 3 } }) },
  { name: "DELETE /api/caterers/{kitchen}/availability/{date}", mutates: true,
    snapshot: (w, side) => db.availability.findUnique({ where: { id: w[side].availability.id } }),
    expect: { anonymous: 401, customerA: 403, customerB: 403, catererA: 200, catererB: 404, admin: 200 },
    request: (w, side) => ({ handler: deleteAvailabilityRoute,
      path: `/api/caterers/${w[side].kitchen.caterer.id}/availability/${w[side].availability.id}`, method: "DELETE",
      params: { id: String(w[side].kitchen.caterer.id), availId: String(w[side].availability.id) } }) },
  { name: "GET /api/calendar-feed/{kitchen's token}",
    // The secret link is the only credential: a session neither adds nor takes anything.
    expect: allowAll(200),
    request: (w, side) => ({ handler: calendarFeedRoute, path: `/api/calendar-feed/${w[side].feedToken}.ics`,
      params: { token: `${w[side].feedToken}.ics` } }) },

  // ---- admin ---------------------------------------------------------------------------
  ...ADMIN_ROUTES.map((r): Row => {
    const target = (w: World, side: Side) =>
      r.path.includes("/users/") ? w[side].customer.user.id
        : r.path.includes("/caterers/") ? w[side].kitchen.caterer.id
          : w[side].booking.id;
    return {
      name: `${r.method} ${r.path.replace(":id", "{id}")}`,
      mutates: r.method !== "GET", snapshot: r.method !== "GET" ? () => everything() : undefined,
      expect: { anonymous: 401, customerA: 403, customerB: 403, catererA: 403, catererB: 403,
        // Side A's customer and kitchen have orders: deleting them is refused by the rule.
        admin: r.method === "POST" ? 201 : r.method === "DELETE" ? 409 : 200 },
      request: (w, side) => ({ handler: r.handler, path: r.path.replace(":id", String(target(w, side))),
        method: r.method, params: r.path.includes(":id") ? { id: String(target(w, side)) } : undefined,
        body: r.body, query: r.query }),
    };
  }),
  { name: "GET /api/admin/caterers/choices",
    expect: { anonymous: 401, customerA: 403, customerB: 403, catererA: 403, catererB: 403, admin: 200 },
    request: () => ({ handler: catererChoicesRoute, path: "/api/admin/caterers/choices" }) },
  { name: "GET /api/admin/caterer-applications",
    expect: { anonymous: 401, customerA: 403, customerB: 403, catererA: 403, catererB: 403, admin: 200 },
    request: () => ({ handler: adminApplicationsRoute, path: "/api/admin/caterer-applications" }) },
  ...([
    ["approve", approveApplicationRoute, undefined],
    ["open", openApplicationRoute, undefined],
    ["reject", rejectApplicationRoute, { adminNotes: "Menu photos are missing" }],
    ["request-changes", requestChangesRoute, { adminNotes: "Please add a phone number" }],
  ] as const).map(([verb, handler, body]): Row => ({
    name: `POST /api/admin/caterer-applications/{draft application}/${verb}`, mutates: true,
    snapshot: (w, side) => db.catererApplication.findUniqueOrThrow({ where: { id: w[side].application.id } }),
    // A draft is not before the admins yet: they reach the rule (409; opening one they
    // cannot see yet is 404), nobody else does.
    expect: { anonymous: 401, customerA: 403, customerB: 403, catererA: 403, catererB: 403, admin: verb === "open" ? 404 : 409 },
    request: (w, side) => ({ handler, path: `/api/admin/caterer-applications/${w[side].application.id}/${verb}`,
      method: "POST", params: { id: String(w[side].application.id) }, body }),
  })),

  // ---- disputes (admins only; product-rules §22) ---------------------------------------
  { name: "GET /api/admin/disputes",
    expect: { anonymous: 401, customerA: 403, customerB: 403, catererA: 403, catererB: 403, admin: 200 },
    request: () => ({ handler: disputesGet, path: "/api/admin/disputes" }) },
  { name: "POST /api/admin/disputes {the side's unpaid order}", mutates: true, snapshot: () => everything(),
    // The side's order is unpaid: an admin reaches the rule (409), nobody else does.
    expect: { anonymous: 401, customerA: 403, customerB: 403, catererA: 403, catererB: 403, admin: 409 },
    request: (w, side) => ({ handler: disputesPost, path: "/api/admin/disputes", method: "POST",
      body: { bookingId: w[side].booking.id, reason: "fraudulent" } }) },
  ...([
    ["evidence", disputeEvidenceRoute, undefined],
    ["fee-to-kitchen", disputeFeeRoute, undefined],
    ["outcome", disputeOutcomeRoute, { outcome: "lost" }],
  ] as const).map(([verb, handler, body]): Row => ({
    name: `POST /api/admin/disputes/{no such dispute}/${verb}`, mutates: true, snapshot: () => everything(),
    expect: { anonymous: 401, customerA: 403, customerB: 403, catererA: 403, catererB: 403, admin: 404 },
    request: () => ({ handler, path: `/api/admin/disputes/999999/${verb}`, method: "POST",
      params: { id: "999999" }, body }),
  })),

  // ---- probes --------------------------------------------------------------------------
  { name: "GET /api/health", expect: allowAll(200), cacheControl: "no-store",
    request: () => ({ handler: healthRoute as RouteHandler, path: "/api/health" }) },
  { name: "GET /api/ready", expect: allowAll(200), cacheControl: "no-store",
    request: () => ({ handler: readyRoute, path: "/api/ready" }) },

  // ---- public catalogue ----------------------------------------------------------------
  { name: "GET /api/caterers/{kitchen}/kitchen-terms", expect: allowAll(200),
    request: (w, side) => ({ handler: kitchenTermsRoute, path: `/api/caterers/${w[side].kitchen.caterer.id}/kitchen-terms`,
      params: { id: String(w[side].kitchen.caterer.id) } }) },
  { name: "GET /api/caterers/{kitchen}/reviews", expect: allowAll(200),
    request: (w, side) => ({ handler: catererReviewsRoute, path: `/api/caterers/${w[side].kitchen.caterer.id}/reviews`,
      params: { id: String(w[side].kitchen.caterer.id) } }) },
  { name: "GET /api/caterers", expect: allowAll(200), cacheControl: PUBLIC_CACHE_CONTROL,
    request: () => ({ handler: caterersRoute, path: "/api/caterers" }) },
  { name: "GET /api/caterers/{kitchen}", expect: allowAll(200), cacheControl: PUBLIC_CACHE_CONTROL,
    request: (w, side) => ({ handler: catererRoute, path: `/api/caterers/${w[side].kitchen.caterer.id}`, params: { id: String(w[side].kitchen.caterer.id) } }) },
  { name: "GET /api/caterers/{kitchen}/dishes", expect: allowAll(200), cacheControl: PUBLIC_CACHE_CONTROL,
    request: (w, side) => ({ handler: catererDishesRoute, path: `/api/caterers/${w[side].kitchen.caterer.id}/dishes`, params: { id: String(w[side].kitchen.caterer.id) } }) },
  { name: "GET /api/caterers/{kitchen}/availability", expect: allowAll(200),
    request: (w, side) => ({ handler: availabilityRoute, path: `/api/caterers/${w[side].kitchen.caterer.id}/availability`, params: { id: String(w[side].kitchen.caterer.id) } }) },
  { name: "GET /api/dishes?catererId={kitchen}", expect: allowAll(200),
    request: (w, side) => ({ handler: dishesRoute, path: "/api/dishes", query: { catererId: String(w[side].kitchen.caterer.id) } }) },
];

/** Routes not decided by the caller, with where they are tested. */
export const NOT_ACTOR_ROUTES = {
  "POST /api/webhooks/stripe": "Stripe's signature on the raw body (payments-stripe.test.ts)",
  "POST /api/test-payments/confirm":
    "the intent's client secret, as with Stripe.js (payments-test-provider.test.ts)",
  "GET|POST /api/nextauth/*": "Auth.js's own CSRF and session handling (cookie-session.test.ts)",
  "GET /api/metrics": "the scraper's METRICS_TOKEN, not a user (metrics.test.ts)",
  "GET|POST /api/orders/reconfirm":
    "the signed token of the day-before email's reconfirm link, not a session (delivery-day.test.ts)",
  "GET|POST /api/email/unsubscribe":
    "the signed token of the email's List-Unsubscribe, not a session (email-standards.test.ts)",
  "GET /api/dish-photos/{id}":
    "public: a stored photo is served to anyone who has its address (dish-photos.test.ts)",
};

const mirror = (p: Persona): Persona =>
  p.endsWith("A")
    ? (p.replace(/A$/, "B") as Persona)
    : p.endsWith("B")
      ? (p.replace(/B$/, "A") as Persona)
      : p;

async function runCell(w: World, row: Row, side: Side, persona: Persona) {
  const { handler, path, ...options } = row.request(w, side);
  const before = row.mutates && row.snapshot ? await row.snapshot(w, side) : undefined;
  const res = await call(handler, path, { ...options, token: w.tokens[persona] });
  let outcome = String(res.status);
  if (row.lists && res.status === 200) {
    const items = row.items ? row.items(res.json) : (res.json as { id: number }[]);
    const ids = items.map((b) => b.id);
    outcome += ids.includes(row.lists(w, side)) ? " sees" : " -";
  }
  // A cell whose answer may be kept by a browser or proxy shows what it said.
  const cacheControl = res.headers.get("cache-control");
  const allowed = res.status === 200 && row.cacheControl ? row.cacheControl : "private, no-store";
  if (cacheControl !== allowed) outcome += ` cache-control: ${cacheControl}`;
  if (row.mutates && row.snapshot && res.status >= 400) {
    const after = await row.snapshot(w, side);
    if (JSON.stringify(after) !== JSON.stringify(before)) outcome += " CHANGED";
  }
  return outcome;
}

function expectedCell(row: Row, persona: Persona) {
  const status = row.expect[persona];
  if (!row.lists || status !== 200) return String(status);
  return `${status} ${row.sees?.includes(persona) ? "sees" : "-"}`;
}

beforeAll(async () => {
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => db.$disconnect());

/** A row's name as method and path pattern: "GET /api/bookings/{booking}" -> "GET /api/bookings/_". */
function routeKey(name: string) {
  const [methods, url] = name.replace(/\{[^}]*\}|\[[^\]]*\]|\*/g, "_").split(" ");
  return methods!.split("|").map((m) => `${m} ${url!.split("?")[0]}`);
}

describe("the matrix covers every route", () => {
  it("has a row (or a stated reason) for every method of every route under app/api", () => {
    const root = path.resolve(__dirname, "../../app/api");
    const routes: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.name === "route.ts") {
          const url = `/api/${path.relative(root, dir).split(path.sep).join("/")}`;
          const source = fs.readFileSync(full, "utf8");
          const methods = new Set(
            [
              ...source.matchAll(
                /export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/g,
              ),
            ].map((m) => m[1]),
          );
          if (url.includes("[...")) methods.add("GET").add("POST"); // Auth.js re-exports its handlers
          for (const m of methods) routes.push(...routeKey(`${m} ${url}`));
        }
      }
    };
    walk(root);
    expect(routes.length).toBeGreaterThan(70);
    const covered = new Set(
      [...ROWS, ...Object.keys(NOT_ACTOR_ROUTES).map((name) => ({ name }))].flatMap((r) =>
        routeKey(r.name),
      ),
    );
    expect(routes.filter((r) => !covered.has(r)).sort()).toEqual([]);
  });

  it("takes a before/after snapshot on every row that changes something", () => {
    expect(ROWS.filter((r) => r.mutates && !r.snapshot).map((r) => r.name)).toEqual([]);
  });
});

describe("authorization matrix", () => {
  for (const side of ["a", "b"] as const) {
    it(`every route x caller, on side ${side.toUpperCase()}'s objects`, async () => {
      const expected: Record<string, Record<string, string>> = {};
      const actual: Record<string, Record<string, string>> = {};
      const w = await buildWorld();
      const snapshot = await snapshotDatabase();
      for (const row of ROWS) {
        expected[row.name] = {};
        actual[row.name] = {};
        // Refused calls change nothing (checked), so they share one world; after a call
        // that may have changed something, the next cell gets the world as it was built.
        const order = [...PERSONAS].sort((p, q) => row.expect[q] - row.expect[p]);
        for (const persona of order) {
          // On side B the roles of A and B swap: B's own object is what A's was.
          const caller = side === "a" ? persona : mirror(persona);
          expected[row.name]![caller] = expectedCell(row, persona);
          const outcome = await runCell(w, row, side, caller);
          actual[row.name]![caller] = outcome;
          if (row.mutates && Number(outcome.slice(0, 3)) < 400) await snapshot.restore();
        }
      }
      await snapshot.drop();
      expect(actual).toEqual(expected);
    }, 600_000);
  }
});
