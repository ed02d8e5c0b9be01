import { Prisma } from "@/lib/generated/prisma/client";
import { priceBand, sortKeyFor, type BrowseFilters } from "@/lib/browse/filters";
import { todayIso } from "@/lib/dates";
import { db } from "../db";
import type { CatererDto } from "@/lib/types/caterer";

export type CatererSearch = Pick<
  BrowseFilters,
  "location" | "cuisines" | "prices" | "diets" | "sort" | "freeFrom" | "freeMin"
>;

/**
 * `reviewCounts` (caterer id -> visible reviews; only when asked for) sits beside the
 * caterers, not in them: the spec's caterer shape stays as it is (docs/product-rules.md §1).
 */
export type CatererSearchResult = {
  caterers: CatererDto[];
  total: number;
  reviewCounts?: Record<number, number>;
};

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
 * Shape: `candidates` = caterers passing the caterer-level filters; `stats` = one pass over
 * the candidates' dishes computing only what the dish filters and the sort need (it is
 * left out when nothing needs dishes); then filter, count, sort and cut the window.
 */
function buildQuery(search: CatererSearch, today: string) {
  // A kitchen whose home-kitchen permit has expired is hidden until it is renewed
  // (docs/product-rules.md §14); caterers without a permit record stay listed.
  const catererConditions: Prisma.Sql[] = [
    Prisma.sql`NOT EXISTS (SELECT 1 FROM kitchen_permits p
      WHERE p."userId" = c."userId" AND p."expiresOn" < ${today}::date)`,
  ];
  const location = search.location.trim();
  if (location) {
    catererConditions.push(
      Prisma.sql`(c.location IS NULL OR strpos(lower(c.location), lower(${location})) > 0)`,
    );
  }
  if (search.cuisines.length) {
    catererConditions.push(Prisma.sql`c.cuisine = ANY(${search.cuisines}::text[])`);
  }

  const aggregates: Prisma.Sql[] = [];
  const dishConditions: Prisma.Sql[] = [];
  if (search.prices.length) {
    const top = Prisma.sql`GREATEST(d."mediumTrayPrice", d."largeTrayPrice")`;
    const bands = search.prices.map((value) => {
      const band = priceBand(value);
      const min = centsToDollars(band.minCents);
      const lower = band.minInclusive
        ? Prisma.sql`${top} >= ${min}::numeric`
        : Prisma.sql`${top} > ${min}::numeric`;
      return band.maxCents === null
        ? lower
        : Prisma.sql`(${lower} AND ${top} <= ${centsToDollars(band.maxCents)}::numeric)`;
    });
    aggregates.push(Prisma.sql`bool_or(${Prisma.join(bands, " OR ")}) AS price_ok`);
    dishConditions.push(Prisma.sql`s.price_ok`);
  }
  if (search.diets.length) {
    const diets = search.diets.map((d) => d.toLowerCase());
    aggregates.push(
      Prisma.sql`bool_or(EXISTS (SELECT 1 FROM unnest(d."dietaryTags") AS tag
        WHERE lower(tag) = ANY(${diets}::text[]))) AS diet_ok`,
    );
    dishConditions.push(Prisma.sql`s.diet_ok`);
  }

  if (search.freeFrom?.length) {
    aggregates.push(
      Prisma.sql`count(*) FILTER (WHERE d."allergensDeclared"
        AND NOT (d."majorAllergens" && ${search.freeFrom}::text[]))::int AS free_count`,
    );
    dishConditions.push(Prisma.sql`COALESCE(s.free_count, 0) >= ${search.freeMin ?? 1}`);
  }

  const key = sortKeyFor(search.sort);
  let order: Prisma.Sql;
  switch (key.by) {
    case "rating":
      order = Prisma.sql`ORDER BY c.rating DESC, c.id ASC`;
      break;
    case "lowestMediumPrice":
      aggregates.push(Prisma.sql`min(d."mediumTrayPrice") AS sort_price`);
      order = Prisma.sql`ORDER BY s.sort_price ASC NULLS LAST, c.id ASC`;
      break;
    case "highestLargePrice":
      aggregates.push(Prisma.sql`max(d."largeTrayPrice") AS sort_price`);
      order = Prisma.sql`ORDER BY s.sort_price DESC NULLS LAST, c.id ASC`;
      break;
    case "locationAlphabetical":
      // Not a distance: alphabetical by location text until caterers have coordinates.
      order = Prisma.sql`ORDER BY lower(c.location) COLLATE "C" ASC NULLS LAST, c.id ASC`;
      break;
  }

  const candidatesWhere = catererConditions.length
    ? Prisma.sql`WHERE ${Prisma.join(catererConditions, " AND ")}`
    : Prisma.empty;
  const withStats = aggregates.length > 0;
  const ctes = Prisma.sql`WITH candidates AS (SELECT c.* FROM caterers c ${candidatesWhere})${
    withStats
      ? Prisma.sql`, stats AS (
          SELECT d."catererId", ${Prisma.join(aggregates, ", ")}
          FROM dishes d WHERE d."catererId" IN (SELECT id FROM candidates)
          GROUP BY d."catererId")`
      : Prisma.empty
  }`;
  const join = withStats ? Prisma.sql`LEFT JOIN stats s ON s."catererId" = c.id` : Prisma.empty;
  const where = dishConditions.length
    ? Prisma.sql`WHERE ${Prisma.join(dishConditions, " AND ")}`
    : Prisma.empty;
  return { ctes, join, where, order };
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
  const { ctes, join, where, order } = buildQuery(search, todayIso());
  const offset = window.offset ?? 0;
  const rows = await db.$queryRaw<Row[]>`
    ${ctes}
    SELECT c.id, c."userId", c.name, c.cuisine, c.description, c.rating, c."imageUrl",
           c.location, c."isGrandfathered", c."reviewCount", (count(*) OVER ())::int AS total
    FROM candidates c ${join}
    ${where}
    ${order}
    ${window.limit === null ? Prisma.empty : Prisma.sql`LIMIT ${window.limit}`}
    OFFSET ${offset}`;
  let total = rows[0]?.total ?? 0;
  if (!rows.length && offset > 0) {
    const [count] = await db.$queryRaw<{ total: number }[]>`
      ${ctes} SELECT count(*)::int AS total FROM candidates c ${join} ${where}`;
    total = count?.total ?? 0;
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
    })),
  };
}
