/**
 * Property-based bad input: fast-check generates invalid payloads (wrong types, NUL bytes,
 * huge strings, negative/huge/fractional numbers, arrays and objects where scalars go,
 * impossible dates, odd unicode, broken JSON, bad ids in the path) for every mutating API
 * route and for the query strings of the list routes, and sends each to the real route
 * handler against a real database. For every payload: the answer is a 4xx (never a 5xx,
 * never a success), and no row of the application's tables changed.
 *
 * Payloads are invalid by construction and then checked: a generated payload that the
 * route's own shared zod schema would accept (and that holds no NUL byte) is skipped, so
 * every payload sent must be refused. Money fields (a tip) are judged by what docs/api.md
 * documents as valid, written here (DOCUMENTED_MONEY), never by the product's schema: a
 * schema grown too loose (a fractional tip accepted) cannot hide its own mistake.
 * Mutation caught: tipCentsField without .int() (a fractional tip accepted) fails
 * "POST /api/create-payment-intent" (the property, through offMoney: a 5xx) and its
 * boundaries "tip of half a cent" and "tip of 150.5 cents". Routes whose refusal does not come from a schema
 * (logout, Auth.js, Stripe's webhook) only have to answer below 500 without changing rows.
 *
 * To replay a failure, run with FC_SEED=<seed> (fast-check prints the seed and path).
 */
import fc from "fast-check";
import Stripe from "stripe";
import { NextRequest } from "next/server";
import type { z } from "zod";
import { DELETE as adminCatererDelete } from "@/app/api/admin/caterers/[id]/route";
import { PATCH as adminCatererPatch } from "@/app/api/admin/caterers/[id]/route";
import { GET as adminCaterersGet, POST as adminCaterersPost } from "@/app/api/admin/caterers/route";
import { GET as adminBookingsGet } from "@/app/api/admin/bookings/route";
import { PUT as adminBookingPut } from "@/app/api/admin/bookings/[id]/route";
import { PATCH as adminBookingStatusPatch } from "@/app/api/admin/bookings/[id]/status/route";
import { GET as adminAuditGet } from "@/app/api/admin/audit/route";
import { POST as approveRoute } from "@/app/api/admin/caterer-applications/[id]/approve/route";
import { POST as openRoute } from "@/app/api/admin/caterer-applications/[id]/open/route";
import { POST as rejectRoute } from "@/app/api/admin/caterer-applications/[id]/reject/route";
import { POST as requestChangesRoute } from "@/app/api/admin/caterer-applications/[id]/request-changes/route";
import { GET as adminApplicationsGet } from "@/app/api/admin/caterer-applications/route";
import { GET as adminUsersGet, POST as adminUsersPost } from "@/app/api/admin/users/route";
import {
  DELETE as adminUserDelete,
  PATCH as adminUserPatch,
  PUT as adminUserPut,
} from "@/app/api/admin/users/[id]/route";
import { PATCH as adminUserStatusPatch } from "@/app/api/admin/users/[id]/status/route";
import { POST as loginRoute } from "@/app/api/auth/login/route";
import { POST as logoutRoute } from "@/app/api/auth/logout/route";
import { PATCH as patchMeRoute } from "@/app/api/auth/me/route";
import { POST as signupRoute } from "@/app/api/auth/signup/route";
import { PATCH as bookingStatusRoute } from "@/app/api/bookings/[id]/status/route";
import { GET as bookingsGet, POST as bookingsPost } from "@/app/api/bookings/route";
import { PATCH as applicationPatch } from "@/app/api/caterer-applications/[id]/route";
import { POST as applicationSubmit } from "@/app/api/caterer-applications/[id]/submit/route";
import { POST as applicationsPost } from "@/app/api/caterer-applications/route";
import {
  DELETE as availabilityDelete,
  PUT as availabilityPut,
} from "@/app/api/caterers/[id]/availability/[availId]/route";
import {
  GET as availabilityGet,
  POST as availabilityPost,
} from "@/app/api/caterers/[id]/availability/route";
import { GET as caterersGet } from "@/app/api/caterers/route";
import { POST as createIntentRoute } from "@/app/api/create-payment-intent/route";
import { PUT as cartEventPut } from "@/app/api/cart/event/route";
import { POST as cartLinesPost } from "@/app/api/cart/lines/route";
import { DELETE as cartLineDelete, PATCH as cartLinePatch } from "@/app/api/cart/lines/[id]/route";
import { POST as cartMergePost } from "@/app/api/cart/merge/route";
import { POST as eventIntentPost } from "@/app/api/events/[id]/payment-intent/route";
import { POST as eventConfirmPost } from "@/app/api/events/[id]/payment/confirm/route";
import { DELETE as dishDelete, PATCH as dishPatch } from "@/app/api/dishes/[id]/route";
import { GET as dishesGet, POST as dishesPost } from "@/app/api/dishes/route";
import { POST as nextAuthPost } from "@/app/api/nextauth/[...nextauth]/route";
import { POST as paymentSuccessRoute } from "@/app/api/payment/success/route";
import { POST as testConfirmRoute } from "@/app/api/test-payments/confirm/route";
import { PATCH as passwordRoute } from "@/app/api/users/[id]/password/route";
import { POST as reviewPost } from "@/app/api/bookings/[id]/review/route";
import { POST as replyPost } from "@/app/api/reviews/[id]/reply/route";
import { POST as hideReviewPost } from "@/app/api/admin/reviews/[id]/hide/route";
import { PUT as myPermitPut } from "@/app/api/permits/mine/route";
import { POST as myPermitDocumentPost } from "@/app/api/permits/mine/document/route";
import { POST as verifyPermitPost } from "@/app/api/admin/permits/[userId]/verify/route";
import { POST as webhookRoute } from "@/app/api/webhooks/stripe/route";
import { addDaysIso, isoToUtcDate, isValidIsoDate, todayIso } from "@/lib/dates";
import { createMyApplication, submitMyApplication } from "@/lib/server/applications/my-application";
import { auditQuerySchema } from "@/lib/server/audit/list-audit";
import { hashPassword } from "@/lib/server/auth/password";
import { createBooking } from "@/lib/server/lines/create-booking";
import { createReview } from "@/lib/server/reviews/create-review";
import { addMyCartLines } from "@/lib/server/event-cart/my-cart";
import { db } from "@/lib/server/db";
import { MAX_BODY_BYTES } from "@/lib/server/http/handle-route";
import {
  adminBookingListQuerySchema,
  adminBookingStatusSchema,
  adminBookingUpdateSchema,
} from "@/lib/lines/admin-schemas";
import { adminListQuerySchema } from "@/lib/validation/list-query";
import {
  adminUserCreateSchema,
  adminUserListQuerySchema,
  adminUserPatchSchema,
  adminUserUpdateSchema,
  userStatusSchema,
} from "@/lib/users/schemas";
import {
  applicationListQuerySchema,
  rejectApplicationSchema,
  requestChangesSchema,
} from "@/lib/applications/review-schemas";
import {
  changePasswordSchema,
  loginSchema,
  profilePatchSchema,
  signupSchema,
} from "@/lib/auth/schemas";
import { availabilitySchema } from "@/lib/availability/schemas";
import { bookingListQuerySchema, bookingSchema, statusChangeSchema } from "@/lib/lines/schemas";
import { catererQuerySchema, searchParamsToObject } from "@/lib/browse/schemas";
import { applicationSchema } from "@/lib/applications/schemas";
import { adminCatererSchema } from "@/lib/kitchens/schemas";
import { dishSchema, dishUpdateSchema } from "@/lib/dishes/schemas";
import { toId } from "@/lib/validation/id";
import { permitDocumentSchema, permitSchema } from "@/lib/permits/schemas";
import { hideReviewSchema, reviewReplySchema, reviewSchema } from "@/lib/reviews/schemas";
import {
  addCartLinesSchema,
  cartEventSchema,
  updateCartLineSchema,
  visitorCartSchema,
} from "@/lib/event-cart/schemas";
import {
  createPaymentIntentSchema,
  eventPaymentConfirmSchema,
  paymentSuccessSchema,
  testCardSchema,
} from "@/lib/money/schemas";
import { sampleCaterer, sampleOrderEdit, sampleUser } from "../support/admin-routes";
import {
  makeDish,
  makeUser,
  signedIn,
  signedInCaterer,
  withSession,
  makeDate,
} from "../support/fixtures";
import { call, type RouteHandler } from "../support/http";
import { startFakeStripe } from "../support/fake-stripe";
import { setEnv } from "../support/payments";
import { POST as bookingThreadPost } from "@/app/api/bookings/[id]/thread/route";
import { GET as threadsGet } from "@/app/api/messages/route";
import { POST as threadPost } from "@/app/api/messages/[threadId]/route";
import { POST as threadReadPost } from "@/app/api/messages/[threadId]/read/route";
import { PATCH as messagePatch } from "@/app/api/messages/[threadId]/[messageId]/route";
import { markReadSchema, messageSchema, threadListSchema } from "@/lib/messages/schemas";
import { postBookingMessage } from "@/lib/server/messages/post-message";
import { resetDatabase } from "../support/reset-db";

type Json = unknown;
/** What is sent: a JSON value, or raw text that need not be JSON at all. */
type Payload = { json: Json } | { raw: string };

/** Counterexamples print cut short: some payloads are tens of kilobytes. */
function short<T extends object>(value: T): T {
  const copy = { ...value };
  Object.defineProperty(copy, fc.toStringMethod, {
    enumerable: false,
    value: () => {
      const text = fc.stringify(value);
      return text.length > 400 ? `${text.slice(0, 400)}... (${text.length} chars)` : text;
    },
  });
  return copy;
}

const PASSWORD = "password123";
/** Runs per route; the total over all routes is checked to be at least MIN_TOTAL. */
const RUNS = 32;
const MIN_TOTAL = 1000;
const seed = process.env.FC_SEED ? Number(process.env.FC_SEED) : undefined;
/** Bad payloads sent so far; each test checks that it sent at least RUNS of its own. */
let sent = 0;
const WEBHOOK_SECRET = "whsec_test_secret";
/** The webhook route's own body limit (app/api/webhooks/stripe/route.ts). */
const WEBHOOK_MAX_BYTES = 256 * 1024;

// ------------------------------------------------------------------------- generators

const hasNul = (value: unknown, depth = 0): boolean => {
  if (typeof value === "string") return value.includes("\u0000");
  if (!value || typeof value !== "object" || depth > 20) return false;
  return Object.entries(value).some(([k, v]) => k.includes("\u0000") || hasNul(v, depth + 1));
};

const nulString = fc
  .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
  .map(([a, b]) => `${a}\u0000${b}`);
/** Longer than any field allows; some longer than the whole body may be. */
const hugeString = fc
  .tuple(fc.integer({ min: 2_100, max: 80_000 }), fc.constantFrom("x", "é", "😀", "9", " "))
  .map(([n, c]) => c.repeat(n));
const strangeNumber = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 1.5, 2.000001, 1e21, -1e21, 2 ** 31, 2 ** 53 + 2, 1e308),
  fc.constantFrom(Number.MAX_VALUE, Number.MIN_VALUE, -Number.MAX_SAFE_INTEGER, 0.1 + 0.2),
  fc.integer({ min: -2_147_483_648, max: 0 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const numericText = fc.constantFrom(
  "-1",
  "0",
  "1.5",
  "1e3",
  "0x10",
  " 3 ",
  "3.0",
  "+4",
  "NaN",
  "Infinity",
  "99999999999999999999",
  "1_000",
  "٣",
  "",
);
const strangeDate = fc.oneof(
  fc.constantFrom(
    "2024-02-30",
    "2023-02-29",
    "0000-00-00",
    "9999-99-99",
    "+275760-09-13",
    "2024-1-1",
    "2024-13-01",
    "2024-00-10",
    "01/02/2030",
    "tomorrow",
    "1999-12-31",
    "2030-06-01T12:00:00Z",
    "２０３０-０１-０１",
    "25:61",
    "-001-01-01",
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
  fc.integer().map((n) => n),
);
const oddUnicode = fc.oneof(
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.constantFrom("\u202e", "\ufeff", "𝕏𝕐", "\ud800", "👨‍👩‍👧‍👦", "ﷺ", "ñ\u0301", "\u2028\u2029"),
);
const wrongType = fc.oneof(
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.boolean()), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), {
    maxKeys: 3,
  }),
  fc.anything({ maxDepth: 2 }),
);
/** One bad value for a field of any type. */
const badValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 3, arbitrary: wrongType },
  { weight: 2, arbitrary: nulString },
  { weight: 1, arbitrary: hugeString },
  { weight: 2, arbitrary: strangeNumber },
  { weight: 2, arbitrary: numericText },
  { weight: 2, arbitrary: strangeDate },
  { weight: 2, arbitrary: oddUnicode },
);
/** A bad value that can travel in a query string. */
const badText: fc.Arbitrary<string> = fc.oneof(
  nulString,
  hugeString.map((s) => s.slice(0, 3000)),
  numericText,
  strangeDate.map(String),
  oddUnicode,
  strangeNumber.map(String),
  fc.string({ maxLength: 12 }),
);

/** A whole body that is not the expected object at all. */
const badBody: fc.Arbitrary<Payload> = fc
  .oneof(
    badValue.filter((v) => v !== undefined).map((json) => ({ json })),
    fc.string({ maxLength: 40 }).map((raw) => ({ raw })),
    fc
      .constantFrom("{", '{"a":', "[1,2", "nul", "{'a':1}", "\u0000", '{"x":1}garbage')
      .map((raw) => ({
        raw,
      })),
    fc.integer({ min: 1000, max: 5000 }).map((n) => ({ raw: "[".repeat(n) + "]".repeat(n) })),
    fc.constant({ raw: `{"pad":"${"x".repeat(MAX_BODY_BYTES)}"}` }),
  )
  .map(short);

/** A valid body with one to three fields replaced by bad values (undefined drops it). */
function corrupted(sample: Record<string, Json>): fc.Arbitrary<Payload> {
  const keys = Object.keys(sample);
  return fc
    .tuple(
      fc.shuffledSubarray(keys, { minLength: 1, maxLength: Math.min(3, keys.length) }),
      fc.array(badValue, { minLength: 3, maxLength: 3 }),
    )
    .map(([chosen, values]) => {
      const body: Record<string, Json> = { ...sample };
      chosen.forEach((k, i) => (body[k] = values[i]));
      return { json: body };
    });
}

/**
 * The tip docs/api.md documents for POST /api/create-payment-intent and
 * POST /api/events/{id}/payment-intent: "optional tipCents (integer cents, 0 or more, at most
 * the amount due)". Written from the docs, not read from the schema.
 */
function documentedTip(value: Json, dueCents: number): boolean {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= dueCents;
}

/**
 * A valid body with one money field set near what the API documents as valid but not in
 * it: fractions of a cent, negatives, text, a cent or more over the limit. Which values are
 * out is decided by the documented rule (`money`), so the schema cannot hide a loose rule.
 */
function offMoney(
  sample: Record<string, Json>,
  money: Record<string, (value: Json) => boolean>,
): fc.Arbitrary<Payload> {
  const near = fc.oneof(
    fc.integer({ min: 0, max: 100_000 }).map((n) => n + 0.5),
    fc.double({ min: 0, max: 100_000, noNaN: true }),
    fc.integer({ min: -100_000, max: -1 }),
    fc.integer({ min: 0, max: 2_000_000 }),
    fc.integer({ min: 0, max: 100_000 }).map(String),
  );
  return fc
    .tuple(fc.constantFrom(...Object.keys(money)), near)
    .filter(([field, value]) => !money[field]!(value))
    .map(([field, value]) => ({ json: { ...sample, [field]: value } }));
}

/** A route segment that is not a positive int4 id. */
const badId = fc
  .oneof(
    fc.constantFrom("0", "-1", "1.5", "1e3", "01", "2147483648", "99999999999999999999"),
    fc.constantFrom("NaN", "null", "", " 1", "1 ", "0x1", "\u0000", "1\u0000", "١", "[1]"),
    fc.string({ unit: "binary", maxLength: 12 }),
  )
  .filter((s) => toId(s) === null);

// ------------------------------------------------------------------------- checks

/** The text the server reads: what the Request encodes to UTF-8 and back. */
function textOf(payload: Payload): string | undefined {
  const text = "raw" in payload ? payload.raw : JSON.stringify(payload.json);
  return text === undefined ? undefined : Buffer.from(text, "utf8").toString("utf8");
}

/**
 * Whether the route must refuse the payload: no JSON, too big, a NUL, a money field the API
 * documents as invalid, or the schema says no to the rest.
 */
function mustRefuse(
  schema: z.ZodType | null,
  payload: Payload,
  money?: BodyRoute["money"],
): boolean {
  const text = textOf(payload);
  if (text === undefined) return !schema || !schema.safeParse({}).success;
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) return true;
  let value: unknown = {};
  if (text.trim()) {
    try {
      value = JSON.parse(text);
    } catch {
      return true;
    }
  }
  if (hasNul(value)) return true;
  if (money && value && typeof value === "object" && !Array.isArray(value)) {
    const rest: Record<string, unknown> = { ...value };
    for (const [field, documented] of Object.entries(money)) {
      if (!(field in rest)) continue;
      if (rest[field] !== undefined && !documented(rest[field] as Json)) return true;
      delete rest[field];
    }
    value = rest;
  }
  return !schema || !schema.safeParse(value).success;
}

/** Every row of the application's tables, as one digest per table (tables are small). */
async function fingerprint() {
  const tables = [
    "users",
    "caterers",
    "dishes",
    "bookings",
    "availability",
    "caterer_applications",
    "test_payment_intents",
    "audit_log",
    "email_outbox",
    "scheduled_jobs",
    "processed_webhook_events",
    "reviews",
    "kitchen_permits",
    "stored_files",
    "event_carts",
    "event_cart_lines",
    "catering_events",
    "test_payment_refunds",
    "message_threads",
    "messages",
    "message_revisions",
    "message_thread_states",
  ];
  const digests = tables
    .map(
      (t) =>
        `(SELECT md5(coalesce(string_agg(x::text, '|' ORDER BY x::text), '')) FROM "${t}" x) AS "${t}"`,
    )
    .join(", ");
  const rows = await db.$queryRawUnsafe<Record<string, string>[]>(
    `SELECT ${digests}, (SELECT count(*)::int FROM sessions) AS sessions`,
  );
  return rows[0]!;
}

type Sent = { status: number; json: unknown };

/** The outcome every bad payload must have; a failure message names what went wrong. */
async function expectRefused(request: () => Promise<Sent>, strict: boolean) {
  const before = await fingerprint();
  const res = await request();
  sent++;
  const answer = `${res.status} ${JSON.stringify(res.json)?.slice(0, 300)}`;
  if (res.status >= 500) throw new Error(`5xx: ${answer}`);
  if (strict && res.status < 400) throw new Error(`accepted a bad payload: ${answer}`);
  const after = await fingerprint();
  const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
  if (changed.length) throw new Error(`rows of ${changed.join(", ")} changed (${answer})`);
}

// ------------------------------------------------------------------------- the world

let w: Awaited<ReturnType<typeof buildWorld>>;

async function buildWorld() {
  await resetDatabase();
  const passwordHash = await hashPassword(PASSWORD);
  const customer = await signedIn("user", "Casey");
  const kitchen = await signedInCaterer("Rosa");
  const admin = await signedIn("admin", "Admin");
  const applicant = await signedIn("user", "Drafter");
  const submitter = await signedIn("user", "Submitter");
  const newcomer = await signedIn("user", "Newcomer");
  const target = await makeUser("user", "Target");
  await db.user.updateMany({ data: { passwordHash } });
  const dish = await makeDish(kitchen.caterer.id);
  const availability = await makeDate(kitchen.caterer.id, addDaysIso(todayIso(), 40));
  const booking = await createBooking(customer.actor, {
    catererId: kitchen.caterer.id,
    dishId: dish.id,
    customerName: "Casey Morgan",
    customerEmail: "casey@example.com",
    eventDate: addDaysIso(todayIso(), 10),
    eventTime: "18:00",
    traySize: "large",
    quantity: 2,
  });
  const application = {
    businessName: "Draft Kitchen",
    cuisineTags: ["Italian"],
    serviceArea: "Brooklyn",
    description: "Family recipes cooked fresh for every event, from small parties to weddings.",
    phone: "555-0100",
    termsAccepted: true,
  };
  const draft = await createMyApplication(applicant.actor, application);
  const submitted = await createMyApplication(submitter.actor, application);
  await submitMyApplication(submitter.actor, submitted.id);
  // A completed booking with a review: the review, reply and hide routes act on it.
  const served = await createBooking(customer.actor, {
    catererId: kitchen.caterer.id,
    dishId: dish.id,
    customerName: "Casey Morgan",
    customerEmail: "casey@example.com",
    eventDate: addDaysIso(todayIso(), 11),
    eventTime: "18:00",
    traySize: "medium",
    quantity: 1,
  });
  await db.booking.update({
    where: { id: served.id },
    // A reviewable booking: completed, paid, its event past (docs/product-rules.md §12).
    data: {
      status: "completed",
      eventDate: isoToUtcDate(addDaysIso(todayIso(), -2)),
      paymentStatus: "paid",
      paymentAmount: served.totalPrice,
      paidAt: new Date(),
    },
  });
  const review = await createReview(customer.actor, served.id, {
    rating: 5,
    comment: "Lovely food",
  });
  // A session of its own, so that nothing else depends on it.
  const spare = await withSession(target);
  const customerEmail = (await db.user.findUniqueOrThrow({ where: { id: customer.user.id } }))
    .email;
  const cart = await addMyCartLines(customer.actor, {
    lines: [{ dishId: dish.id, traySize: "medium", quantity: 2 }],
  });
  const cartLine = { id: cart.lines[0]!.id! };
  // The order's conversation with one message of the customer's (product-rules §18).
  const message = await postBookingMessage(customer.actor, booking.id, { body: "Is it nut free?" });
  const thread = {
    id: (await db.messageThread.findUniqueOrThrow({ where: { bookingId: booking.id } })).id,
  };
  return {
    thread,
    message,
    customerEmail,
    customer,
    kitchen,
    admin,
    applicant,
    newcomer,
    target,
    dish,
    availability,
    booking,
    draft,
    submitted,
    application,
    spare,
    served,
    review,
    cartLine,
    bookingDueCents: (await db.booking.findUniqueOrThrow({ where: { id: booking.id } })).totalPrice,
  };
}

// ------------------------------------------------------------------------- the routes

type BodyRoute = {
  name: string;
  handler: RouteHandler;
  method: "POST" | "PUT" | "PATCH" | "DELETE";
  /** The path and params for valid ids, or for the bad id given. */
  path: (bad?: string) => { path: string; params?: Record<string, string> };
  token: () => string | undefined;
  /** The schema the route's domain function parses the body with; null: no body is read. */
  schema: z.ZodType | null;
  /** A body the route accepts (for routes that read one); corrupted to make bad ones. */
  sample?: () => Record<string, Json>;
  /** Refusals that are not the schema's (nothing to accept): only < 500 and no change. */
  lenient?: boolean;
  /** Money fields, each judged by what docs/api.md documents as valid (not the schema). */
  money?: Record<string, (value: Json) => boolean>;
};

const byId =
  (base: string, id: () => number, suffix = "") =>
  (bad?: string) => {
    const value = bad ?? String(id());
    return { path: `${base}/${encodeURIComponent(value)}${suffix}`, params: { id: value } };
  };

const dishBody = () => ({
  name: "Baked Ziti",
  description: "Pasta baked with ricotta and tomato sauce.",
  category: "main",
  dietaryTags: ["vegetarian"],
  spiceLevel: "mild",
  ingredients: ["pasta", "ricotta"],
  allergens: ["dairy"],
  imageUrls: ["/images/dishes/ziti.svg"],
  mediumTrayPrice: "45.00",
  largeTrayPrice: 80,
  preparationTime: 60,
  servingSize: "10-12 people",
  isSignatureDish: false,
  isPopular: true,
});

const ROUTES: BodyRoute[] = [
  // ---- account
  {
    name: "POST /api/auth/signup",
    handler: signupRoute,
    method: "POST",
    path: () => ({ path: "/api/auth/signup" }),
    token: () => undefined,
    schema: signupSchema,
    sample: () => ({
      email: "fresh@example.com",
      password: PASSWORD,
      firstName: "Fresh",
      lastName: "Person",
      phone: "555-0100",
      role: "user",
    }),
  },
  {
    name: "POST /api/auth/login",
    handler: loginRoute,
    method: "POST",
    path: () => ({ path: "/api/auth/login" }),
    token: () => undefined,
    schema: loginSchema,
    sample: () => ({ email: w.customerEmail, password: PASSWORD }),
  },
  {
    name: "POST /api/auth/logout (bad tokens)",
    handler: logoutRoute,
    method: "POST",
    path: () => ({ path: "/api/auth/logout" }),
    token: () => undefined,
    schema: null,
    lenient: true,
  },
  {
    name: "PATCH /api/auth/me",
    handler: patchMeRoute,
    method: "PATCH",
    path: () => ({ path: "/api/auth/me" }),
    token: () => w.customer.token,
    schema: profilePatchSchema,
    sample: () => ({
      firstName: "Renamed",
      lastName: "Person",
      phone: "555-0101",
      profileImageUrl: "/images/me.png",
    }),
  },
  {
    name: "PATCH /api/users/{id}/password",
    handler: passwordRoute,
    method: "PATCH",
    path: byId("/api/users", () => w.customer.user.id, "/password"),
    token: () => w.customer.token,
    schema: changePasswordSchema,
    sample: () => ({ currentPassword: PASSWORD, newPassword: "another-pass-1" }),
  },
  // ---- bookings and payments
  {
    name: "POST /api/bookings",
    handler: bookingsPost,
    method: "POST",
    path: () => ({ path: "/api/bookings" }),
    token: () => w.customer.token,
    schema: bookingSchema,
    sample: () => ({
      catererId: w.kitchen.caterer.id,
      dishId: w.dish.id,
      customerName: "Pat Doe",
      customerEmail: "pat@example.com",
      customerPhone: "555-0102",
      eventDate: addDaysIso(todayIso(), 30),
      eventTime: "12:00",
      traySize: "medium",
      quantity: 1,
      specialRequests: "No nuts",
      totalPrice: 55,
    }),
  },
  {
    name: "POST /api/cart/lines",
    handler: cartLinesPost,
    method: "POST",
    path: () => ({ path: "/api/cart/lines" }),
    token: () => w.customer.token,
    schema: addCartLinesSchema,
    sample: () => ({
      lines: [{ dishId: w.dish.id, traySize: "large", quantity: 3, specialRequests: "No nuts" }],
    }),
  },
  {
    name: "PATCH /api/cart/lines/{id}",
    handler: cartLinePatch,
    method: "PATCH",
    path: byId("/api/cart/lines", () => w.cartLine.id),
    token: () => w.customer.token,
    schema: updateCartLineSchema,
    sample: () => ({ traySize: "large", quantity: 3, specialRequests: "No nuts" }),
  },
  {
    name: "DELETE /api/cart/lines/{id}",
    handler: cartLineDelete,
    method: "DELETE",
    path: byId("/api/cart/lines", () => w.cartLine.id),
    token: () => w.customer.token,
    schema: null,
  },
  {
    name: "PUT /api/cart/event",
    handler: cartEventPut,
    method: "PUT",
    path: () => ({ path: "/api/cart/event" }),
    token: () => w.customer.token,
    schema: cartEventSchema,
    sample: () => ({
      eventDate: addDaysIso(todayIso(), 30),
      eventTime: "12:00",
      deliveryAddress: "1 Main St",
      guestCount: 30,
      customerName: "Pat Doe",
      customerEmail: "pat@example.com",
      customerPhone: "555-0102",
    }),
  },
  {
    name: "POST /api/cart/merge",
    handler: cartMergePost,
    method: "POST",
    path: () => ({ path: "/api/cart/merge" }),
    token: () => w.customer.token,
    schema: visitorCartSchema,
    sample: () => ({
      event: { eventDate: addDaysIso(todayIso(), 30), guestCount: 12 },
      lines: [{ dishId: w.dish.id, traySize: "medium", quantity: 1 }],
    }),
  },
  {
    name: "POST /api/events/{id}/payment-intent",
    handler: eventIntentPost,
    method: "POST",
    path: byId("/api/events", () => 1, "/payment-intent"),
    token: () => w.customer.token,
    schema: null,
  },
  {
    name: "POST /api/events/{id}/payment/confirm",
    handler: eventConfirmPost,
    method: "POST",
    path: byId("/api/events", () => 1, "/payment/confirm"),
    token: () => w.customer.token,
    schema: eventPaymentConfirmSchema,
    sample: () => ({ paymentIntentId: "tpi_unknown" }),
  },
  {
    name: "PATCH /api/bookings/{id}/status",
    handler: bookingStatusRoute,
    method: "PATCH",
    path: byId("/api/bookings", () => w.booking.id, "/status"),
    token: () => w.kitchen.token,
    schema: statusChangeSchema,
    sample: () => ({ status: "confirmed", comments: "See you then" }),
  },
  {
    name: "POST /api/create-payment-intent",
    handler: createIntentRoute,
    method: "POST",
    path: () => ({ path: "/api/create-payment-intent" }),
    token: () => w.customer.token,
    schema: createPaymentIntentSchema,
    sample: () => ({ bookingId: w.booking.id, tipCents: 500 }),
    money: { tipCents: (v) => documentedTip(v, w.bookingDueCents) },
  },
  {
    name: "POST /api/payment/success",
    handler: paymentSuccessRoute,
    method: "POST",
    path: () => ({ path: "/api/payment/success" }),
    token: () => w.customer.token,
    schema: paymentSuccessSchema,
    sample: () => ({ bookingId: w.booking.id, paymentIntentId: "tpi_unknown" }),
  },
  {
    name: "POST /api/test-payments/confirm",
    handler: testConfirmRoute,
    method: "POST",
    path: () => ({ path: "/api/test-payments/confirm" }),
    token: () => undefined,
    schema: testCardSchema,
    sample: () => ({
      clientSecret: "tpi_1_secret_x",
      number: "4242 4242 4242 4242",
      expiry: "12/34",
      cvc: "123",
    }),
  },
  // ---- caterer applications
  {
    name: "POST /api/caterer-applications",
    handler: applicationsPost,
    method: "POST",
    path: () => ({ path: "/api/caterer-applications" }),
    token: () => w.newcomer.token,
    schema: applicationSchema,
    sample: () => ({ ...w.application, status: "draft" }),
  },
  {
    name: "PATCH /api/caterer-applications/{id}",
    handler: applicationPatch,
    method: "PATCH",
    path: byId("/api/caterer-applications", () => w.draft.id),
    token: () => w.applicant.token,
    schema: applicationSchema,
    sample: () => ({ ...w.application, businessName: "Renamed Kitchen" }),
  },
  {
    name: "POST /api/caterer-applications/{bad id}/submit",
    handler: applicationSubmit,
    method: "POST",
    path: byId("/api/caterer-applications", () => w.draft.id, "/submit"),
    token: () => w.applicant.token,
    schema: null,
  },
  // ---- kitchen
  {
    name: "POST /api/caterers/{id}/availability",
    handler: availabilityPost,
    method: "POST",
    path: byId("/api/caterers", () => w.kitchen.caterer.id, "/availability"),
    token: () => w.kitchen.token,
    schema: availabilitySchema,
    sample: () => ({
      date: addDaysIso(todayIso(), 50),
      isAvailable: true,
      maxOrders: 4,
      currentOrders: 0,
      notes: "Short day",
    }),
  },
  {
    name: "PUT /api/caterers/{id}/availability/{availId}",
    handler: availabilityPut,
    method: "PUT",
    path: (bad) => {
      const id = String(w.kitchen.caterer.id);
      const availId = bad ?? String(w.availability.id);
      return {
        path: `/api/caterers/${id}/availability/${encodeURIComponent(availId)}`,
        params: { id, availId },
      };
    },
    token: () => w.kitchen.token,
    schema: availabilitySchema,
    sample: () => ({
      date: addDaysIso(todayIso(), 40),
      isAvailable: false,
      maxOrders: 3,
      notes: "Closed",
    }),
  },
  {
    name: "DELETE /api/caterers/{id}/availability/{bad availId}",
    handler: availabilityDelete,
    method: "DELETE",
    path: (bad) => {
      const id = String(w.kitchen.caterer.id);
      const availId = bad ?? String(w.availability.id);
      return {
        path: `/api/caterers/${id}/availability/${encodeURIComponent(availId)}`,
        params: { id, availId },
      };
    },
    token: () => w.kitchen.token,
    schema: null,
  },
  {
    name: "POST /api/dishes",
    handler: dishesPost,
    method: "POST",
    path: () => ({ path: "/api/dishes" }),
    token: () => w.kitchen.token,
    schema: dishSchema,
    sample: dishBody,
  },
  {
    name: "PATCH /api/dishes/{id}",
    handler: dishPatch,
    method: "PATCH",
    path: byId("/api/dishes", () => w.dish.id),
    token: () => w.kitchen.token,
    schema: dishUpdateSchema,
    sample: dishBody,
  },
  {
    name: "DELETE /api/dishes/{bad id}",
    handler: dishDelete,
    method: "DELETE",
    path: byId("/api/dishes", () => w.dish.id),
    token: () => w.kitchen.token,
    schema: null,
  },
  // ---- trust: reviews and permits
  {
    name: "POST /api/bookings/{id}/review",
    handler: reviewPost,
    method: "POST",
    path: byId("/api/bookings", () => w.booking.id, "/review"),
    token: () => w.customer.token,
    schema: reviewSchema,
    sample: () => ({ rating: 4, comment: "Everyone loved the trays" }),
  },
  {
    name: "POST /api/reviews/{id}/reply",
    handler: replyPost,
    method: "POST",
    path: byId("/api/reviews", () => w.review.id, "/reply"),
    token: () => w.kitchen.token,
    schema: reviewReplySchema,
    sample: () => ({ reply: "Thank you for ordering" }),
  },
  {
    name: "POST /api/admin/reviews/{id}/hide",
    handler: hideReviewPost,
    method: "POST",
    path: byId("/api/admin/reviews", () => w.review.id, "/hide"),
    token: () => w.admin.token,
    schema: hideReviewSchema,
    sample: () => ({ reason: "Abusive language" }),
  },
  {
    name: "PUT /api/permits/mine",
    handler: myPermitPut,
    method: "PUT",
    path: () => ({ path: "/api/permits/mine" }),
    token: () => w.applicant.token,
    schema: permitSchema,
    sample: () => ({
      permitType: "cottage_food_registration",
      permitNumber: "CF-1234",
      issuingAuthority: "County Health Department",
      expiresOn: addDaysIso(todayIso(), 200),
    }),
  },
  {
    name: "POST /api/permits/mine/document",
    handler: myPermitDocumentPost,
    method: "POST",
    path: () => ({ path: "/api/permits/mine/document" }),
    token: () => w.applicant.token,
    schema: permitDocumentSchema,
    sample: () => ({ contentBase64: "JVBERi0xLjQK" }),
  },
  {
    name: "POST /api/admin/permits/{bad userId}/verify",
    handler: verifyPermitPost,
    method: "POST",
    path: (bad) => {
      const value = bad ?? String(w.applicant.user.id);
      return {
        path: `/api/admin/permits/${encodeURIComponent(value)}/verify`,
        params: { userId: value },
      };
    },
    token: () => w.admin.token,
    schema: null,
  },
  // ---- admin
  {
    name: "POST /api/admin/users",
    handler: adminUsersPost,
    method: "POST",
    path: () => ({ path: "/api/admin/users" }),
    token: () => w.admin.token,
    schema: adminUserCreateSchema,
    sample: () => ({ ...sampleUser }),
  },
  {
    name: "PUT /api/admin/users/{id}",
    handler: adminUserPut,
    method: "PUT",
    path: byId("/api/admin/users", () => w.target.id),
    token: () => w.admin.token,
    schema: adminUserUpdateSchema,
    sample: () => ({ ...sampleUser, email: "edited.person@example.com" }),
  },
  {
    name: "PATCH /api/admin/users/{id}",
    handler: adminUserPatch,
    method: "PATCH",
    path: byId("/api/admin/users", () => w.target.id),
    token: () => w.admin.token,
    schema: adminUserPatchSchema,
    sample: () => ({ ...sampleUser, email: "patched.person@example.com" }),
  },
  {
    name: "PATCH /api/admin/users/{id}/status",
    handler: adminUserStatusPatch,
    method: "PATCH",
    path: byId("/api/admin/users", () => w.target.id, "/status"),
    token: () => w.admin.token,
    schema: userStatusSchema,
    sample: () => ({ isActive: false }),
  },
  {
    name: "DELETE /api/admin/users/{bad id}",
    handler: adminUserDelete,
    method: "DELETE",
    path: byId("/api/admin/users", () => w.target.id),
    token: () => w.admin.token,
    schema: null,
  },
  {
    name: "POST /api/admin/caterers",
    handler: adminCaterersPost,
    method: "POST",
    path: () => ({ path: "/api/admin/caterers" }),
    token: () => w.admin.token,
    schema: adminCatererSchema,
    sample: () => ({ ...sampleCaterer }),
  },
  {
    name: "PATCH /api/admin/caterers/{id}",
    handler: adminCatererPatch,
    method: "PATCH",
    path: byId("/api/admin/caterers", () => w.kitchen.caterer.id),
    token: () => w.admin.token,
    schema: adminCatererSchema.partial(),
    sample: () => ({ ...sampleCaterer }),
  },
  {
    name: "DELETE /api/admin/caterers/{bad id}",
    handler: adminCatererDelete,
    method: "DELETE",
    path: byId("/api/admin/caterers", () => w.kitchen.caterer.id),
    token: () => w.admin.token,
    schema: null,
  },
  {
    name: "PUT /api/admin/bookings/{id}",
    handler: adminBookingPut,
    method: "PUT",
    path: byId("/api/admin/bookings", () => w.booking.id),
    token: () => w.admin.token,
    schema: adminBookingUpdateSchema,
    sample: () => ({ ...sampleOrderEdit, eventDate: addDaysIso(todayIso(), 12) }),
  },
  {
    name: "PATCH /api/admin/bookings/{id}/status",
    handler: adminBookingStatusPatch,
    method: "PATCH",
    path: byId("/api/admin/bookings", () => w.booking.id, "/status"),
    token: () => w.admin.token,
    schema: adminBookingStatusSchema,
    sample: () => ({ status: "confirmed", comments: "Checked" }),
  },
  {
    name: "POST /api/admin/caterer-applications/{bad id}/approve",
    handler: approveRoute,
    method: "POST",
    path: byId("/api/admin/caterer-applications", () => w.submitted.id, "/approve"),
    token: () => w.admin.token,
    schema: null,
  },
  {
    name: "POST /api/admin/caterer-applications/{bad id}/open",
    handler: openRoute,
    method: "POST",
    path: byId("/api/admin/caterer-applications", () => w.submitted.id, "/open"),
    token: () => w.admin.token,
    schema: null,
  },
  {
    name: "POST /api/admin/caterer-applications/{id}/reject",
    handler: rejectRoute,
    method: "POST",
    path: byId("/api/admin/caterer-applications", () => w.submitted.id, "/reject"),
    token: () => w.admin.token,
    schema: rejectApplicationSchema,
    sample: () => ({ adminNotes: "Menu photos are missing" }),
  },
  {
    name: "POST /api/admin/caterer-applications/{id}/request-changes",
    handler: requestChangesRoute,
    method: "POST",
    path: byId("/api/admin/caterer-applications", () => w.submitted.id, "/request-changes"),
    token: () => w.admin.token,
    schema: requestChangesSchema,
    sample: () => ({ adminNotes: "Please add a phone number" }),
  },
  // ---- order conversations
  {
    name: "POST /api/bookings/{id}/thread",
    handler: bookingThreadPost,
    method: "POST",
    path: byId("/api/bookings", () => w.booking.id, "/thread"),
    token: () => w.customer.token,
    schema: messageSchema,
    sample: () => ({ body: "Can the lasagna come without pork?" }),
  },
  {
    name: "POST /api/messages/{threadId}",
    handler: threadPost,
    method: "POST",
    path: (bad) => {
      const value = bad ?? String(w.thread.id);
      return { path: `/api/messages/${encodeURIComponent(value)}`, params: { threadId: value } };
    },
    token: () => w.kitchen.token,
    schema: messageSchema,
    sample: () => ({ body: "Yes, beef only." }),
  },
  {
    name: "POST /api/messages/{threadId}/read",
    handler: threadReadPost,
    method: "POST",
    path: (bad) => {
      const value = bad ?? String(w.thread.id);
      return {
        path: `/api/messages/${encodeURIComponent(value)}/read`,
        params: { threadId: value },
      };
    },
    token: () => w.kitchen.token,
    schema: markReadSchema,
    sample: () => ({ upToMessageId: w.message.id }),
  },
  {
    name: "PATCH /api/messages/{threadId}/{messageId}",
    handler: messagePatch,
    method: "PATCH",
    path: (bad) => {
      const value = bad ?? String(w.message.id);
      return {
        path: `/api/messages/${w.thread.id}/${encodeURIComponent(value)}`,
        params: { threadId: String(w.thread.id), messageId: value },
      };
    },
    token: () => w.customer.token,
    schema: messageSchema,
    sample: () => ({ body: "Is it nut free? And gluten free?" }),
  },
];

/**
 * One bad request for a route: a corrupted body, a body of the wrong shape, or (for routes
 * with an id in the path) a malformed id with a body that is otherwise fine.
 */
function requestFor(route: BodyRoute) {
  const hasId = route.path("1").params !== undefined;
  const bodies = route.sample
    ? fc.oneof(
        { weight: 4, arbitrary: corrupted(route.sample()) },
        { weight: 1, arbitrary: badBody },
        // Money fields just past what the API documents (a fraction of a cent, say).
        ...(route.money ? [{ weight: 4, arbitrary: offMoney(route.sample(), route.money) }] : []),
      )
    : badBody;
  const goodBody: fc.Arbitrary<Payload> = route.sample
    ? fc.constant({ json: route.sample() })
    : badBody;
  const options: fc.WeightedArbitrary<{ bad?: string; body: Payload }>[] = [];
  // Without a schema the body is not read: the id is what must be refused.
  if (route.schema || !hasId)
    options.push({ weight: 3, arbitrary: bodies.map((body) => ({ body })) });
  if (hasId) {
    options.push({
      weight: route.schema ? 1 : 3,
      arbitrary: fc.record({ bad: badId, body: goodBody }),
    });
  }
  return fc.oneof(...options).map(short);
}

async function send(route: BodyRoute, bad: string | undefined, body: Payload, token?: string) {
  const { path, params } = route.path(bad);
  const text = textOf(body);
  return call(route.handler, path, {
    method: route.method,
    params,
    token,
    ...(text === undefined ? {} : { rawBody: text }),
  });
}

// ------------------------------------------------------------------------- boundaries

/**
 * Hand-written payloads just past each rule's edge (one character too long, 0, negative,
 * fractional, a wrong enum value, a required field left out), each with the status and
 * message the rules give. The generators above drop every payload the route's own schema
 * accepts, so they cannot catch a schema that is too loose; these can: the limits are
 * written here, not read from the schema. No schema is strict (an unknown field is dropped,
 * never stored), so extra fields are not refused and have no case.
 */
type Boundary = {
  route: string;
  label: string;
  body: (sample: Record<string, Json>) => Json;
  status: number;
  /** A function when the message names the world's numbers (read once it is built). */
  message: string | (() => string);
};
const set = (changes: Record<string, Json>) => (sample: Record<string, Json>) => {
  const body: Record<string, Json> = { ...sample, ...changes };
  for (const [k, v] of Object.entries(changes)) if (v === undefined) delete body[k];
  return body;
};
const x = (n: number) => "x".repeat(n);
const bad = (
  route: string,
  label: string,
  body: Boundary["body"],
  message: Boundary["message"],
): Boundary => ({
  route,
  label,
  body,
  status: 400,
  message,
});
// prettier-ignore
const BOUNDARIES: Boundary[] = [
  // docs/api.md: tipCents is integer cents, 0 or more, at most the amount due.
  bad("POST /api/create-payment-intent", "tip of half a cent", set({ tipCents: 0.5 }), "A tip must be an amount in whole cents, 0 or more"),
  bad("POST /api/create-payment-intent", "tip of 150.5 cents", set({ tipCents: 150.5 }), "A tip must be an amount in whole cents, 0 or more"),
  bad("POST /api/create-payment-intent", "tip of -1 cent", set({ tipCents: -1 }), "A tip must be an amount in whole cents, 0 or more"),
  bad("POST /api/create-payment-intent", "tip as text", set({ tipCents: "500" }), "A tip must be an amount in whole cents, 0 or more"),
  bad("POST /api/create-payment-intent", "tip null", set({ tipCents: null }), "A tip must be an amount in whole cents, 0 or more"),
  bad("POST /api/create-payment-intent", "tip a cent over the amount due", (sample) => ({ ...sample, tipCents: w.bookingDueCents + 1 }), () => `A tip can be at most the order's amount ($${(w.bookingDueCents / 100).toFixed(2)})`),
  bad("POST /api/auth/signup", "password of 7 characters", set({ password: x(7) }), "Password must be at least 8 characters"),
  bad("POST /api/auth/signup", "password of 201 characters", set({ password: x(201) }), "Password is too long"),
  bad("POST /api/auth/signup", "first name of 101 characters", set({ firstName: x(101) }), "Too big: expected string to have <=100 characters"),
  bad("POST /api/auth/signup", "no last name", set({ lastName: undefined }), "Last name is required"),
  bad("POST /api/auth/signup", "role admin", set({ role: "admin" }), "You cannot sign up as an admin"),
  bad("POST /api/auth/signup", "role owner", set({ role: "owner" }), "Role must be user, caterer or admin"),
  bad("POST /api/auth/signup", "phone of 51 characters", set({ phone: x(51) }), "Too big: expected string to have <=50 characters"),
  bad("POST /api/auth/signup", "email of 255 characters", set({ email: `${x(243)}@example.com` }), "Invalid email address"),
  bad("POST /api/auth/login", "no password", set({ password: undefined }), "Password is required"),
  bad("PATCH /api/users/{id}/password", "new password of 7 characters", set({ newPassword: x(7) }), "Password must be at least 8 characters long."),
  bad("POST /api/bookings", "quantity 0", set({ quantity: 0 }), "Quantity must be at least 1"),
  bad("POST /api/bookings", "quantity 11", set({ quantity: 11 }), "Maximum 10 trays per order"),
  bad("POST /api/bookings", "quantity -1", set({ quantity: -1 }), "Quantity must be at least 1"),
  bad("POST /api/bookings", "quantity 1.5", set({ quantity: 1.5 }), "Quantity must be a whole number"),
  bad("POST /api/bookings", "tray size small", set({ traySize: "small" }), "Tray size must be medium or large"),
  bad("POST /api/bookings", "no event date", set({ eventDate: undefined }), "Event date is required"),
  bad("POST /api/bookings", "event date today", () => ({ ...ROUTE("POST /api/bookings").sample!(), eventDate: todayIso() }), "Event date must be after today"),
  bad("POST /api/bookings", "special requests of 2001 characters", set({ specialRequests: x(2001) }), "Special requests must be at most 2000 characters"),
  bad("POST /api/bookings", "name of 201 characters", set({ customerName: x(201) }), "Name must be at most 200 characters"),
  bad("POST /api/bookings", "dish id 0", set({ dishId: 0 }), "Dish is required"),
  bad("POST /api/cart/lines", "no lines", set({ lines: [] }), "Add at least one line"),
  bad("PATCH /api/cart/lines/{id}", "quantity 11", set({ quantity: 11 }), "Maximum 10 trays per order"),
  bad("PATCH /api/cart/lines/{id}", "tray size small", set({ traySize: "small" }), "Tray size must be medium or large"),
  bad("PUT /api/cart/event", "guest count 0", set({ guestCount: 0 }), "Guest count must be at least 1"),
  bad("PUT /api/cart/event", "guest count 2.5", set({ guestCount: 2.5 }), "Guest count must be a whole number"),
  bad("PUT /api/cart/event", "delivery address of 501 characters", set({ deliveryAddress: x(501) }), "Delivery address must be at most 500 characters"),
  bad("PATCH /api/bookings/{id}/status", "status shipped", set({ status: "shipped" }), "Status must be pending, confirmed, cancelled or completed"),
  bad("PATCH /api/bookings/{id}/status", "comments of 2001 characters", set({ comments: x(2001) }), "Too big: expected string to have <=2000 characters"),
  bad("POST /api/caterer-applications", "business name of 1 character", set({ businessName: "x" }), "Business name must be at least 2 characters"),
  bad("POST /api/caterer-applications", "business name of 121 characters", set({ businessName: x(121) }), "Business name must be at most 120 characters"),
  bad("POST /api/caterer-applications", "description of 49 characters", set({ description: x(49) }), "Description must be at least 50 characters"),
  bad("POST /api/caterer-applications", "eleven cuisines", set({ cuisineTags: Array.from({ length: 11 }, (_, i) => `C${i}`) }), "Please enter at most 10 cuisine types"),
  bad("POST /api/caterer-applications", "status submitted", set({ status: "submitted" }), "Use the submit call to submit an application"),
  bad("POST /api/caterers/{id}/availability", "max orders 0", set({ maxOrders: 0 }), "Max orders must be a number from 1 to 20"),
  bad("POST /api/caterers/{id}/availability", "current orders -1", set({ currentOrders: -1 }), "Current orders must be at least 0"),
  bad("POST /api/caterers/{id}/availability", "notes of 501 characters", set({ notes: x(501) }), "Notes must be at most 500 characters"),
  bad("POST /api/caterers/{id}/availability", "date 2025-02-29", set({ date: "2025-02-29" }), "Date must be a valid date (YYYY-MM-DD)"),
  bad("POST /api/dishes", "name of 121 characters", set({ name: x(121) }), "Dish name must be at most 120 characters"),
  bad("POST /api/dishes", "description of 9 characters", set({ description: x(9) }), "Description must be at least 10 characters"),
  bad("POST /api/dishes", "category drink", set({ category: "drink" }), "Category must be appetizer, main, dessert or side"),
  bad("POST /api/dishes", "medium tray price 0", set({ mediumTrayPrice: 0 }), "Medium tray price must be positive"),
  bad("POST /api/dishes", "large tray price -1", set({ largeTrayPrice: -1 }), "Large tray price must be positive"),
  bad("POST /api/dishes", "medium tray price 0.004 (0.00 in cents)", set({ mediumTrayPrice: "0.004" }), "Medium tray price must be positive"),
  bad("POST /api/dishes", "prep time 0", set({ preparationTime: 0 }), "Prep time must be at least 1 minute"),
  bad("POST /api/dishes", "prep time 10081", set({ preparationTime: 10081 }), "Prep time must be at most 10080 minutes"),
  bad("POST /api/dishes", "no ingredients", set({ ingredients: [] }), "At least one ingredient is required"),
  bad("POST /api/dishes", "eleven images", set({ imageUrls: Array.from({ length: 11 }, () => "/images/dishes/ziti.svg") }), "At most 10 images"),
  bad("POST /api/bookings/{id}/review", "rating 0", set({ rating: 0 }), "Please choose a rating from 1 to 5 stars"),
  bad("POST /api/bookings/{id}/review", "rating 6", set({ rating: 6 }), "Please choose a rating from 1 to 5 stars"),
  bad("POST /api/bookings/{id}/review", "rating 4.5", set({ rating: 4.5 }), "Please choose a rating from 1 to 5 stars"),
  bad("POST /api/bookings/{id}/review", "comment of 2001 characters", set({ comment: x(2001) }), "Reviews must be at most 2000 characters"),
  bad("POST /api/reviews/{id}/reply", "reply of 2001 characters", set({ reply: x(2001) }), "Replies must be at most 2000 characters"),
  bad("POST /api/reviews/{id}/reply", "blank reply", set({ reply: "   " }), "Please write a reply"),
  bad("POST /api/admin/reviews/{id}/hide", "reason of 501 characters", set({ reason: x(501) }), "The reason must be at most 500 characters"),
  bad("PUT /api/permits/mine", "permit type unknown", set({ permitType: "liquor_license" }), "Please choose the permit type"),
  bad("PUT /api/permits/mine", "permit number of 101 characters", set({ permitNumber: x(101) }), "Permit number must be at most 100 characters"),
  bad("PUT /api/permits/mine", "issuing authority of 201 characters", set({ issuingAuthority: x(201) }), "Issuing authority must be at most 200 characters"),
  bad("POST /api/admin/users", "password of 7 characters", set({ password: x(7) }), "Password must be at least 8 characters"),
  bad("POST /api/admin/users", "role owner", set({ role: "owner" }), "Role must be user, caterer or admin"),
  bad("POST /api/admin/users", "last name of 101 characters", set({ lastName: x(101) }), "Must be at most 100 characters"),
  bad("PATCH /api/admin/users/{id}/status", "isActive \"false\"", set({ isActive: "false" }), "isActive must be true or false"),
  bad("POST /api/admin/caterers", "rating 5.1", set({ rating: 5.1 }), "Rating must be between 0 and 5"),
  bad("POST /api/admin/caterers", "rating -0.1", set({ rating: -0.1 }), "Rating must be between 0 and 5"),
  bad("POST /api/admin/caterers", "name of 121 characters", set({ name: x(121) }), "Name must be at most 120 characters"),
  bad("POST /api/admin/caterer-applications/{id}/reject", "notes of 2001 characters", set({ adminNotes: x(2001) }), "Admin notes must be at most 2000 characters"),
  bad("POST /api/admin/caterer-applications/{id}/reject", "no notes", set({ adminNotes: undefined }), "Please provide a reason for rejection"),
  bad("POST /api/messages/{threadId}", "message of 2001 characters", set({ body: x(2001) }), "Message must be 2,000 characters or fewer"),
  bad("POST /api/messages/{threadId}", "blank message", set({ body: " \n " }), "Message cannot be empty"),
  bad("POST /api/messages/{threadId}/read", "up to message 0", set({ upToMessageId: 0 }), "Too small: expected number to be >0"),
];
const ROUTE = (name: string) => ROUTES.find((r) => r.name === name)!;

// ------------------------------------------------------------------------- list queries

type ListRoute = {
  name: string;
  handler: RouteHandler;
  path: string;
  params?: () => Record<string, string>;
  token: () => string | undefined;
  keys: string[];
  /** The query as the route's domain function parses it, or a check of our own. */
  refuses: (query: Record<string, string>, params: URLSearchParams) => boolean;
};

const bySchema =
  (schema: z.ZodType) =>
  (query: Record<string, string>): boolean =>
    hasNul(query) || !schema.safeParse(query).success;

const LISTS: ListRoute[] = [
  {
    name: "GET /api/caterers?filters",
    handler: caterersGet,
    path: "/api/caterers",
    token: () => undefined,
    keys: ["location", "cuisine", "price", "diet", "sort", "page", "pageSize"],
    refuses: (_q, params) => {
      const value = searchParamsToObject(params);
      return hasNul(value) || !catererQuerySchema.safeParse(value).success;
    },
  },
  {
    name: "GET /api/bookings?filters",
    handler: bookingsGet,
    path: "/api/bookings",
    token: () => w.customer.token,
    keys: ["email", "catererId", "userId"],
    refuses: bySchema(bookingListQuerySchema),
  },
  {
    name: "GET /api/dishes?catererId",
    handler: dishesGet,
    path: "/api/dishes",
    token: () => undefined,
    keys: ["catererId"],
    refuses: (q) => "catererId" in q && toId(q.catererId) === null,
  },
  {
    name: "GET /api/caterers/{id}/availability?range",
    handler: availabilityGet,
    path: "/api/caterers/1/availability",
    params: () => ({ id: String(w.kitchen.caterer.id) }),
    token: () => w.kitchen.token,
    keys: ["startDate", "endDate"],
    refuses: (q) =>
      hasNul(q) ||
      ["startDate", "endDate"].some((k) => k in q && !isValidIsoDate(q[k]!)) ||
      // Valid dates in a valid order are answered; only single bad values are sought.
      false,
  },
  {
    name: "GET /api/admin/users?paging",
    handler: adminUsersGet,
    path: "/api/admin/users",
    token: () => w.admin.token,
    keys: ["search", "role", "status", "page", "pageSize"],
    refuses: bySchema(adminUserListQuerySchema),
  },
  {
    name: "GET /api/admin/caterers?paging",
    handler: adminCaterersGet,
    path: "/api/admin/caterers",
    token: () => w.admin.token,
    keys: ["search", "page", "pageSize"],
    refuses: bySchema(adminListQuerySchema),
  },
  {
    name: "GET /api/admin/bookings?paging",
    handler: adminBookingsGet,
    path: "/api/admin/bookings",
    token: () => w.admin.token,
    keys: ["search", "status", "page", "pageSize"],
    refuses: bySchema(adminBookingListQuerySchema),
  },
  {
    name: "GET /api/admin/caterer-applications?status",
    handler: adminApplicationsGet,
    path: "/api/admin/caterer-applications",
    token: () => w.admin.token,
    keys: ["status"],
    refuses: bySchema(applicationListQuerySchema),
  },
  {
    name: "GET /api/messages?paging",
    handler: threadsGet,
    path: "/api/messages",
    token: () => w.customer.token,
    keys: ["page", "pageSize"],
    refuses: bySchema(threadListSchema),
  },
  {
    name: "GET /api/admin/audit?entityType&entityId",
    handler: adminAuditGet,
    path: "/api/admin/audit",
    token: () => w.admin.token,
    keys: ["entityType", "entityId"],
    refuses: bySchema(auditQuerySchema),
  },
];

const queryFor = (route: ListRoute) =>
  fc
    .uniqueArray(fc.constantFrom(...route.keys), { minLength: 1, maxLength: route.keys.length })
    .chain((keys) =>
      fc
        .tuple(...keys.map((k) => badText.map((v) => [k, v] as const)))
        .map((entries) => short(Object.fromEntries(entries))),
    ) as fc.Arbitrary<Record<string, string>>;

// ------------------------------------------------------------------------- the tests

beforeAll(async () => {
  w = await buildWorld();
}, 60_000);
afterAll(() => db.$disconnect());

const fcOptions = { numRuns: RUNS, seed, endOnFailure: true } as const;

describe("bad bodies and ids on every mutating route: 4xx, nothing changes", () => {
  for (const route of ROUTES) {
    it(route.name, async () => {
      const start = sent;
      if (route.lenient) {
        // Logout reads no body and answers 200 to anyone: garbage tokens and bodies.
        const token = fc.oneof(
          fc.string({ maxLength: 80 }).map((s) => s.replace(/[^\x21-\x7e]/g, "")),
          fc.constantFrom("", "null", "undefined", "Bearer", w.customer.token.slice(0, 10)),
        );
        await fc.assert(
          fc.asyncProperty(token, badBody, async (t, body) => {
            await expectRefused(() => send(route, undefined, body, t || "x"), false);
          }),
          fcOptions,
        );
      } else {
        await fc.assert(
          fc.asyncProperty(
            requestFor(route).filter(
              ({ bad, body }) => bad !== undefined || mustRefuse(route.schema, body, route.money),
            ),
            async ({ bad, body }) => {
              await expectRefused(() => send(route, bad, body, route.token()), true);
            },
          ),
          fcOptions,
        );
      }
      expect(sent - start).toBeGreaterThanOrEqual(RUNS);
    });
  }

  it("POST /api/webhooks/stripe under Stripe: bad signatures are 400, nothing changes", async () => {
    // The real Stripe provider against the fake Stripe API (the test provider has no
    // signature to check): every body below reaches stripe.webhooks.constructEvent.
    const fake = await startFakeStripe();
    const restoreEnv = setEnv(fake.env(WEBHOOK_SECRET));
    const signer = new Stripe("sk_test_signer");
    const sign = (payload: string, secret: string, timestamp?: number) =>
      signer.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    // A genuine event, to tamper with or to sign wrongly.
    const genuine = fake.event("payment_intent.succeeded", { id: "pi_x" }, WEBHOOK_SECRET);
    const body = fc.oneof(
      { weight: 3, arbitrary: badBody },
      { weight: 1, arbitrary: fc.constant<Payload>({ raw: genuine.payload }) },
    );
    const signature = (payload: string) =>
      fc.oneof(
        fc.constant(undefined),
        fc.string({ maxLength: 60 }).map((s) => s.replace(/[^\x20-\x7e]/g, "")),
        fc.integer().map((t) => `t=${t},v1=${"a".repeat(64)}`),
        // Stripe's format, signed with another secret.
        fc
          .constantFrom("whsec_other", "", WEBHOOK_SECRET.slice(0, -1))
          .map((secret) => sign(payload, secret || "whsec_")),
        // The right secret over other bytes (a tampered body).
        fc
          .string({ minLength: 1, maxLength: 20 })
          .map((extra) => sign(payload + extra, WEBHOOK_SECRET)),
        // The right secret and body, but older than Stripe's five-minute tolerance.
        fc
          .integer({ min: 301, max: 10 ** 8 })
          .map((ago) => sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - ago)),
        // The genuine event's own header, over a different body.
        fc.constant(genuine.signature),
      );
    const start = sent;
    try {
      await fc.assert(
        fc.asyncProperty(
          body
            .chain((b) => signature(textOf(b) ?? "").map((sig) => ({ b, sig })))
            .filter(
              // The genuine body with its own header is a good delivery, not a bad one.
              ({ b, sig }) =>
                !("raw" in b && b.raw === genuine.payload && sig === genuine.signature),
            ),
          async ({ b, sig }) => {
            const headers: Record<string, string> =
              sig === undefined ? {} : { "stripe-signature": sig };
            const rawBody = textOf(b) ?? "";
            await expectRefused(async () => {
              const res = await call(webhookRoute, "/api/webhooks/stripe", { rawBody, headers });
              const tooBig = Buffer.byteLength(rawBody) > WEBHOOK_MAX_BYTES;
              const want = tooBig ? 413 : 400;
              if (res.status !== want) throw new Error(`expected ${want}, got ${res.status}`);
              if (!tooBig && res.json?.message !== "Invalid webhook signature") {
                throw new Error(`message: ${JSON.stringify(res.json)}`);
              }
              return res;
            }, true);
          },
        ),
        fcOptions,
      );
      // The test can fail: the same genuine delivery, rightly signed, is taken.
      const good = await call(webhookRoute, "/api/webhooks/stripe", {
        rawBody: genuine.payload,
        headers: { "stripe-signature": genuine.signature },
      });
      expect(good.status).toBe(200);
    } finally {
      restoreEnv();
      await fake.close();
    }
    expect(sent - start).toBeGreaterThanOrEqual(RUNS);
  });

  it("POST /api/webhooks/stripe under Stripe: rightly signed bodies that are no event, never 5xx", async () => {
    // Only Stripe holds the secret, but a signed body is still parsed: odd JSON (a number,
    // an array, an event without a type or data) must be refused, not crash the route.
    const fake = await startFakeStripe();
    const restoreEnv = setEnv(fake.env(WEBHOOK_SECRET));
    const signer = new Stripe("sk_test_signer");
    const event = fc.oneof(
      badValue.filter((v) => v !== undefined),
      fc.record(
        { id: badValue, object: badValue, type: badValue, data: badValue },
        { requiredKeys: [] },
      ),
      fc.record({
        id: fc.string({ maxLength: 10 }),
        type: fc.constantFrom("payment_intent.succeeded", "charge.refunded", "account.updated"),
        data: fc.oneof(badValue, fc.record({ object: badValue })),
      }),
    );
    const start = sent;
    try {
      await fc.assert(
        fc.asyncProperty(event, async (value) => {
          const rawBody = JSON.stringify(value) ?? "null";
          if (Buffer.byteLength(rawBody) > WEBHOOK_MAX_BYTES) return;
          const signature = signer.webhooks.generateTestHeaderString({
            payload: rawBody,
            secret: WEBHOOK_SECRET,
          });
          await expectRefused(
            () =>
              call(webhookRoute, "/api/webhooks/stripe", {
                rawBody,
                headers: { "stripe-signature": signature },
              }),
            false,
          );
        }),
        fcOptions,
      );
    } finally {
      restoreEnv();
      await fake.close();
    }
    expect(sent - start).toBeGreaterThanOrEqual(RUNS / 2);
  });

  it("POST /api/nextauth/* (Auth.js) with bad forms", async () => {
    // Auth.js logs each refusal (MissingCSRF, UnknownAction...) with a stack trace.
    const quiet = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const action = fc.constantFrom(
      "callback/credentials",
      "signin/credentials",
      "signout",
      "session",
      "unknown-action",
    );
    const form = fc.dictionary(
      fc.constantFrom("csrfToken", "sessionToken", "callbackUrl", "json", "redirect"),
      badText,
      { maxKeys: 4 },
    );
    const start = sent;
    await fc
      .assert(
        fc.asyncProperty(action, form, async (a, fields) => {
          const body = new URLSearchParams(fields).toString();
          const request = new NextRequest(`http://localhost/api/nextauth/${a}`, {
            method: "POST",
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body,
          });
          await expectRefused(async () => {
            const res = await nextAuthPost(request);
            return { status: res.status, json: await res.text() };
          }, false);
        }),
        fcOptions,
      )
      .finally(() => quiet.mockRestore());
    expect(sent - start).toBeGreaterThanOrEqual(RUNS);
  });
});

describe("boundary payloads: the rule's status and message, nothing changes", () => {
  it.each(BOUNDARIES.map((b) => [`${b.route}: ${b.label}`, b] as const))("%s", async (_name, b) => {
    const route = ROUTE(b.route);
    expect(route?.sample).toBeDefined();
    let answer: Sent | undefined;
    await expectRefused(async () => {
      answer = await send(route, undefined, { json: b.body(route.sample!()) }, route.token());
      return answer;
    }, true);
    expect({
      status: answer!.status,
      message: (answer!.json as { message?: string })?.message,
    }).toEqual({
      status: b.status,
      message: typeof b.message === "function" ? b.message() : b.message,
    });
  });
});

describe("bad query strings on list routes: 4xx, nothing changes", () => {
  for (const route of LISTS) {
    it(route.name, async () => {
      const start = sent;
      await fc.assert(
        fc.asyncProperty(
          queryFor(route).filter((query) => {
            const url = new URL(route.path, "http://localhost");
            for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
            // What the server sees (lone surrogates become U+FFFD in a URL).
            const seen = Object.fromEntries(url.searchParams);
            return route.refuses(seen, url.searchParams);
          }),
          async (query) => {
            const options = { query, params: route.params?.(), token: route.token() };
            await expectRefused(() => call(route.handler, route.path, options), true);
          },
        ),
        fcOptions,
      );
      expect(sent - start).toBeGreaterThanOrEqual(RUNS);
    });
  }
});

it(`plans at least ${MIN_TOTAL} bad payloads in all`, () => {
  // Each property test above checks that it sent RUNS payloads of its own, so a test that
  // filters everything away or stops early fails itself; the plan must reach the total.
  const properties = ROUTES.length + 2 + LISTS.length; // + the webhook's bad signatures and Auth.js
  expect(properties * RUNS).toBeGreaterThanOrEqual(MIN_TOTAL);
});
