/** The database itself refuses rows that break the invariants (migration *_checks). */
import { db } from "@/lib/server/db";
import {
  createLine,
  dishData,
  makeDish,
  makeKitchen,
  makeUser,
  userData,
} from "../support/fixtures";
import { resetDatabase } from "../support/reset-db";

let catererId: number;
let userId: number;

beforeAll(async () => {
  await resetDatabase();
  const user = await makeUser("caterer", "Owner", { email: "owner@example.com" });
  userId = user.id;
  const caterer = await makeKitchen({ userId, name: "Test Kitchen", rating: "4.5" });
  catererId = caterer.id;
});

afterAll(() => db.$disconnect());

const booking = (overrides: Record<string, unknown> = {}) => ({
  catererId,
  userId,
  dishName: "Lasagna",
  customerName: "Casey",
  customerEmail: "casey@example.com",
  eventDate: new Date("2030-01-10"),
  eventTime: "18:00",
  traySize: "large" as const,
  quantity: 2,
  totalPrice: 19000,
  ...overrides,
});

describe("CHECK constraints", () => {
  it("accepts a valid booking and refuses quantities outside 1-10", async () => {
    await expect(createLine(booking())).resolves.toMatchObject({ quantity: 2 });
    await expect(createLine(booking({ quantity: 11 }))).rejects.toThrow(/bookings_quantity_check/);
    await expect(createLine(booking({ quantity: 0 }))).rejects.toThrow(/bookings_quantity_check/);
    expect(await db.booking.count()).toBe(1);
  });

  it("refuses a non-positive total and a malformed event time", async () => {
    await expect(createLine(booking({ totalPrice: 0 }))).rejects.toThrow(
      /bookings_total_price_check/,
    );
    await expect(createLine(booking({ eventTime: "25:00" }))).rejects.toThrow(
      /bookings_event_time_check/,
    );
  });

  it("refuses availability with currentOrders above maxOrders or maxOrders outside 1-20", async () => {
    const date = new Date("2030-02-01");
    await expect(
      db.availability.create({ data: { catererId, date, maxOrders: 3, currentOrders: 4 } }),
    ).rejects.toThrow(/availability_current_orders_check/);
    await expect(
      db.availability.create({ data: { catererId, date, maxOrders: 21 } }),
    ).rejects.toThrow(/availability_max_orders_check/);
    await expect(
      db.availability.create({ data: { catererId, date, currentOrders: -1 } }),
    ).rejects.toThrow(/availability_current_orders_check/);
    await expect(db.availability.create({ data: { catererId, date } })).resolves.toMatchObject({
      maxOrders: 5,
      currentOrders: 0,
      isAvailable: true,
    });
  });

  it("keeps one availability row per caterer and date", async () => {
    await expect(
      db.availability.create({ data: { catererId, date: new Date("2030-02-01") } }),
    ).rejects.toThrow(/Unique constraint/);
  });

  it("refuses ratings outside 0-5 and non-positive dish prices", async () => {
    await expect(
      db.caterer.update({ where: { id: catererId }, data: { rating: "5.1" } }),
    ).rejects.toThrow(/caterers_rating_check/);
    await expect(
      db.dish.create({
        data: dishData(catererId, { mediumTrayPrice: "0.00", largeTrayPrice: "10.00" }),
      }),
    ).rejects.toThrow(/dishes_medium_tray_price_check/);
  });

  it("stores emails lowercased only and unique", async () => {
    await expect(
      db.user.create({ data: userData("user", "Mixed", { email: "Mixed@Example.com" }) }),
    ).rejects.toThrow(/users_email_lowercase_check/);
    await expect(
      db.user.create({ data: userData("user", "Again", { email: "owner@example.com" }) }),
    ).rejects.toThrow(/Unique constraint/);
  });

  it("will not delete a caterer who has bookings, but keeps bookings when a dish goes", async () => {
    await expect(db.caterer.delete({ where: { id: catererId } })).rejects.toThrow();
    const dish = await makeDish(catererId, "10.00", "15.00", "Gone", { category: "side" });
    const b = await createLine(booking({ dishId: dish.id, dishName: "Gone" }));
    await db.dish.delete({ where: { id: dish.id } });
    await expect(db.booking.findUniqueOrThrow({ where: { id: b.id } })).resolves.toMatchObject({
      dishId: null,
      dishName: "Gone",
    });
  });
});
