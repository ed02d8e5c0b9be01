/** Small builders for integration tests: people, kitchens, dishes, sessions. */
import { db } from "@/lib/server/db";
import { insertOneLineOrder } from "@/lib/server/bookings/order-rows";
import { actorForToken, createSession } from "@/lib/server/auth/sessions";
import type { Actor } from "@/lib/server/actor";

let counter = 0;
const next = () => `${Date.now()}${++counter}`;

export async function makeUser(role: "user" | "caterer" | "admin" = "user", name = "Test") {
  return db.user.create({
    data: {
      email: `${name.toLowerCase()}${next()}@example.com`,
      passwordHash: "unused",
      firstName: name,
      lastName: "Person",
      role,
      // An established account, like the seed's demo users: its address is proven.
      emailVerified: true,
    },
  });
}

/** A user, their session token and their actor. */
export async function signedIn(role: "user" | "caterer" | "admin" = "user", name = "Test") {
  const user = await makeUser(role, name);
  return withSession(user);
}

export async function withSession<U extends { id: number }>(user: U) {
  const { token } = await createSession(user.id);
  const actor = (await actorForToken(token)) as Actor;
  return { user, token, actor };
}

/** A caterer account with its kitchen, signed in. */
export async function signedInCaterer(name = "Chef") {
  const user = await makeUser("caterer", name);
  const caterer = await db.caterer.create({
    data: {
      userId: user.id,
      name: `${name}'s Kitchen`,
      cuisine: "Italian",
      rating: "4.5",
      location: "Brooklyn, NY",
    },
  });
  return { ...(await withSession(user)), caterer };
}

export async function makeDish(
  catererId: number,
  medium = "55.00",
  large = "95.00",
  name = "Lasagna",
) {
  return db.dish.create({
    data: {
      catererId,
      name,
      description: "Layers of pasta",
      category: "main",
      mediumTrayPrice: medium,
      largeTrayPrice: large,
      imageUrls: ["/images/dishes/lasagna.svg"],
    },
  });
}

/**
 * A one-line order written as given (the order and its line share an id), without the
 * booking rules: for tests that need a line in a given state. Placing goes through the
 * domain functions (createBooking, checkoutCart).
 */
export function createLine(data: Parameters<typeof insertOneLineOrder>[1]) {
  return db.$transaction((tx) => insertOneLineOrder(tx, data));
}
