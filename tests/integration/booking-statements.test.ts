/**
 * The SQL budget of placing an order (issue 26): POST /api/bookings, counted at the driver
 * like the public reads in statement-budget.test.ts. A change that adds a statement fails
 * here. 26 before one placeLine (the session in 3 reads, the booking read back with 5 after
 * its insert); 20 now: the session in one join, the DTO built from the inserted row. What is
 * left (docs/benchmarks.md): Prisma reads a relation per statement (dish, kitchen, owner,
 * permit: 4), the rate limiter's delete and upsert (2), the email trigger's reads (5), and
 * the transaction's own BEGIN, lock, allowance count, slot (2), insert and COMMIT.
 */
import { POST as orderRoute } from "@/app/api/bookings/route";
import { addDaysIso, todayIso } from "@/lib/dates";
import { db } from "@/lib/server/db";
import { countStatements } from "../support/count-statements";
import { makeDish, signedIn, signedInCaterer } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

const BUDGET = 20;

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
