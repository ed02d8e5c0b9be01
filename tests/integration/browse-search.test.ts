/**
 * The home page's SQL filter (searchCaterers) against the rules of docs/product-rules.md §9:
 * explicit edge cases, and every filter combination compared with the pure reference
 * implementation in lib/browse/filters.ts.
 */
import {
  CUISINE_VALUES,
  filterAndSortCaterers,
  SORT_VALUES,
  type BrowseCaterer,
  type BrowseFilters,
  type PriceBandValue,
  type SortValue,
} from "@/lib/browse/filters";
import { db } from "@/lib/server/db";
import { searchCaterers, type CatererSearch } from "@/lib/server/kitchens/search-caterers";
import { setDeliveryArea } from "../support/delivery-area";
import { dishData, makeKitchen, signedIn } from "../support/fixtures";
import { resetDatabase } from "../support/reset-db";

type Seed = {
  name: string;
  cuisine: string;
  location: string | null;
  rating: string;
  dishes: [string, string, string[]?][];
};

// Prices sit on and around the band edges; tags vary in case; one caterer has no dishes,
// two have no location; ratings tie.
const SEED: Seed[] = [
  {
    name: "Edge 20",
    cuisine: "Italian",
    location: "Brooklyn, NY",
    rating: "4.5",
    dishes: [["15.00", "20.00", ["vegan"]]],
  },
  {
    name: "Edge 50",
    cuisine: "Italian",
    location: "Queens, NY",
    rating: "4.5",
    dishes: [["50.00", "45.00"]],
  },
  {
    name: "Just over 50",
    cuisine: "Thai",
    location: "queens village",
    rating: "4.9",
    dishes: [["40.00", "50.01", ["Gluten-Free"]]],
  },
  {
    name: "Edge 100",
    cuisine: "Thai",
    location: "Hoboken, NJ",
    rating: "3.0",
    dishes: [
      ["70.00", "100.00", ["VEGETARIAN"]],
      ["19.00", "19.99"],
    ],
  },
  {
    name: "Over 100",
    cuisine: "Mexican",
    location: null,
    rating: "4.1",
    dishes: [["80.00", "100.01"]],
  },
  {
    name: "Cheap only",
    cuisine: "Mexican",
    location: "Newark, NJ",
    rating: "4.1",
    dishes: [["10.00", "19.99", ["vegan"]]],
  },
  { name: "No dishes", cuisine: "Indian", location: "Edison, NJ", rating: "5.0", dishes: [] },
  {
    name: "Wide menu",
    cuisine: "Southern",
    location: "Harlem, NY",
    rating: "2.5",
    dishes: [
      ["25.00", "35.00", ["Vegetarian", "gluten-free"]],
      ["90.00", "180.00"],
      ["60.00", "75.00"],
    ],
  },
  {
    name: "Nowhere",
    cuisine: "Mediterranean",
    location: null,
    rating: "4.5",
    dishes: [["30.00", "55.00", ["vegan"]]],
  },
  {
    name: "Odd cuisine",
    cuisine: "Fusion",
    location: "Brooklyn Heights",
    rating: "0.0",
    dishes: [["45.00", "65.00"]],
  },
];

const reference: (BrowseCaterer & { name: string })[] = [];
const idOf = (name: string) => reference.find((c) => c.name === name)!.id;

beforeAll(async () => {
  await resetDatabase();
  for (const [index, s] of SEED.entries()) {
    // Every third kitchen has no photo yet: it sorts after the others (isUnfinishedListing).
    const imageUrl = index % 3 === 0 ? null : `/images/caterers/${index}.svg`;
    const caterer = await makeKitchen({
      name: s.name,
      imageUrl,
      cuisine: s.cuisine,
      location: s.location,
      rating: s.rating,
    });
    await db.dish.createMany({
      data: s.dishes.map(([medium, large, tags], i) =>
        dishData(caterer.id, {
          name: `${s.name} dish ${i}`,
          mediumTrayPrice: medium,
          largeTrayPrice: large,
          dietaryTags: tags ?? [],
        }),
      ),
    });
    reference.push({
      id: caterer.id,
      name: s.name,
      cuisine: s.cuisine,
      location: s.location,
      rating: s.rating,
      imageUrl,
      dishes: s.dishes.map(([m, l, t]) => ({
        mediumTrayPrice: m,
        largeTrayPrice: l,
        dietaryTags: t ?? [],
      })),
    });
  }
});

afterAll(() => db.$disconnect());

const search = (f: Partial<CatererSearch>): CatererSearch => ({
  location: "",
  cuisines: [],
  prices: [],
  diets: [],
  sort: "recommended",
  ...f,
});

async function names(f: Partial<CatererSearch>): Promise<string[]> {
  const { caterers } = await searchCaterers(search(f), { limit: null });
  return caterers.map((c) => c.name);
}

describe("searchCaterers: the rules", () => {
  it("price 20-50 includes tops of exactly 20 and 50, not 19.99 or 50.01", async () => {
    const got = await names({ prices: ["20-50"] });
    expect(got).toEqual(expect.arrayContaining(["Edge 20", "Edge 50", "Wide menu"]));
    expect(got).not.toContain("Just over 50");
    expect(got).not.toContain("Cheap only");
  });

  it("price 50-100 starts just over 50 and includes 100", async () => {
    const got = await names({ prices: ["50-100"] });
    expect(got).toEqual(expect.arrayContaining(["Just over 50", "Edge 100", "Wide menu"]));
    expect(got).not.toContain("Edge 50");
    expect(got).not.toContain("Over 100");
  });

  it("price 100+ is strictly over 100, on the larger tray price", async () => {
    expect((await names({ prices: ["100+"] })).sort()).toEqual(["Over 100", "Wide menu"]);
  });

  it("uses max(medium, large) even when the medium tray costs more", async () => {
    // "Edge 50" has medium 50.00 > large 45.00: its top price is 50.
    expect(await names({ prices: ["20-50"], cuisines: ["Italian"] })).toContain("Edge 50");
  });

  it("matches dietary tags case-insensitively", async () => {
    expect((await names({ diets: ["vegetarian"] })).sort()).toEqual(["Edge 100", "Wide menu"]);
    expect((await names({ diets: ["gluten-free"] })).sort()).toEqual(["Just over 50", "Wide menu"]);
  });

  it("matches the location as a substring, any case; no location always passes", async () => {
    expect((await names({ location: "QUEENS" })).sort()).toEqual([
      "Edge 50",
      "Just over 50",
      "Nowhere",
      "Over 100",
    ]);
  });

  it("treats LIKE wildcards in the location as plain text", async () => {
    expect((await names({ location: "%" })).sort()).toEqual(["Nowhere", "Over 100"]);
    expect((await names({ location: "_" })).sort()).toEqual(["Nowhere", "Over 100"]);
  });

  it("sorts by price with caterers without dishes last", async () => {
    const low = await names({ sort: "price-low" });
    expect(low[0]).toBe("Cheap only");
    expect(low.at(-1)).toBe("No dishes");
    const high = await names({ sort: "price-high" });
    expect(high[0]).toBe("Wide menu");
    expect(high.at(-1)).toBe("No dishes");
  });

  it("pages through results without gaps or overlaps and counts all matches", async () => {
    const all = await names({ sort: "rating" });
    const pages: string[] = [];
    for (let offset = 0; offset < all.length; offset += 3) {
      const { caterers, total } = await searchCaterers(search({ sort: "rating" }), {
        limit: 3,
        offset,
      });
      expect(total).toBe(SEED.length);
      pages.push(...caterers.map((c) => c.name));
    }
    expect(pages).toEqual(all);
    const past = await searchCaterers(search({}), { limit: 3, offset: 30 });
    expect(past).toEqual({ caterers: [], total: SEED.length });
  });

  it("returns the public caterer shape, plus the delivery fields (product-rules §23)", async () => {
    const { caterers } = await searchCaterers(search({ cuisines: ["Fusion"] }), { limit: 5 });
    expect(caterers).toEqual([
      {
        id: idOf("Odd cuisine"),
        userId: null,
        name: "Odd cuisine",
        cuisine: "Fusion",
        description: null,
        rating: "0.0",
        imageUrl: null,
        location: "Brooklyn Heights",
        isGrandfathered: false,
        deliveryAreaSet: false,
        distanceMiles: null,
        deliveryFeeCents: null,
        pickupOnly: false,
      },
    ]);
  });
});

const priceSets: PriceBandValue[][] = [
  [],
  ["20-50"],
  ["50-100"],
  ["100+"],
  ["20-50", "100+"],
  ["20-50", "50-100", "100+"],
];
const dietSets = [[], ["vegan"], ["vegetarian", "gluten-free"]];
const cuisineSets = [[], ["Italian"], ["Thai", "Mexican"], [...CUISINE_VALUES]];
const locations = ["", "ny", "Brooklyn", "nowhere at all"];

describe("searchCaterers agrees with the reference rules for every combination", () => {
  it("matches filterAndSortCaterers", async () => {
    let checked = 0;
    for (const sort of SORT_VALUES as SortValue[]) {
      for (const prices of priceSets) {
        for (const diets of dietSets) {
          for (const cuisines of cuisineSets) {
            for (const location of locations) {
              const f: BrowseFilters = { location, cuisines, prices, diets, sort, page: 1 };
              const expected = filterAndSortCaterers(reference, f).map((c) => c.id);
              const { caterers, total } = await searchCaterers(f, { limit: null });
              expect({ f, ids: caterers.map((c) => c.id) }).toEqual({ f, ids: expected });
              expect(total).toBe(expected.length);
              checked++;
            }
          }
        }
      }
    }
    expect(checked).toBe(5 * 6 * 3 * 4 * 4);
  }, 60000);
});

describe("with a ZIP, searchCaterers still agrees with the reference rules", () => {
  // Areas for the seeded kitchens: most reach 11201 (a radius, a list, pickup near), one
  // delivers only far away, two have not set theirs (listed after the others).
  const AREAS: Record<string, Parameters<typeof setDeliveryArea>[1] | null> = {
    "Edge 20": { zipCode: "11201", zones: [{ radiusMiles: "5", fee: "5" }] },
    "Edge 50": { zipCode: "11215", zones: [{ zipCodes: "11201", fee: "0" }] },
    "Just over 50": { zipCode: "11238", offersPickup: true, zones: [] },
    "Edge 100": { zipCode: "11201", zones: [{ radiusMiles: "1", fee: "9" }] },
    "Over 100": { zipCode: "99501", offersPickup: true, zones: [{ radiusMiles: "30", fee: "1" }] },
    "Cheap only": { zipCode: "10001", zones: [{ radiusMiles: "10", fee: "3" }] },
    "No dishes": { zipCode: "11201", zones: [{ radiusMiles: "2", fee: "2" }] },
    "Wide menu": { zipCode: "11211", zones: [{ radiusMiles: "8", fee: "4" }] },
    Nowhere: null,
    "Odd cuisine": null,
  };

  beforeAll(async () => {
    const admin = await signedIn("admin", "Admin");
    for (const [name, area] of Object.entries(AREAS)) {
      if (area) await setDeliveryArea(admin.actor, { ...area, catererId: idOf(name) });
    }
  });

  it("matches filterAndSortCaterers over the kitchens that reach it, then those with no area", async () => {
    const reached = reference.filter((c) => AREAS[c.name] && c.name !== "Over 100");
    const unset = reference.filter((c) => !AREAS[c.name]);
    let checked = 0;
    // "distance" sorts by miles with a ZIP (tests/integration/delivery-search.test.ts).
    for (const sort of (SORT_VALUES as SortValue[]).filter((s) => s !== "distance")) {
      for (const prices of priceSets) {
        for (const diets of dietSets) {
          for (const cuisines of cuisineSets) {
            const f: BrowseFilters = { location: "", cuisines, prices, diets, sort, page: 1 };
            const expected = [
              ...filterAndSortCaterers(reached, f),
              ...filterAndSortCaterers(unset, f),
            ].map((c) => c.id);
            const { caterers, total } = await searchCaterers(
              { ...f, zip: "11201" },
              { limit: null },
            );
            expect({ f, ids: caterers.map((c) => c.id) }).toEqual({ f, ids: expected });
            expect(total).toBe(expected.length);
            // Paged by 2, the same order and the same total on every page.
            if (prices.length === 0 && diets.length === 0) {
              for (let offset = 0; offset < expected.length + 2; offset += 2) {
                const page = await searchCaterers({ ...f, zip: "11201" }, { limit: 2, offset });
                expect(page.caterers.map((c) => c.id)).toEqual(expected.slice(offset, offset + 2));
                expect(page.total).toBe(expected.length);
              }
            }
            checked++;
          }
        }
      }
    }
    expect(checked).toBe(4 * 6 * 3 * 4);
  }, 120000);
});
