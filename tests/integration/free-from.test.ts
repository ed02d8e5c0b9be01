/**
 * Allergens as data (docs/product-rules.md §13): the home page's "Free from" filter in SQL
 * agrees with the pure reference (lib/browse/filters.ts) on the demo data, every demo dish
 * declares the nine, and the spec's dish payloads keep working (undeclared until declared).
 */
import { POST as createRoute } from "@/app/api/dishes/route";
import { PATCH as patchRoute } from "@/app/api/dishes/[id]/route";
import {
  filterAndSortCaterers,
  type BrowseCaterer,
  type BrowseFilters,
  type SortValue,
} from "@/lib/browse/filters";
import { MAJOR_ALLERGEN_VALUES } from "@/lib/dishes/allergens";
import { db } from "@/lib/server/db";
import { searchCaterers } from "@/lib/server/kitchens/search-caterers";
import { seedDemoData } from "@/scripts/runtime/seed/seed-demo";
import { makeDish, signedInCaterer } from "../support/fixtures";
import { call } from "../support/http";
import { resetDatabase } from "../support/reset-db";

let reference: BrowseCaterer[];

async function loadReference(): Promise<BrowseCaterer[]> {
  const rows = await db.caterer.findMany({ include: { dishes: true } });
  return rows.map((c) => ({
    id: c.id,
    cuisine: c.cuisine,
    location: c.location,
    rating: c.rating.toFixed(1),
    dishes: c.dishes.map((d) => ({
      mediumTrayPrice: d.mediumTrayPrice.toFixed(2),
      largeTrayPrice: d.largeTrayPrice.toFixed(2),
      dietaryTags: d.dietaryTags,
      majorAllergens: d.allergensDeclared ? d.majorAllergens : null,
    })),
  }));
}

beforeAll(async () => {
  await resetDatabase();
  await seedDemoData(db, "2026-11-22");
  // One caterer whose dishes are all undeclared: it is never "free from" anything.
  const kitchen = await signedInCaterer("Undeclared");
  await makeDish(kitchen.caterer.id, "50.00", "80.00", "Mystery stew", {
    description: "Nobody said what is in it.",
    imageUrls: [],
  });
  reference = await loadReference();
}, 180_000); // the demo seed makes ~900 writes; a loaded 2-core CI machine needs minutes

afterAll(() => db.$disconnect());

describe("the demo data", () => {
  it("declares the nine for every demo dish, with the allergens its notes name", async () => {
    const dishes = await db.dish.findMany({ where: { caterer: { userId: { not: null } } } });
    const demo = dishes.filter((d) => d.name !== "Mystery stew");
    expect(demo.length).toBeGreaterThan(60);
    for (const d of demo) {
      expect([d.name, d.allergensDeclared]).toEqual([d.name, true]);
      for (const a of d.majorAllergens) expect(MAJOR_ALLERGEN_VALUES).toContain(a);
    }
    const lasagna = demo.find((d) => d.name === "Classic Beef Lasagna")!;
    expect(lasagna.majorAllergens).toEqual(expect.arrayContaining(["milk", "eggs", "wheat"]));
    const satay = demo.filter((d) => d.allergens.includes("peanuts"));
    expect(satay.length).toBeGreaterThan(0);
    for (const d of satay) expect(d.majorAllergens).toContain("peanuts");
  });
});

describe("the free-from filter", () => {
  const sets = [
    ["peanuts"],
    ["peanuts", "tree-nuts"],
    ["milk", "wheat"],
    ["sesame"],
    [...MAJOR_ALLERGEN_VALUES],
  ];

  it("agrees with the reference implementation on the demo data", async () => {
    let checked = 0;
    for (const freeFrom of sets) {
      for (const freeMin of [1, 3, 5, 8]) {
        for (const sort of ["rating", "price-low"] as SortValue[]) {
          for (const cuisines of [[], ["Thai", "Indian"]]) {
            const f: BrowseFilters = {
              location: "",
              cuisines,
              prices: [],
              diets: [],
              sort,
              page: 1,
              freeFrom,
              freeMin,
            };
            const expected = filterAndSortCaterers(reference, f).map((c) => c.id);
            const { caterers, total } = await searchCaterers(f, { limit: null });
            expect({ f, ids: caterers.map((c) => c.id) }).toEqual({ f, ids: expected });
            expect(total).toBe(expected.length);
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(sets.length * 4 * 2 * 2);
  }, 180_000);

  it("narrows the list: fewer caterers have many peanut-free dishes than one", async () => {
    const base = {
      location: "",
      cuisines: [],
      prices: [],
      diets: [],
      sort: "rating" as const,
      page: 1,
    };
    const all = await searchCaterers(base, { limit: null });
    const one = await searchCaterers(
      { ...base, freeFrom: ["peanuts"], freeMin: 1 },
      { limit: null },
    );
    const undeclared = reference.find((c) => c.dishes.every((d) => d.majorAllergens === null))!;
    expect(one.caterers.map((c) => c.id)).not.toContain(undeclared.id);
    expect(one.total).toBe(all.total - 1);
    const everything = await searchCaterers(
      { ...base, freeFrom: [...MAJOR_ALLERGEN_VALUES], freeMin: 1 },
      { limit: null },
    );
    expect(everything.total).toBeLessThan(all.total);
  });
});

describe("dish declarations through the API", () => {
  it("keeps the spec's payloads working: no declaration is 'not declared'; [] is none of the nine", async () => {
    const kitchen = await signedInCaterer("Declaring");
    const body = {
      name: "Plain Rice",
      description: "Steamed jasmine rice for the table.",
      category: "side",
      ingredients: ["rice", "water"],
      imageUrls: ["/images/dishes/rice.svg"],
      mediumTrayPrice: 30,
      largeTrayPrice: 45,
    };
    const legacy = await call(createRoute, "/api/dishes", { body, token: kitchen.token });
    expect(legacy.status).toBe(201);
    expect(legacy.json.majorAllergens).toBeNull();

    const none = await call(createRoute, "/api/dishes", {
      body: { ...body, majorAllergens: [] },
      token: kitchen.token,
    });
    expect(none.json.majorAllergens).toEqual([]);

    const bad = await call(createRoute, "/api/dishes", {
      body: { ...body, majorAllergens: ["peanuts", "glitter"] },
      token: kitchen.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.json.errors[0].path).toMatch(/^majorAllergens/);

    const patch = (id: number, b: unknown) =>
      call(patchRoute, `/api/dishes/${id}`, {
        method: "PATCH",
        body: b,
        token: kitchen.token,
        params: { id: String(id) },
      });
    const declared = await patch(legacy.json.id, { majorAllergens: ["sesame", "milk"] });
    expect(declared.status).toBe(200);
    expect(declared.json.majorAllergens).toEqual(["milk", "sesame"]);
    // An update without the field leaves the declaration as it was.
    const renamed = await patch(legacy.json.id, { name: "Jasmine Rice" });
    expect(renamed.json.majorAllergens).toEqual(["milk", "sesame"]);
  });
});
