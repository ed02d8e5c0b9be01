/** The home page's filter and sort rules (docs/product-rules.md §9) as pure functions. */
import {
  EMPTY_FILTERS,
  MAX_HOME_PAGES,
  PRICE_BANDS,
  catererMatches,
  compareCaterers,
  dishTopPriceCents,
  filterAndSortCaterers,
  isInBand,
  parseBrowseParams,
  priceBand,
  priceMask,
  sortKeyFor,
  toHref,
  toSearchParams,
  visibleLimit,
  type BrowseCaterer,
  type BrowseFilters,
} from "@/lib/browse/filters";

const dish = (medium: string, large: string, dietaryTags: string[] = []) => ({
  mediumTrayPrice: medium,
  largeTrayPrice: large,
  dietaryTags,
});

const caterer = (id: number, overrides: Partial<BrowseCaterer> = {}): BrowseCaterer => ({
  id,
  cuisine: "Italian",
  location: "Brooklyn, NY",
  rating: "4.5",
  dishes: [dish("40.00", "60.00")],
  ...overrides,
});

const filters = (overrides: Partial<BrowseFilters> = {}): BrowseFilters => ({
  ...EMPTY_FILTERS,
  ...overrides,
});

describe("price bands", () => {
  const inBand = (dollars: string, band: "20-50" | "50-100" | "100+") =>
    isInBand(dishTopPriceCents(dish(dollars, dollars)), priceBand(band));

  it("has the spec's three bands with their labels", () => {
    expect(PRICE_BANDS.map((b) => [b.value, b.label])).toEqual([
      ["20-50", "$20 - $50"],
      ["50-100", "$50 - $100"],
      ["100+", "$100+"],
    ]);
  });

  it("20-50 includes both edges", () => {
    expect(inBand("19.99", "20-50")).toBe(false);
    expect(inBand("20.00", "20-50")).toBe(true);
    expect(inBand("35.00", "20-50")).toBe(true);
    expect(inBand("50.00", "20-50")).toBe(true);
    expect(inBand("50.01", "20-50")).toBe(false);
  });

  it("50-100 starts over 50 and includes 100", () => {
    expect(inBand("50.00", "50-100")).toBe(false);
    expect(inBand("50.01", "50-100")).toBe(true);
    expect(inBand("100.00", "50-100")).toBe(true);
    expect(inBand("100.01", "50-100")).toBe(false);
  });

  it("100+ is strictly over 100", () => {
    expect(inBand("100.00", "100+")).toBe(false);
    expect(inBand("100.01", "100+")).toBe(true);
    expect(inBand("9999.99", "100+")).toBe(true);
  });

  it("each price over 20 lies in exactly one band; under 20 in none", () => {
    for (const cents of [1999, 2000, 4999, 5000, 5001, 9999, 10000, 10001]) {
      const count = PRICE_BANDS.filter((b) => isInBand(cents, b)).length;
      expect(count).toBe(cents < 2000 ? 0 : 1);
    }
  });

  it("uses the larger of the two tray prices, whichever it is", () => {
    expect(dishTopPriceCents(dish("45.00", "95.00"))).toBe(9500);
    expect(dishTopPriceCents(dish("60.00", "45.00"))).toBe(6000);
  });
});

describe("catererMatches", () => {
  it("passes everything without filters", () => {
    expect(catererMatches(caterer(1, { dishes: [] }), filters())).toBe(true);
  });

  it("matches the location as a case-insensitive substring", () => {
    expect(catererMatches(caterer(1), filters({ location: "brook" }))).toBe(true);
    expect(catererMatches(caterer(1), filters({ location: "BROOKLYN, ny" }))).toBe(true);
    expect(catererMatches(caterer(1), filters({ location: "queens" }))).toBe(false);
  });

  it("lets caterers without a location pass the location filter", () => {
    expect(catererMatches(caterer(1, { location: null }), filters({ location: "queens" }))).toBe(
      true,
    );
  });

  it("needs the cuisine to be one of the selected ones", () => {
    expect(catererMatches(caterer(1), filters({ cuisines: ["Thai", "Italian"] }))).toBe(true);
    expect(catererMatches(caterer(1), filters({ cuisines: ["Thai"] }))).toBe(false);
  });

  it("needs one dish whose top price is in one selected band", () => {
    const c = caterer(1, { dishes: [dish("30.00", "45.00"), dish("110.00", "150.00")] });
    expect(catererMatches(c, filters({ prices: ["20-50"] }))).toBe(true);
    expect(catererMatches(c, filters({ prices: ["100+"] }))).toBe(true);
    expect(catererMatches(c, filters({ prices: ["50-100"] }))).toBe(false);
    expect(catererMatches(c, filters({ prices: ["50-100", "100+"] }))).toBe(true);
    expect(catererMatches(caterer(2, { dishes: [] }), filters({ prices: ["20-50"] }))).toBe(false);
  });

  it("matches dietary tags case-insensitively, any one of them", () => {
    const c = caterer(1, { dishes: [dish("40.00", "60.00", ["Vegan"])] });
    expect(catererMatches(c, filters({ diets: ["vegan"] }))).toBe(true);
    expect(catererMatches(c, filters({ diets: ["gluten-free", "vegan"] }))).toBe(true);
    expect(catererMatches(c, filters({ diets: ["vegetarian"] }))).toBe(false);
  });

  it("combines different filters with AND", () => {
    const c = caterer(1, { dishes: [dish("40.00", "45.00", ["vegan"])] });
    expect(catererMatches(c, filters({ cuisines: ["Italian"], diets: ["vegan"] }))).toBe(true);
    expect(catererMatches(c, filters({ cuisines: ["Italian"], prices: ["100+"] }))).toBe(false);
  });
});

describe("sorting", () => {
  const a = caterer(1, { rating: "4.2", location: "queens", dishes: [dish("40.00", "90.00")] });
  const b = caterer(2, { rating: "4.8", location: "Brooklyn", dishes: [dish("55.00", "70.00")] });
  const c = caterer(3, { rating: "4.8", location: null, dishes: [] });
  const d = caterer(4, {
    rating: "3.9",
    location: "Astoria",
    dishes: [dish("35.00", "60.00"), dish("80.00", "120.00")],
  });
  const sorted = (sort: BrowseFilters["sort"]) =>
    filterAndSortCaterers([a, b, c, d], filters({ sort })).map((x) => x.id);

  it("maps each option to its real order, Distance honestly alphabetical", () => {
    expect(sortKeyFor("recommended")).toEqual({ by: "rating", direction: "desc" });
    expect(sortKeyFor("rating")).toEqual({ by: "rating", direction: "desc" });
    expect(sortKeyFor("price-low")).toEqual({ by: "lowestMediumPrice", direction: "asc" });
    expect(sortKeyFor("price-high")).toEqual({ by: "highestLargePrice", direction: "desc" });
    expect(sortKeyFor("distance")).toEqual({ by: "locationAlphabetical", direction: "asc" });
  });

  it("Rating and Recommended: by rating, best first, ties by id; no dishes last", () => {
    expect(sorted("rating")).toEqual([2, 1, 4, 3]);
    expect(sorted("recommended")).toEqual([2, 1, 4, 3]);
  });

  it("every sort puts a kitchen without dishes or without a photo last", () => {
    const noPhoto = caterer(5, { rating: "5.0", location: "Albany", imageUrl: null });
    const nothingYet = caterer(6, { rating: "0.0", location: "Albany", dishes: [] });
    for (const sort of ["rating", "price-low", "price-high", "distance"] as const) {
      const ids = filterAndSortCaterers([noPhoto, nothingYet, a, b, d], filters({ sort })).map(
        (x) => x.id,
      );
      expect(ids.slice(3).sort()).toEqual([5, 6]);
    }
  });

  it("Price: Low to High: by the lowest medium tray price; no dishes last", () => {
    expect(sorted("price-low")).toEqual([4, 1, 2, 3]);
  });

  it("Price: High to Low: by the highest large tray price; no dishes last", () => {
    expect(sorted("price-high")).toEqual([4, 1, 2, 3]);
    const e = caterer(5, { dishes: [dish("20.00", "200.00")] });
    expect(filterAndSortCaterers([a, e], filters({ sort: "price-high" })).map((x) => x.id)).toEqual(
      [5, 1],
    );
  });

  it("Distance: alphabetical by location, case-insensitive; no location last", () => {
    expect(sorted("distance")).toEqual([4, 2, 1, 3]);
  });

  it("is a total order (ties fall back to the id)", () => {
    const twins = [caterer(9), caterer(7), caterer(8)];
    expect(twins.sort(compareCaterers("rating")).map((x) => x.id)).toEqual([7, 8, 9]);
  });
});

describe("URL search params", () => {
  it("reads the issue's example URL", () => {
    const f = parseBrowseParams(
      new URLSearchParams("cuisine=Italian&price=50-100&diet=vegan&sort=price-low"),
    );
    expect(f).toEqual({
      location: "",
      cuisines: ["Italian"],
      prices: ["50-100"],
      diets: ["vegan"],
      sort: "price-low",
      page: 1,
    });
  });

  it("reads repeated and comma-separated values, each once, in list order", () => {
    const f = parseBrowseParams({
      cuisine: ["Thai", "Italian,Thai"],
      price: "100+,20-50",
      diet: ["Gluten-Free", "VEGAN"],
    });
    expect(f.cuisines).toEqual(["Italian", "Thai"]);
    expect(f.prices).toEqual(["20-50", "100+"]);
    expect(f.diets).toEqual(["vegan", "gluten-free"]);
  });

  it("ignores unknown values instead of failing", () => {
    const f = parseBrowseParams({
      cuisine: "Klingon",
      price: "5-10",
      diet: "paleo",
      sort: "random",
      page: "-3",
    });
    expect(f).toEqual(EMPTY_FILTERS);
    expect(parseBrowseParams({ page: "2.5" }).page).toBe(1);
    expect(parseBrowseParams(undefined)).toEqual(EMPTY_FILTERS);
  });

  it("trims and bounds the location, and bounds the page", () => {
    expect(parseBrowseParams({ location: "  Queens  " }).location).toBe("Queens");
    expect(parseBrowseParams({ location: "x".repeat(500) }).location).toHaveLength(100);
    expect(parseBrowseParams({ page: "999" }).page).toBe(MAX_HOME_PAGES);
    expect(visibleLimit(1)).toBe(24);
    expect(visibleLimit(3)).toBe(72);
  });

  it("writes canonical URLs without defaults and reads them back", () => {
    expect(toHref(EMPTY_FILTERS)).toBe("/");
    const f = filters({
      location: "Queens",
      cuisines: ["Thai", "Italian"],
      prices: ["100+"],
      diets: ["vegan"],
      sort: "distance",
      page: 2,
    });
    expect(toSearchParams(f).toString()).toBe(
      "location=Queens&cuisine=Italian&cuisine=Thai&price=100%2B&diet=vegan&sort=distance&page=2",
    );
    expect(parseBrowseParams(toSearchParams(f))).toEqual({ ...f, cuisines: ["Italian", "Thai"] });
  });
});

describe("priceMask", () => {
  // One bit a band, in PRICE_BANDS order: the bits caterer_price_mask keeps in PostgreSQL.
  it("sets one bit per selected band", () => {
    expect(priceMask([])).toBe(0);
    expect(priceMask(["20-50"])).toBe(1);
    expect(priceMask(["50-100"])).toBe(2);
    expect(priceMask(["100+"])).toBe(4);
    expect(priceMask(["20-50", "100+"])).toBe(5);
    expect(priceMask(["100+", "50-100", "20-50"])).toBe(7);
  });
});
