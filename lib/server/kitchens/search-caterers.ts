import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { priceBand, priceMask, sortKeyFor, type BrowseFilters } from "@/lib/browse/filters";
import { todayIso } from "@/lib/dates";
import { db } from "../db";
import { closedOwnersSql, kitchenOpenSql } from "./kitchen-open";
import type { CatererSearchDto } from "@/lib/kitchens/types";
import { deliverySql } from "./search-delivery";

export type CatererSearch = Pick<
  BrowseFilters,
  | "location"
  | "cuisines"
  | "prices"
  | "diets"
  | "sort"
  | "freeFrom"
  | "freeMin"
  | "zip"
  | "date"
  | "guests"
>;

/**
 * `reviewCounts` (caterer id -> visible reviews; only when asked for) sits beside the
 * caterers, not in them: the spec's caterer shape stays as it is (docs/product-rules.md §1).
 */
export type CatererSearchResult = {
  caterers: CatererSearchDto[];
  total: number;
  reviewCounts?: Record<number, number>;
};

type SortKey = { expr: Prisma.Sql; dir: Prisma.Sql };

type Row = {
  id: number;
  userId: number | null;
  name: string;
  cuisine: string;
  description: string | null;
  rating: Prisma.Decimal;
  imageUrl: string | null;
  location: string | null;
  isGrandfathered: boolean;
  reviewCount: number;
  total: number;
  areaSet: boolean;
  distance: number | null;
  fee: number | null;
};

const centsToDollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * The home page's filter, in SQL (docs/product-rules.md §9; the same rules as `catererMatches` in
 * lib/browse/filters.ts, which the integration tests compare this query against):
 * - location: case-insensitive substring; caterers without a location always pass;
 * - cuisine: one of the selected cuisines;
 * - price: some dish's top price (the larger tray price) lies in a selected band;
 * - dietary: some dish carries a selected tag, compared case-insensitively;
 * - free from: at least `freeMin` dishes have declared their major allergens and contain
 *   none of the selected ones (an undeclared dish never counts).
 * Every value reaches PostgreSQL as a bound parameter.
 *
 * Scale: everything but "free from" reads the caterers table alone. The per-caterer menu
 * summary (dishTopPrices, dishDietTags, minMediumPrice, maxLargePrice) is kept current by
 * triggers on dishes in the transaction of each dish write, so no dish is aggregated per
 * request; the page of 24 walks a sort index and stops after the window.
 */
function buildQuery(search: CatererSearch, today: string) {
  // What the visitor filters on, on a caterer row `c`; `groups` says the same of a row `g` of
  // caterer_search_counts (the caterers that share cuisine, lower-cased location, price mask
  // and dietary tags), for the count.
  const filters: Prisma.Sql[] = [];
  const groups: Prisma.Sql[] = [];
  const location = search.location.trim();
  const delivery = deliverySql(search, today);
  filters.push(...delivery.filters);
  if (search.zip) {
    // A ZIP replaces the text match (docs/product-rules.md §23).
  } else if (location) {
    filters.push(
      Prisma.sql`(c.location IS NULL OR strpos(lower(c.location), lower(${location})) > 0)`,
    );
    groups.push(Prisma.sql`(g.location IS NULL OR strpos(g.location, lower(${location})) > 0)`);
  }
  if (search.cuisines.length) {
    filters.push(Prisma.sql`c.cuisine = ANY(${search.cuisines}::text[])`);
    groups.push(Prisma.sql`g.cuisine = ANY(${search.cuisines}::text[])`);
  }
  if (search.prices.length) {
    const bands = search.prices.map((value) => {
      const band = priceBand(value);
      const min = centsToDollars(band.minCents);
      const lower = band.minInclusive
        ? Prisma.sql`top >= ${min}::numeric`
        : Prisma.sql`top > ${min}::numeric`;
      return band.maxCents === null
        ? lower
        : Prisma.sql`(${lower} AND top <= ${centsToDollars(band.maxCents)}::numeric)`;
    });
    // A ZIP's rows carry the bands as a mask (caterer_price_mask, the same edges).
    filters.push(
      search.zip
        ? Prisma.sql`(c."priceMask" & ${priceMask(search.prices)}::smallint) <> 0`
        : Prisma.sql`EXISTS (SELECT 1 FROM unnest(c."dishTopPrices") AS top
            WHERE ${Prisma.join(bands, " OR ")})`,
    );
    groups.push(Prisma.sql`(g."priceMask" & ${priceMask(search.prices)}::smallint) <> 0`);
  }
  if (search.diets.length) {
    const diets = search.diets.map((d) => d.toLowerCase());
    filters.push(Prisma.sql`c."dishDietTags" && ${diets}::text[]`);
    groups.push(Prisma.sql`g."dietTags" && ${diets}::text[]`);
  }
  if (search.freeFrom?.length) {
    // Per dish, so not summarised: it needs the chosen allergens. Bounded by the caterers
    // the other filters leave, through the dishes' (catererId, ...) index.
    filters.push(
      Prisma.sql`(SELECT count(*) FROM dishes d WHERE d."catererId" = c.id
        AND d."allergensDeclared" AND NOT (d."majorAllergens" && ${search.freeFrom}::text[]))
        >= ${search.freeMin ?? 1}`,
    );
  }

  const key = sortKeyFor(search.sort, Boolean(search.zip));
  // Kitchens without dishes or photo last, whatever the sort (isUnfinishedListing); for a
  // ZIP, kitchens that have not set their delivery area after all the others.
  const keys: SortKey[] = search.zip
    ? [
        { expr: Prisma.sql`(NOT c."areaSet")`, dir: Prisma.sql`ASC` },
        { expr: Prisma.sql`c.unfinished`, dir: Prisma.sql`ASC` },
      ]
    : [
        {
          expr: Prisma.sql`(c."minMediumPrice" IS NULL OR c."imageUrl" IS NULL)`,
          dir: Prisma.sql`ASC`,
        },
      ];
  switch (key.by) {
    case "rating":
      keys.push({ expr: Prisma.sql`c.rating`, dir: Prisma.sql`DESC` });
      break;
    case "lowestMediumPrice":
      keys.push({ expr: Prisma.sql`c."minMediumPrice"`, dir: Prisma.sql`ASC NULLS LAST` });
      break;
    case "highestLargePrice":
      keys.push({ expr: Prisma.sql`c."maxLargePrice"`, dir: Prisma.sql`DESC NULLS LAST` });
      break;
    case "distance":
      keys.push({ expr: Prisma.sql`c.distance`, dir: Prisma.sql`ASC NULLS LAST` });
      break;
    case "locationAlphabetical":
      // No ZIP to measure from: the spec's alphabetical order of the location text.
      keys.push({
        expr: Prisma.sql`lower(c.location) COLLATE "C"`,
        dir: Prisma.sql`ASC NULLS LAST`,
      });
      break;
  }
  keys.push({ expr: Prisma.sql`c.id`, dir: Prisma.sql`ASC` });
  const order = Prisma.sql`ORDER BY ${Prisma.join(
    keys.map((k) => Prisma.sql`${k.expr} ${k.dir}`),
    ", ",
  )}`;
  // A closed kitchen (its owner deactivated, or the owner's home-kitchen permit expired) is
  // hidden until it reopens (docs/product-rules.md §14); caterers without a permit record
  // or without an owner stay listed.
  const where = Prisma.sql`WHERE ${Prisma.join([kitchenOpenSql(today), ...filters], " AND ")}`;

  // The count: the spec's "{count} caterers in your area" is exact. Counting the matching
  // caterers reads every one of them (thousands at 100,000 caterers), so, but for "free from",
  // it adds up the matching groups of caterer_search_counts (a few hundred rows, however
  // many caterers; kept by triggers in the transaction of every caterer write) and takes off
  // the few closed kitchens that match (read through their owners).
  const closedMatching = Prisma.sql`(SELECT count(*)::int FROM caterers c
      WHERE c."userId" IN (${closedOwnersSql(today)})
      ${filters.length ? Prisma.sql`AND ${Prisma.join(filters, " AND ")}` : Prisma.empty})`;
  // ZIP, date and guests are not in the groups: their count reads the matching caterers.
  const count =
    search.freeFrom?.length || delivery.filters.length || search.zip
      ? Prisma.sql`(SELECT count(*)::int FROM ${delivery.from} ${where})`
      : Prisma.sql`(SELECT COALESCE(sum(g.caterers), 0)::int FROM caterer_search_counts g
          ${groups.length ? Prisma.sql`WHERE ${Prisma.join(groups, " AND ")}` : Prisma.empty})
        - ${closedMatching}`;
  return { where, order, keys, count, from: delivery.from, columns: delivery.columns };
}

/**
 * The page statement of searchCaterers (exported for the EXPLAIN ANALYZE figures of
 * `npm run bench`). One statement. Without a ZIP the count is a separate sub-select (see
 * buildQuery), not a window over the rows, so the page itself stops after `limit` rows of
 * its sort index; with one, see below.
 */
export function searchCaterersSql(
  search: CatererSearch,
  window: { limit: number | null; offset?: number },
  today: string = todayIso(),
): Prisma.Sql {
  const { where, order, keys, count, from, columns } = buildQuery(search, today);
  const limit = window.limit === null ? Prisma.empty : Prisma.sql`LIMIT ${window.limit}`;
  const offset = Prisma.sql`OFFSET ${window.offset ?? 0}`;
  if (search.zip) {
    // A ZIP's matches are counted and sorted from the search columns alone (every match is
    // sorted anyway: no index spans the two parts, so the count is a window of the same
    // pass); only the page's caterer rows are read.
    const outer = Prisma.join(
      keys.map((k, i) => Prisma.sql`${Prisma.raw(`p.k${i}`)} ${k.dir}`),
      ", ",
    );
    return Prisma.sql`
      SELECT k.id, k."userId", k.name, k.cuisine, k.description, k.rating, k."imageUrl",
             k.location, k."isGrandfathered", k."reviewCount", p."areaSet", p.distance, p.fee,
             p.total
      FROM (SELECT c.id, ${columns}, (count(*) OVER ())::int AS total,
                   ${Prisma.join(
                     keys.map((k, i) => Prisma.sql`${k.expr} AS ${Prisma.raw(`k${i}`)}`),
                     ", ",
                   )}
            FROM ${from} ${where} ${order} ${limit} ${offset}) p
      JOIN caterers k ON k.id = p.id
      ORDER BY ${outer}`;
  }
  return Prisma.sql`
    SELECT c.id, c."userId", c.name, c.cuisine, c.description, c.rating, c."imageUrl",
           c.location, c."isGrandfathered", c."reviewCount", ${columns},
           ${count} AS total
    FROM ${from}
    ${where}
    ${order}
    ${limit}
    ${offset}`;
}

/**
 * Caterers matching the home filters, sorted, one window of them (`limit`, `offset`;
 * `limit: null` = all), and how many match in total. Public: browsing needs no sign-in.
 */
export async function searchCaterers(
  search: CatererSearch,
  window: { limit: number | null; offset?: number } = { limit: 24 },
  options: { withReviewCounts?: boolean } = {},
): Promise<CatererSearchResult> {
  const { count } = buildQuery(search, todayIso());
  const offset = window.offset ?? 0;
  const rows = await db.$queryRaw<Row[]>(searchCaterersSql(search, window));
  let total = rows[0]?.total ?? 0;
  if (!rows.length && offset > 0) {
    const [counted] = await db.$queryRaw<{ total: number }[]>`SELECT ${count} AS total`;
    total = counted?.total ?? 0;
  }
  return {
    total,
    ...(options.withReviewCounts
      ? { reviewCounts: Object.fromEntries(rows.map((r) => [r.id, r.reviewCount])) }
      : {}),
    caterers: rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      name: r.name,
      cuisine: r.cuisine,
      description: r.description,
      rating: Number(r.rating).toFixed(1),
      imageUrl: r.imageUrl,
      location: r.location,
      isGrandfathered: r.isGrandfathered,
      deliveryAreaSet: r.areaSet,
      distanceMiles: r.distance === null ? null : Math.round(r.distance * 10) / 10,
      deliveryFeeCents: r.fee,
      pickupOnly: Boolean(search.zip) && r.areaSet && r.fee === null,
    })),
  };
}
