/**
 * caterer_search_counts (the home search's result count, docs/benchmarks.md) is kept by
 * triggers on caterers: after every kind of write (new caterer, new and changed and deleted
 * dishes, a moved or re-cuisined kitchen, a deleted caterer, a bulk statement) it must equal
 * the counts computed afresh from the caterers table, hold no empty group, and give the
 * search the same total as counting the matching caterers row by row.
 */
import { db } from "@/lib/server/db";
import { searchCaterers, type CatererSearch } from "@/lib/server/kitchens/search-caterers";
import { makeDish, makeKitchen, makeUser } from "../support/fixtures";
import { resetDatabase } from "../support/reset-db";

beforeAll(resetDatabase);
afterAll(() => db.$disconnect());

type Group = { key: string; caterers: number };

/** The table as the triggers left it, and as it should be. */
async function groups(): Promise<{ kept: Group[]; fresh: Group[] }> {
  const kept = await db.$queryRaw<Group[]>`
    SELECT key, caterers FROM caterer_search_counts ORDER BY key`;
  const fresh = await db.$queryRaw<Group[]>`
    SELECT jsonb_build_array(cuisine, lower(location),
             caterer_price_mask("dishTopPrices"), COALESCE("dishDietTags", '{}'))::text AS key,
           count(*)::int AS caterers
    FROM caterers GROUP BY 1 ORDER BY 1`;
  return { kept, fresh };
}

async function expectExact() {
  const { kept, fresh } = await groups();
  expect(kept).toEqual(fresh);
  expect(kept.every((g) => g.caterers > 0)).toBe(true);
}

const search = (f: Partial<CatererSearch>): CatererSearch => ({
  location: "",
  cuisines: [],
  prices: [],
  diets: [],
  sort: "recommended",
  ...f,
});

async function totalAndRows(f: Partial<CatererSearch>) {
  const { caterers, total } = await searchCaterers(search(f), { limit: null });
  return { total, rows: caterers.length };
}

/** A kitchen with one dish of these prices and tags. */
async function kitchenWithDish(
  kitchen: Parameters<typeof makeKitchen>[0],
  medium: string,
  large: string,
  dietaryTags: string[] = [],
) {
  const caterer = await makeKitchen(kitchen);
  await makeDish(caterer.id, medium, large, `Dish ${medium}/${large}`, { dietaryTags });
  return caterer;
}

it("stays exact through caterer and dish writes", async () => {
  await expectExact();
  const a = await kitchenWithDish(
    { name: "A", cuisine: "Italian", location: "Brooklyn, NY" },
    "30.00",
    "45.00",
    ["Vegan"],
  );
  const b = await kitchenWithDish({ name: "B", cuisine: "Italian", location: null }, "60", "90");
  await makeKitchen({ name: "C", cuisine: "Thai", location: "Queens, NY" });
  await expectExact();
  expect(await totalAndRows({ prices: ["20-50"], diets: ["vegan"] })).toEqual({
    total: 1,
    rows: 1,
  });

  // A dish price moves A from the $20-$50 band to $100+; a new dish gives B a tag.
  const [aDish] = await db.dish.findMany({ where: { catererId: a.id } });
  await db.dish.update({ where: { id: aDish!.id }, data: { largeTrayPrice: "120.00" } });
  await makeDish(b.id, "20", "20", "Dish 20/20", { dietaryTags: ["vegan"] });
  await expectExact();
  expect(await totalAndRows({ prices: ["20-50"] })).toEqual({ total: 1, rows: 1 });
  expect(await totalAndRows({ prices: ["100+"], location: "brook" })).toEqual({
    total: 1,
    rows: 1,
  });

  // Moved, re-cuisined, a dish deleted, a caterer deleted, and one statement over many rows.
  await db.caterer.update({
    where: { id: a.id },
    data: { location: "Harlem, NY", cuisine: "Thai" },
  });
  await db.dish.deleteMany({ where: { catererId: b.id, mediumTrayPrice: "20" } });
  await db.caterer.delete({ where: { id: b.id } });
  await db.caterer.updateMany({ data: { location: "Astoria, NY" } });
  await expectExact();
  expect(await totalAndRows({ location: "astoria", cuisines: ["Thai"] })).toEqual({
    total: 2,
    rows: 2,
  });
  expect(await totalAndRows({ location: "brooklyn" })).toEqual({ total: 0, rows: 0 });
});

it("takes off closed kitchens that match, and only those", async () => {
  const owner = await makeUser("caterer", "Closed", { isActive: false });
  await kitchenWithDish(
    { name: "Closed kitchen", cuisine: "Thai", location: "Astoria, NY", userId: owner.id },
    "25",
    "30",
    ["vegan"],
  );
  await expectExact();
  for (const f of [
    {},
    { cuisines: ["Thai"] },
    { location: "astoria", diets: ["vegan"] },
    { prices: ["20-50" as const] },
    { cuisines: ["Italian"] },
  ]) {
    const { total, rows } = await totalAndRows(f);
    expect({ f, total }).toEqual({ f, total: rows });
  }
});
