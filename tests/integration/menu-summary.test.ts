/**
 * The per-caterer menu summary the home search reads (caterers.dishTopPrices, dishDietTags,
 * minMediumPrice, maxLargePrice) follows every kind of dish write, through the triggers of
 * migration *_caterer_menu_summary: insert, update (prices, tags, moving a dish to another
 * caterer), delete, and several rows in one statement.
 */
import { db } from "@/lib/server/db";
import { dishData, makeKitchen } from "../support/fixtures";
import { resetDatabase } from "../support/reset-db";

const dish = (catererId: number, medium: string, large: string, dietaryTags: string[] = []) =>
  dishData(catererId, { dietaryTags, mediumTrayPrice: medium, largeTrayPrice: large });

async function summary(id: number) {
  const c = await db.caterer.findUniqueOrThrow({ where: { id } });
  return {
    tops: [...c.dishTopPrices].map((d) => d.toFixed(2)).sort(),
    tags: [...c.dishDietTags].sort(),
    minMedium: c.minMediumPrice?.toFixed(2) ?? null,
    maxLarge: c.maxLargePrice?.toFixed(2) ?? null,
  };
}

beforeAll(resetDatabase);
afterAll(() => db.$disconnect());

it("follows inserts, updates, moves and deletes of dishes", async () => {
  const a = await makeKitchen({ name: "A", cuisine: "Thai" });
  const b = await makeKitchen({ name: "B", cuisine: "Thai" });
  expect(await summary(a.id)).toEqual({ tops: [], tags: [], minMedium: null, maxLarge: null });

  await db.dish.createMany({
    data: [
      dish(a.id, "40.00", "60.00", ["Vegan"]),
      dish(a.id, "70.00", "65.00", ["vegan", "GLUTEN-FREE"]),
    ],
  });
  expect(await summary(a.id)).toEqual({
    tops: ["60.00", "70.00"],
    tags: ["gluten-free", "vegan"],
    minMedium: "40.00",
    maxLarge: "65.00",
  });

  const cheap = await db.dish.create({ data: dish(a.id, "10.00", "15.00") });
  expect((await summary(a.id)).minMedium).toBe("10.00");

  await db.dish.update({
    where: { id: cheap.id },
    data: { largeTrayPrice: "120.00", dietaryTags: ["Vegetarian"] },
  });
  expect(await summary(a.id)).toMatchObject({
    tops: ["120.00", "60.00", "70.00"],
    tags: ["gluten-free", "vegan", "vegetarian"],
    maxLarge: "120.00",
  });

  await db.dish.update({ where: { id: cheap.id }, data: { catererId: b.id } });
  expect(await summary(a.id)).toMatchObject({
    tops: ["60.00", "70.00"],
    minMedium: "40.00",
    maxLarge: "65.00",
  });
  expect(await summary(b.id)).toEqual({
    tops: ["120.00"],
    tags: ["vegetarian"],
    minMedium: "10.00",
    maxLarge: "120.00",
  });

  await db.dish.deleteMany({ where: { catererId: a.id } });
  expect(await summary(a.id)).toEqual({ tops: [], tags: [], minMedium: null, maxLarge: null });
});

it("knows whether the menu has a main dish (the guests filter), through every kind of write", async () => {
  const k = await makeKitchen({ name: "Mains", cuisine: "Thai" });
  const hasMain = async () =>
    (await db.caterer.findUniqueOrThrow({ where: { id: k.id } })).menuHasMain;
  expect(await hasMain()).toBe(false);

  const cake = await db.dish.create({
    data: { ...dish(k.id, "20.00", "30.00"), category: "dessert" },
  });
  expect(await hasMain()).toBe(false);
  await db.dish.update({ where: { id: cake.id }, data: { category: "main" } });
  expect(await hasMain()).toBe(true);
  const curry = await db.dish.create({ data: dish(k.id, "40.00", "60.00") });
  await db.dish.update({ where: { id: cake.id }, data: { category: "dessert" } });
  expect(await hasMain()).toBe(true);
  await db.dish.delete({ where: { id: curry.id } });
  expect(await hasMain()).toBe(false);
});
