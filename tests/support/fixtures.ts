/**
 * The one place integration tests build rows: people, kitchens, permits, dishes, dates,
 * events, orders, reviews and sessions. Each `*Data` is a valid row's fields with the test's own
 * on top (for createMany, or a create a test expects to fail); each `make*` writes one.
 * Placing and paying go through the domain functions (createBooking, checkoutCart).
 */
import type { Booking, Prisma } from "@/lib/generated/prisma/client";
import { addDaysIso, isoToUtcDate, todayIso } from "@/lib/dates";
import { db } from "@/lib/server/db";
import { insertOneLineOrder } from "@/lib/server/lines/order-rows";
import { actorForToken, createSession } from "@/lib/server/auth/sessions";
import type { Actor } from "@/lib/server/actor";

type Role = "user" | "caterer" | "admin";

let counter = 0;
const next = () => `${Date.now()}${++counter}`;

export function userData(
  role: Role = "user",
  name = "Test",
  extra: Partial<Prisma.UserUncheckedCreateInput> = {},
): Prisma.UserUncheckedCreateInput {
  return {
    email: `${name.toLowerCase()}${next()}@example.com`,
    passwordHash: "unused",
    firstName: name,
    lastName: "Person",
    role,
    // An established account, like the seed's demo users: its address is proven.
    emailVerified: true,
    ...extra,
  };
}

export function makeUser(
  role: Role = "user",
  name = "Test",
  extra: Partial<Prisma.UserUncheckedCreateInput> = {},
) {
  return db.user.create({ data: userData(role, name, extra) });
}

/** A user, their session token and their actor. */
export async function signedIn(role: Role = "user", name = "Test") {
  const user = await makeUser(role, name);
  return withSession(user);
}

export async function withSession<U extends { id: number }>(user: U) {
  const { token } = await createSession(user.id);
  const actor = (await actorForToken(token)) as Actor;
  return { user, token, actor };
}

/** A kitchen's row: with no `userId`, a kitchen no account runs yet (the seed has some). */
export function kitchenData(
  extra: Partial<Prisma.CatererUncheckedCreateInput> = {},
): Prisma.CatererUncheckedCreateInput {
  return { name: `Kitchen ${next()}`, cuisine: "Italian", ...extra };
}

export function makeKitchen(extra: Partial<Prisma.CatererUncheckedCreateInput> = {}) {
  return db.caterer.create({ data: kitchenData(extra) });
}

/** A caterer account with its kitchen, signed in. */
export async function signedInCaterer(name = "Chef") {
  const user = await makeUser("caterer", name);
  const caterer = await makeKitchen({
    userId: user.id,
    name: `${name}'s Kitchen`,
    rating: "4.5",
    location: "Brooklyn, NY",
  });
  return { ...(await withSession(user)), caterer };
}

/** A kitchen owner's permit, valid for 90 more days unless the test says otherwise. */
export function makePermit(
  userId: number,
  extra: Partial<Prisma.KitchenPermitUncheckedCreateInput> = {},
) {
  return db.kitchenPermit.create({
    data: {
      userId,
      permitType: "cottage_food_registration",
      permitNumber: `CF-${next()}`,
      issuingAuthority: "County",
      expiresOn: isoToUtcDate(addDaysIso(todayIso(), 90)),
      ...extra,
    },
  });
}

export function dishData(
  catererId: number,
  extra: Partial<Prisma.DishUncheckedCreateInput> = {},
): Prisma.DishUncheckedCreateInput {
  return {
    catererId,
    name: "Lasagna",
    description: "Layers of pasta",
    category: "main",
    mediumTrayPrice: "55.00",
    largeTrayPrice: "95.00",
    imageUrls: ["/images/dishes/lasagna.svg"],
    ...extra,
  };
}

export function makeDish(
  catererId: number,
  medium = "55.00",
  large = "95.00",
  name = "Lasagna",
  extra: Partial<Prisma.DishUncheckedCreateInput> = {},
) {
  return db.dish.create({
    data: dishData(catererId, { mediumTrayPrice: medium, largeTrayPrice: large, name, ...extra }),
  });
}

/** A kitchen's availability row for a date (ISO or a UTC midnight): open, 5 orders, unless `extra` says. */
export function makeDate(
  catererId: number,
  date: string | Date,
  extra: Omit<Partial<Prisma.AvailabilityUncheckedCreateInput>, "catererId" | "date"> = {},
) {
  return db.availability.create({
    data: { catererId, date: typeof date === "string" ? isoToUtcDate(date) : date, ...extra },
  });
}

/** A checked-out event's row, without its orders (checkoutCart places those). */
export function makeEvent(
  userId: number,
  extra: Partial<Prisma.CateringEventUncheckedCreateInput> = {},
) {
  return db.cateringEvent.create({
    data: {
      userId,
      eventDate: isoToUtcDate(addDaysIso(todayIso(), 30)),
      eventTime: "18:00",
      deliveryAddress: "12 Garden St, Brooklyn, NY",
      guestCount: 20,
      customerName: "Casey Morgan",
      customerEmail: "casey@example.com",
      totalPrice: 0,
      ...extra,
    },
  });
}

/**
 * A one-line order written as given (the order and its line share an id), without the
 * booking rules: for tests that need a line in a given state.
 */
export function createLine(data: Parameters<typeof insertOneLineOrder>[1]) {
  return db.$transaction((tx) => insertOneLineOrder(tx, data));
}

/**
 * Another line of an existing order as written (no rules): it shares the order's kitchen,
 * customer, event, date, status, payment status and hold; the dish and trays are the test's.
 */
export function createOrderLine(
  first: Booking,
  line: Pick<
    Prisma.BookingUncheckedCreateInput,
    "dishName" | "traySize" | "quantity" | "totalPrice"
  > &
    Partial<Prisma.BookingUncheckedCreateInput>,
) {
  const shared = [
    "catererId",
    "userId",
    "orderId",
    "eventId",
    "customerName",
    "customerEmail",
    "customerPhone",
    "eventDate",
    "eventTime",
    "status",
    "paymentStatus",
    "holdExpiresAt",
  ] as const;
  const order = Object.fromEntries(shared.map((k) => [k, first[k]])) as Pick<
    Booking,
    (typeof shared)[number]
  >;
  return db.booking.create({ data: { ...order, ...line } });
}

/** A customer's review of a completed line, as written. */
export function makeReview(
  line: { id: number; catererId: number; userId: number | null },
  extra: Partial<Prisma.ReviewUncheckedCreateInput> = {},
) {
  return db.review.create({
    data: {
      bookingId: line.id,
      catererId: line.catererId,
      userId: line.userId,
      authorName: "Casey M.",
      rating: 5,
      comment: "Everyone asked for the recipe.",
      ...extra,
    },
  });
}
