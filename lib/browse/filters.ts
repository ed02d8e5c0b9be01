/**
 * Home-page filtering and sorting rules (docs/product-rules.md §9), as pure functions shared by
 * the browser (URL <-> filter state) and the server. The server runs the same rules in SQL
 * (lib/server/kitchens/search-caterers.ts); `catererMatches` and `compareCaterers` below are
 * the reference the SQL is tested against (tests/integration/browse-search.test.ts).
 */
import { DIETARY_OPTIONS, HOME_CUISINES, HOME_PAGE_SIZE } from "@/lib/constants";
import { dollarsToCents } from "@/lib/money/cents";
import { isFreeFrom, MAJOR_ALLERGEN_VALUES } from "@/lib/dishes/allergens";
import { isValidIsoDate } from "@/lib/dates";

// ---------------------------------------------------------------------------------------
// Price bands, on each dish's top price = max(mediumTrayPrice, largeTrayPrice).

export type PriceBandValue = "20-50" | "50-100" | "100+";

export type PriceBand = {
  value: PriceBandValue;
  label: string;
  /** Lower edge in cents and whether a price equal to it is inside. */
  minCents: number;
  minInclusive: boolean;
  /** Upper edge in cents (always inclusive), or null for "no upper edge". */
  maxCents: number | null;
};

export const PRICE_BANDS: readonly PriceBand[] = [
  { value: "20-50", label: "$20 - $50", minCents: 2000, minInclusive: true, maxCents: 5000 },
  { value: "50-100", label: "$50 - $100", minCents: 5000, minInclusive: false, maxCents: 10000 },
  { value: "100+", label: "$100+", minCents: 10000, minInclusive: false, maxCents: null },
];

export function priceBand(value: PriceBandValue): PriceBand {
  return PRICE_BANDS.find((b) => b.value === value)!;
}

/**
 * The bands as bits, one a band in the order of PRICE_BANDS: the home search's count
 * compares them with the bits PostgreSQL keeps per caterer (caterer_price_mask, migration
 * 20261126210136_caterer_search_counts, which holds the same edges).
 */
export function priceMask(values: readonly PriceBandValue[]): number {
  return values.reduce(
    (mask, value) => mask | (1 << PRICE_BANDS.findIndex((b) => b.value === value)),
    0,
  );
}

/** A dish's price for the bands: the larger of its two tray prices, in cents. */
export function dishTopPriceCents(dish: DishPrices): number {
  return Math.max(dollarsToCents(dish.mediumTrayPrice), dollarsToCents(dish.largeTrayPrice));
}

export function isInBand(cents: number, band: PriceBand): boolean {
  const aboveMin = band.minInclusive ? cents >= band.minCents : cents > band.minCents;
  const belowMax = band.maxCents === null || cents <= band.maxCents;
  return aboveMin && belowMax;
}

// ---------------------------------------------------------------------------------------
// Sorting.

export const SORT_OPTIONS = [
  { value: "recommended", label: "Recommended" },
  { value: "price-low", label: "Price: Low to High" },
  { value: "price-high", label: "Price: High to Low" },
  { value: "rating", label: "Rating" },
  { value: "distance", label: "Distance" },
] as const;

export type SortValue = (typeof SORT_OPTIONS)[number]["value"];
export const DEFAULT_SORT: SortValue = "recommended";

/**
 * What each sort option really orders by. Ties always fall back to the caterer id, so that
 * pages never overlap or skip. Caterers without the sort value (no dishes, no location)
 * come last.
 *
 * "distance" is the real distance from the searched ZIP code to the kitchen's ZIP
 * (docs/product-rules.md §23); without a ZIP to measure from, it stays the spec's
 * alphabetical sort by the location text (case-insensitive).
 */
export type SortKey =
  | { by: "rating"; direction: "desc" }
  | { by: "lowestMediumPrice"; direction: "asc" }
  | { by: "highestLargePrice"; direction: "desc" }
  | { by: "distance"; direction: "asc" }
  | { by: "locationAlphabetical"; direction: "asc" };

export function sortKeyFor(sort: SortValue, hasZip = false): SortKey {
  switch (sort) {
    case "recommended": // Recommended uses the rating order (docs/product-rules.md §9).
    case "rating":
      return { by: "rating", direction: "desc" };
    case "price-low":
      return { by: "lowestMediumPrice", direction: "asc" };
    case "price-high":
      return { by: "highestLargePrice", direction: "desc" };
    case "distance":
      return hasZip
        ? { by: "distance", direction: "asc" }
        : { by: "locationAlphabetical", direction: "asc" };
  }
}

// ---------------------------------------------------------------------------------------
// The filter state and its URL form: /?location=..&cuisine=Italian&cuisine=Thai
//   &price=50-100&diet=vegan&sort=price-low&page=2

export type BrowseFilters = {
  /** Case-insensitive substring of the caterer location; "" = any. */
  location: string;
  cuisines: string[];
  prices: PriceBandValue[];
  /** Lowercase dietary tags. */
  diets: string[];
  sort: SortValue;
  /** How many pages of HOME_PAGE_SIZE the list shows ("Load more" adds one). */
  page: number;
  /**
   * "Free from": major allergens (lib/dishes/allergens.ts) that at least `freeMin` of the
   * caterer's dishes must declare they do not contain. Absent when not filtering, so the
   * filter state of links from before it existed is unchanged.
   */
  freeFrom?: string[];
  /** At least this many dishes free from all of `freeFrom` (1-20; default 1). */
  freeMin?: number;
  /**
   * A US ZIP code typed in LOCATION (URL `zip`): kitchens that deliver there, or offer
   * pickup near it (docs/product-rules.md §23). Absent when none; `location` is then text.
   */
  zip?: string;
  /** DELIVERY DATE, YYYY-MM-DD (URL `date`): kitchens open that day with room for an order. */
  date?: string;
  /** GUESTS (URL `guests`, 1-500): kitchens whose menu and trays can feed that many. */
  guests?: number;
};

export const MAX_GUESTS = 500;
const ZIP_PATTERN = /^\d{5}$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const FREE_FROM_MIN_OPTIONS = [1, 3, 5] as const;
export const MAX_FREE_FROM_MIN = 20;

export const EMPTY_FILTERS: BrowseFilters = {
  location: "",
  cuisines: [],
  prices: [],
  diets: [],
  sort: DEFAULT_SORT,
  page: 1,
};

/** The home page shows at most this many pages (480 caterers); beyond that, filter. */
export const MAX_HOME_PAGES = 20;
export const MAX_LOCATION_LENGTH = 100;

export const DIET_VALUES: readonly string[] = DIETARY_OPTIONS.map((d) => d.value);
export const PRICE_VALUES: readonly string[] = PRICE_BANDS.map((b) => b.value);
export const SORT_VALUES: readonly string[] = SORT_OPTIONS.map((s) => s.value);
export const CUISINE_VALUES: readonly string[] = HOME_CUISINES;

export type SearchParamsInput =
  URLSearchParams | Record<string, string | string[] | undefined> | undefined;

function getAll(params: SearchParamsInput, key: string): string[] {
  if (!params) return [];
  if (params instanceof URLSearchParams) return params.getAll(key);
  const value = params[key];
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** Each value once, in the order of `allowed` (so equal filters have equal URLs). */
function pick<T extends string>(values: string[], allowed: readonly string[]): T[] {
  const wanted = new Set(values.flatMap((v) => v.split(",")).map((v) => v.trim()));
  return allowed.filter((a) => wanted.has(a)) as T[];
}

/**
 * Reads the filters from URL search params. Lenient, for pages: unknown values are
 * ignored rather than refused, so an old or hand-edited link still shows a list.
 * Cuisines match the home list exactly; dietary tags are compared lowercase.
 */
export function parseBrowseParams(params: SearchParamsInput): BrowseFilters {
  // PostgreSQL cannot compare text holding NUL; such a link just searches without them.
  const location = (getAll(params, "location")[0] ?? "")
    .replace(/\u0000/g, "")
    .trim()
    .slice(0, MAX_LOCATION_LENGTH);
  const sort = getAll(params, "sort")[0] ?? "";
  const page = Number(getAll(params, "page")[0] ?? "1");
  return {
    location,
    cuisines: pick(getAll(params, "cuisine"), CUISINE_VALUES),
    prices: pick<PriceBandValue>(getAll(params, "price"), PRICE_VALUES),
    diets: pick(
      getAll(params, "diet").map((d) => d.toLowerCase()),
      DIET_VALUES,
    ),
    sort: SORT_VALUES.includes(sort) ? (sort as SortValue) : DEFAULT_SORT,
    page: Number.isInteger(page) ? Math.min(Math.max(page, 1), MAX_HOME_PAGES) : 1,
    ...freeFromOf(getAll(params, "free"), getAll(params, "freeMin")[0]),
    ...deliveryOf(params, location),
  };
}

/**
 * ZIP, date and guests. A five-digit LOCATION is a ZIP (the search bar has one field), so
 * `location=11201` and `zip=11201` show the same list; whether the ZIP exists is the
 * server's question (an unknown one matches no delivery area).
 */
function deliveryOf(params: SearchParamsInput, location: string) {
  const zipParam = (getAll(params, "zip")[0] ?? "").trim();
  const zip = ZIP_PATTERN.test(zipParam) ? zipParam : ZIP_PATTERN.test(location) ? location : "";
  const date = (getAll(params, "date")[0] ?? "").trim();
  const guests = Number(getAll(params, "guests")[0] ?? "");
  return {
    ...(zip ? { zip, location: "" } : {}),
    ...(DATE_PATTERN.test(date) && isValidIsoDate(date) ? { date } : {}),
    ...(Number.isInteger(guests) && guests >= 1 ? { guests: Math.min(guests, MAX_GUESTS) } : {}),
  };
}

/**
 * The search's ZIP, date and guests as a link to a kitchen's page carries them (catererHref):
 * the order dialog, the tray planner and the cart start from them. Invalid values are left out.
 */
export function searchPresets(
  params: SearchParamsInput,
): Pick<BrowseFilters, "zip" | "date" | "guests"> {
  const { zip, date, guests } = deliveryOf(params, "");
  return { ...(zip ? { zip } : {}), ...(date ? { date } : {}), ...(guests ? { guests } : {}) };
}

/** The free-from part of the filters: nothing when no known allergen is given. */
function freeFromOf(values: string[], min: string | undefined) {
  const freeFrom = pick(
    values.map((v) => v.toLowerCase()),
    MAJOR_ALLERGEN_VALUES,
  );
  if (!freeFrom.length) return {};
  const n = Number(min ?? "1");
  const freeMin = Number.isInteger(n) ? Math.min(Math.max(n, 1), MAX_FREE_FROM_MIN) : 1;
  return { freeFrom, freeMin };
}

/** The canonical URL query for a filter state; defaults are left out. */
export function toSearchParams(filters: Partial<BrowseFilters>): URLSearchParams {
  const params = new URLSearchParams();
  const location = filters.location?.trim();
  if (filters.zip && ZIP_PATTERN.test(filters.zip)) params.set("zip", filters.zip);
  else if (location && ZIP_PATTERN.test(location)) params.set("zip", location);
  else if (location) params.set("location", location);
  if (filters.date && DATE_PATTERN.test(filters.date)) params.set("date", filters.date);
  if (filters.guests && filters.guests >= 1) {
    params.set("guests", String(Math.min(Math.floor(filters.guests), MAX_GUESTS)));
  }
  for (const c of pick(filters.cuisines ?? [], CUISINE_VALUES)) params.append("cuisine", c);
  for (const p of pick(filters.prices ?? [], PRICE_VALUES)) params.append("price", p);
  for (const d of pick(filters.diets ?? [], DIET_VALUES)) params.append("diet", d);
  const free = pick(filters.freeFrom ?? [], MAJOR_ALLERGEN_VALUES);
  for (const a of free) params.append("free", a);
  if (free.length && filters.freeMin && filters.freeMin > 1) {
    params.set("freeMin", String(Math.min(filters.freeMin, MAX_FREE_FROM_MIN)));
  }
  if (filters.sort && filters.sort !== DEFAULT_SORT) params.set("sort", filters.sort);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params;
}

export function toHref(filters: Partial<BrowseFilters>): string {
  const query = toSearchParams(filters).toString();
  return query ? `/?${query}` : "/";
}

export function hasActiveFilters(f: BrowseFilters): boolean {
  return Boolean(
    f.location ||
    f.cuisines.length ||
    f.prices.length ||
    f.diets.length ||
    f.freeFrom?.length ||
    f.zip ||
    f.date ||
    f.guests,
  );
}

/**
 * The search's choices that the kitchen's page keeps (zip, date, guests), as the query
 * string of its link, so that its fees and, later, the order dialog start from them.
 */
export function catererHref(
  id: number,
  filters?: Pick<BrowseFilters, "zip" | "date" | "guests">,
): string {
  const params = new URLSearchParams();
  if (filters?.zip) params.set("zip", filters.zip);
  if (filters?.date) params.set("date", filters.date);
  if (filters?.guests) params.set("guests", String(filters.guests));
  const query = params.toString();
  return query ? `/caterer/${id}?${query}` : `/caterer/${id}`;
}

/** How many caterers the page shows for its `page` value. */
export function visibleLimit(page: number): number {
  return Math.min(Math.max(page, 1), MAX_HOME_PAGES) * HOME_PAGE_SIZE;
}

// ---------------------------------------------------------------------------------------
// Reference implementation of the rules on plain objects (used by tests as the oracle of
// the SQL query, and usable anywhere a small list is filtered in memory).

export type DishPrices = {
  mediumTrayPrice: string | number;
  largeTrayPrice: string | number;
};
/** `majorAllergens`: null (or absent) when the dish has not declared them. */
export type BrowseDish = DishPrices & { dietaryTags: string[]; majorAllergens?: string[] | null };
export type BrowseCaterer = {
  id: number;
  cuisine: string;
  location: string | null;
  rating: string | number;
  dishes: BrowseDish[];
  /** Its photo; null: none yet (undefined: not known, counted as having one). */
  imageUrl?: string | null;
  /** Its owner's home-kitchen permit has expired: hidden from search (product-rules §14). */
  permitExpired?: boolean;
  /** Miles from the searched ZIP (the distance sort), when known. */
  distanceMiles?: number | null;
};

export function catererMatches(
  caterer: BrowseCaterer,
  filters: Pick<
    BrowseFilters,
    "location" | "cuisines" | "prices" | "diets" | "freeFrom" | "freeMin"
  >,
): boolean {
  if (caterer.permitExpired) return false;
  const location = filters.location.trim().toLowerCase();
  if (location && caterer.location !== null) {
    if (!caterer.location.toLowerCase().includes(location)) return false;
  }
  if (filters.cuisines.length && !filters.cuisines.includes(caterer.cuisine)) return false;
  if (filters.prices.length) {
    const bands = filters.prices.map(priceBand);
    const some = caterer.dishes.some((d) => {
      const top = dishTopPriceCents(d);
      return bands.some((b) => isInBand(top, b));
    });
    if (!some) return false;
  }
  if (filters.diets.length) {
    const wanted = new Set(filters.diets.map((d) => d.toLowerCase()));
    const some = caterer.dishes.some((d) => d.dietaryTags.some((t) => wanted.has(t.toLowerCase())));
    if (!some) return false;
  }
  if (filters.freeFrom?.length) {
    const wanted = filters.freeFrom;
    const free = caterer.dishes.filter((d) =>
      isFreeFrom({ majorAllergens: d.majorAllergens ?? null }, wanted),
    ).length;
    if (free < (filters.freeMin ?? 1)) return false;
  }
  return true;
}

/** The value a caterer sorts by, or null when it has none (sorted last). */
export function sortValueOf(caterer: BrowseCaterer, key: SortKey): number | string | null {
  switch (key.by) {
    case "rating":
      return Number(caterer.rating);
    case "lowestMediumPrice":
      return caterer.dishes.length
        ? Math.min(...caterer.dishes.map((d) => dollarsToCents(d.mediumTrayPrice)))
        : null;
    case "highestLargePrice":
      return caterer.dishes.length
        ? Math.max(...caterer.dishes.map((d) => dollarsToCents(d.largeTrayPrice)))
        : null;
    case "locationAlphabetical":
      return caterer.location === null ? null : caterer.location.toLowerCase();
    case "distance":
      return caterer.distanceMiles ?? null;
  }
}

/**
 * A kitchen without dishes or without a photo has nothing to show yet: every sort puts it
 * after the kitchens that do (a new "0.0" kitchen led the Distance sort, issue 22).
 */
export const isUnfinishedListing = (caterer: BrowseCaterer) =>
  caterer.dishes.length === 0 || caterer.imageUrl === null;

export function compareCaterers(sort: SortValue) {
  const key = sortKeyFor(sort);
  return (a: BrowseCaterer, b: BrowseCaterer): number => {
    const unfinished = Number(isUnfinishedListing(a)) - Number(isUnfinishedListing(b));
    if (unfinished !== 0) return unfinished;
    const va = sortValueOf(a, key);
    const vb = sortValueOf(b, key);
    if (va !== vb) {
      if (va === null) return 1;
      if (vb === null) return -1;
      const order = va < vb ? -1 : 1;
      return key.direction === "asc" ? order : -order;
    }
    return a.id - b.id;
  };
}

export function filterAndSortCaterers<C extends BrowseCaterer>(
  caterers: C[],
  filters: Pick<
    BrowseFilters,
    "location" | "cuisines" | "prices" | "diets" | "sort" | "freeFrom" | "freeMin"
  >,
): C[] {
  return caterers.filter((c) => catererMatches(c, filters)).sort(compareCaterers(filters.sort));
}
