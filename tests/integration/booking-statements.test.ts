/**
 * The SQL budget of placing an order (issue 26): POST /api/bookings, counted at the driver
 * like the public reads in statement-budget.test.ts. A change that adds a statement fails
 * here. 26 before one placeLine, 20 after the session became one join and the DTO was built
 * from the inserted row; 8 now: the session (1), the rate limit (rate-limiter-flexible's
 * PostgreSQL store: one upsert per key; the test has no client address, so one key), the
 * dish with its kitchen, owner, inbox and permit (readLineDish: 1), then BEGIN, the
 * customer's lock, one statement that counts the unpaid allowance, takes the slot (creating
 * the date's row on first use) and inserts the booking, the kitchen's email, and COMMIT.
 */
import { POST as orderRoute } from "@/app/api/bookings/route";
import { PUT as cartEventPut } from "@/app/api/cart/event/route";
import { POST as cartLinesPost } from "@/app/api/cart/lines/route";
import { POST as checkoutRoute } from "@/app/api/cart/checkout/route";
import { addDaysIso, todayIso } from "@/lib/dates";
import { lineDishSelect, readLineDish } from "@/lib/server/lines/place-line";
import { cartDishSelect } from "@/lib/server/event-cart/cart-dishes";
import { lockCheckoutCart } from "@/lib/server/event-cart/lock-checkout-cart";
import { db } from "@/lib/server/db";
import { countStatements } from "../support/count-statements";
import { setDeliveryArea } from "../support/delivery-area";
import { makeDish, makeKitchen, makePermit, signedIn, signedInCaterer } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

const BUDGET = 8;
/**
 * POST /api/cart/checkout of two kitchens with a line each: the session, the rate limit,
 * BEGIN, the cart with its dishes, kitchens and owners' inboxes (lockCheckoutCart: 1), the
 * customer's lock and unpaid allowance (2), the event (1), per kitchen its order with its
 * line (1) and the kitchen's email (1), the cart's deletion, COMMIT. 30 before the cart
 * was read in one statement and the emails from what checkout holds.
 */
const CHECKOUT_BUDGET = 13;

let order: () => ReturnType<typeof call>;

beforeAll(async () => {
  await resetDatabase();
  const kitchen = await signedInCaterer("Ama");
  const dish = await makeDish(kitchen.caterer.id);
  const customer = await signedIn("user", "Cy");
  let day = 10;
  order = () =>
    call(orderRoute, "/api/bookings", {
      token: customer.token,
      body: {
        catererId: kitchen.caterer.id,
        dishId: dish.id,
        customerName: "Cy Person",
        customerEmail: customer.user.email,
        customerPhone: "555-0100",
        // A new date each time: the first order of a date also creates its availability row.
        eventDate: addDaysIso(todayIso(), day++),
        eventTime: "18:00",
        traySize: "medium",
        quantity: 2,
        specialRequests: "",
      },
    });
  await order(); // pools, prepared caches and the rate-limit rows exist before counting
});
afterAll(() => db.$disconnect());

it("readLineDish reads a dish, its kitchen and owner as Prisma's lineDishSelect does", async () => {
  const owned = await signedInCaterer("Bo");
  await makePermit(owned.user.id);
  const unowned = await makeKitchen({ name: "No One's", cuisine: "Thai" });
  for (const catererId of [owned.caterer.id, unowned.id]) {
    const dish = await makeDish(catererId);
    const viaPrisma = await db.dish.findFirst({
      where: { id: dish.id, catererId },
      select: lineDishSelect,
    });
    const found = await readLineDish(catererId, dish.id);
    expect(found?.dish).toEqual(viaPrisma);
    expect(found?.inbox ?? null).toEqual(
      catererId === unowned.id
        ? null
        : {
            id: owned.user.id,
            email: owned.user.email,
            emailNotifications: true,
            messageEmails: true,
            emailVerified: owned.user.emailVerified,
          },
    );
    expect(await readLineDish(catererId + 1000, dish.id)).toBeNull();
  }
});

it(`POST /api/bookings sends at most ${BUDGET} statements`, async () => {
  const { result, statements } = await countStatements(order);
  expect(result.status).toBe(201);
  expect(await db.booking.count({ where: { id: result.json.id } })).toBe(1);
  if (statements.length > BUDGET) {
    throw new Error(
      `${statements.length} statements, budget ${BUDGET}:\n${statements.join("\n---\n")}`,
    );
  }
});

/** A signed-in customer whose cart holds one medium tray of each dish, for a date 12 days out. */
async function customerWithCart(name: string, dishIds: number[]) {
  const customer = await signedIn("user", name);
  const cart = { token: customer.token };
  await call(cartEventPut, "/api/cart/event", {
    ...cart,
    method: "PUT",
    body: {
      eventDate: addDaysIso(todayIso(), 12),
      eventTime: "18:00",
      deliveryAddress: "1 Main St, Brooklyn, NY 11215",
      guestCount: 20,
      customerName: `${name} Person`,
      customerEmail: customer.user.email,
    },
  });
  const added = await call(cartLinesPost, "/api/cart/lines", {
    ...cart,
    method: "POST",
    body: { lines: dishIds.map((dishId) => ({ dishId, traySize: "medium", quantity: 1 })) },
  });
  expect(added.status).toBe(201);
  return customer;
}

it("lockCheckoutCart reads a cart, its dishes, kitchens, owners and zones as Prisma's include does", async () => {
  // A kitchen with an owner, a permit and two delivery zones; one with no account.
  const owned = await signedInCaterer("Di");
  await makePermit(owned.user.id);
  await setDeliveryArea(owned.actor, {
    zipCode: "11201",
    zones: [
      { zipCodes: "11215", fee: "5" },
      { radiusMiles: "3.5", fee: "15" },
    ],
  });
  const unowned = await makeKitchen({ name: "No One's Too", cuisine: "Thai" });
  const dishes = [await makeDish(owned.caterer.id), await makeDish(unowned.id)];
  const customer = await customerWithCart("Ed", [dishes[1]!.id, dishes[0]!.id]);
  const viaPrisma = await db.eventCart.findUnique({
    where: { userId: customer.user.id },
    include: { lines: { orderBy: { id: "asc" }, include: { dish: { select: cartDishSelect } } } },
  });
  const read = await db.$transaction((tx) => lockCheckoutCart(tx, customer.user.id));
  expect(viaPrisma!.lines).toHaveLength(2);
  expect(viaPrisma!.lines[0]!.dish.caterer.deliveryZones).toHaveLength(0);
  expect(viaPrisma!.lines[1]!.dish.caterer.deliveryZones).toHaveLength(2);
  // Checkout needs neither the cart's times nor its merge key.
  const { lines: prismaLines, lastMergeKey, createdAt, updatedAt, ...prismaCart } = viaPrisma!;
  void [lastMergeKey, createdAt, updatedAt];
  expect(read).toEqual({
    ...prismaCart,
    lines: prismaLines.map((l) => ({
      id: l.id,
      dishId: l.dishId,
      traySize: l.traySize,
      quantity: l.quantity,
      specialRequests: l.specialRequests,
      dish: l.dish,
      // The owner's inbox for the new-order email; none for a kitchen no account runs.
      inbox:
        l.dish.catererId === owned.caterer.id
          ? {
              id: owned.user.id,
              email: owned.user.email,
              emailNotifications: true,
              messageEmails: true,
              emailVerified: owned.user.emailVerified,
            }
          : null,
    })),
  });
  // An empty cart has no lines; no cart at all is null.
  await db.eventCartLine.deleteMany({ where: { cart: { userId: customer.user.id } } });
  expect((await db.$transaction((tx) => lockCheckoutCart(tx, customer.user.id)))!.lines).toEqual(
    [],
  );
  const cartless = await signedIn("user", "Fay");
  expect(await db.$transaction((tx) => lockCheckoutCart(tx, cartless.user.id))).toBeNull();
});

it(`POST /api/cart/checkout of two kitchens sends at most ${CHECKOUT_BUDGET} statements`, async () => {
  const ama = await signedInCaterer("Gus");
  const bo = await signedInCaterer("Hal");
  const dishes = [await makeDish(ama.caterer.id), await makeDish(bo.caterer.id)];
  // Pools and caches warm: one checkout before counting.
  for (const name of ["Ivy", "Jo"]) {
    const customer = await customerWithCart(
      name,
      dishes.map((d) => d.id),
    );
    const { result, statements } = await countStatements(() =>
      call(checkoutRoute, "/api/cart/checkout", { token: customer.token, method: "POST" }),
    );
    expect(result.status).toBe(201);
    expect(await db.booking.count({ where: { eventId: result.json.eventId } })).toBe(2);
    if (name === "Jo" && statements.length > CHECKOUT_BUDGET) {
      throw new Error(
        `${statements.length} statements, budget ${CHECKOUT_BUDGET}:\n${statements.join("\n---\n")}`,
      );
    }
  }
});
