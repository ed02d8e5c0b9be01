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
import { addDaysIso, todayIso } from "@/lib/dates";
import { lineDishSelect, readLineDish } from "@/lib/server/bookings/place-line";
import { db } from "@/lib/server/db";
import { countStatements } from "../support/count-statements";
import { makeDish, signedIn, signedInCaterer } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

const BUDGET = 8;

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
  await db.kitchenPermit.create({
    data: {
      userId: owned.user.id,
      permitType: "cottage_food_registration",
      permitNumber: "CF-1",
      issuingAuthority: "County",
      expiresOn: new Date(`${addDaysIso(todayIso(), 90)}T00:00:00Z`),
    },
  });
  const unowned = await db.caterer.create({ data: { name: "No One's", cuisine: "Thai" } });
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
