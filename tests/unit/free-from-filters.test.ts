import {
  EMPTY_FILTERS,
  catererMatches,
  hasActiveFilters,
  parseBrowseParams,
  toHref,
  type BrowseCaterer,
} from "@/lib/browse/filters";

describe("the free-from filter in the URL", () => {
  it("reads known allergens in canonical order, with a bounded minimum", () => {
    const f = parseBrowseParams(
      new URLSearchParams("free=tree-nuts&free=Peanuts,glitter&freeMin=3"),
    );
    expect(f.freeFrom).toEqual(["tree-nuts", "peanuts"]);
    expect(f.freeMin).toBe(3);
    expect(parseBrowseParams({ free: "sesame", freeMin: "99" }).freeMin).toBe(20);
    expect(parseBrowseParams({ free: "sesame", freeMin: "x" }).freeMin).toBe(1);
  });

  it("leaves the filter state of older links unchanged", () => {
    expect(parseBrowseParams({ free: "glitter", freeMin: "3" })).toEqual(EMPTY_FILTERS);
    expect("freeFrom" in parseBrowseParams({})).toBe(false);
  });

  it("writes it back canonically, and counts it as an active filter", () => {
    expect(toHref({ freeFrom: ["tree-nuts", "peanuts"], freeMin: 1 })).toBe(
      "/?free=tree-nuts&free=peanuts",
    );
    expect(toHref({ freeFrom: ["sesame"], freeMin: 5 })).toBe("/?free=sesame&freeMin=5");
    expect(toHref({ freeFrom: [], freeMin: 5 })).toBe("/");
    expect(hasActiveFilters({ ...EMPTY_FILTERS, freeFrom: ["milk"] })).toBe(true);
  });
});

describe("catererMatches with free-from", () => {
  const dish = (majorAllergens: string[] | null) => ({
    mediumTrayPrice: "50.00",
    largeTrayPrice: "80.00",
    dietaryTags: [],
    majorAllergens,
  });
  const caterer: BrowseCaterer = {
    id: 1,
    cuisine: "Thai",
    location: null,
    rating: "4.5",
    dishes: [dish(["peanuts"]), dish([]), dish(["milk"]), dish(null)],
  };
  const base = { location: "", cuisines: [], prices: [], diets: [] };

  it("counts declared dishes free from every chosen allergen", () => {
    expect(catererMatches(caterer, { ...base, freeFrom: ["peanuts"], freeMin: 2 })).toBe(true);
    expect(catererMatches(caterer, { ...base, freeFrom: ["peanuts"], freeMin: 3 })).toBe(false);
    expect(catererMatches(caterer, { ...base, freeFrom: ["peanuts", "milk"], freeMin: 1 })).toBe(
      true,
    );
    expect(catererMatches(caterer, { ...base, freeFrom: ["peanuts", "milk"], freeMin: 2 })).toBe(
      false,
    );
  });
});
