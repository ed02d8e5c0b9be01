import { Prisma } from "@/lib/generated/prisma/client";
import { priceBand, sortKeyFor, type BrowseFilters, type SortKey } from "@/lib/browse/filters";
import { db } from "../db";
import type { CatererDto } from "./serialize";

export type CatererSearch = Pick<
  BrowseFilters,
  "location" | "cuisines" | "prices" | "diets" | "sort"
>;

export type CatererSearchResult = { caterers: CatererDto[]; total: number };

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
  total: number;
};

const centsToDollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * The home page's filter, in SQL (spec 01 section 5; the same rules as `catererMatches` in
 * lib/browse/filters.ts, which the integration tests compare this query against):
 * - location: case-insensitive substring; caterers without a location always pass;
 * - cuisine: one of the selected cuisines;
 * - price: some dish's top price (the larger tray price) lies in a selected band;
 * - dietary: some dish carries a selected tag, compared case-insensitively.
 * Every value reaches PostgreSQL as a bound parameter.
 */
function whereClause(search: CatererSearch): Prisma.Sql {
  const conditions: Prisma.Sql[] = [];
  const location = search.location.trim();
  if (location) {
    conditions.push(
      Prisma.sql`(c.location IS NULL OR strpos(lower(c.location), lower(${location})) > 0)`,
    );
  }
  if (search.cuisines.length) {
    conditions.push(Prisma.sql`c.cuisine = ANY(${search.cuisines}::text[])`);
  }
  if (search.prices.length) {
    const bands = search.prices.map((value) => {
      const band = priceBand(value);
      const top = Prisma.sql`GREATEST(d."mediumTrayPrice", d."largeTrayPrice")`;
      const min = centsToDollars(band.minCents);
      const lower = band.minInclusive
        ? Prisma.sql`${top} >= ${min}::numeric`
        : Prisma.sql`${top} > ${min}::numeric`;
      return band.maxCents === null
        ? lower
        : Prisma.sql`(${lower} AND ${top} <= ${centsToDollars(band.maxCents)}::numeric)`;
    });
    conditions.push(
      Prisma.sql`EXISTS (SELECT 1 FROM dishes d WHERE d."catererId" = c.id AND (${Prisma.join(bands, " OR ")}))`,
    );
  }
  if (search.diets.length) {
    const diets = search.diets.map((d) => d.toLowerCase());
    conditions.push(
      Prisma.sql`EXISTS (SELECT 1 FROM dishes d WHERE d."catererId" = c.id
        AND EXISTS (SELECT 1 FROM unnest(d."dietaryTags") AS tag WHERE lower(tag) = ANY(${diets}::text[])))`,
    );
  }
  return conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
}

/** ORDER BY for a sort key; values a caterer lacks sort last; ties by id (stable pages). */
function orderClause(key: SortKey): { join: Prisma.Sql; order: Prisma.Sql } {
  switch (key.by) {
    case "rating":
      return { join: Prisma.empty, order: Prisma.sql`ORDER BY c.rating DESC, c.id ASC` };
    case "lowestMediumPrice":
      return {
        join: Prisma.sql`LEFT JOIN (SELECT "catererId", min("mediumTrayPrice") AS v FROM dishes GROUP BY "catererId") s ON s."catererId" = c.id`,
        order: Prisma.sql`ORDER BY s.v ASC NULLS LAST, c.id ASC`,
      };
    case "highestLargePrice":
      return {
        join: Prisma.sql`LEFT JOIN (SELECT "catererId", max("largeTrayPrice") AS v FROM dishes GROUP BY "catererId") s ON s."catererId" = c.id`,
        order: Prisma.sql`ORDER BY s.v DESC NULLS LAST, c.id ASC`,
      };
    case "locationAlphabetical":
      // Not a distance: alphabetical by location text until caterers have coordinates.
      return {
        join: Prisma.empty,
        order: Prisma.sql`ORDER BY lower(c.location) COLLATE "C" ASC NULLS LAST, c.id ASC`,
      };
  }
}

/**
 * Caterers matching the home filters, sorted, one window of them (`limit`, `offset`;
 * `limit: null` = all), and how many match in total. Public: browsing needs no sign-in.
 */
export async function searchCaterers(
  search: CatererSearch,
  window: { limit: number | null; offset?: number } = { limit: 24 },
): Promise<CatererSearchResult> {
  const where = whereClause(search);
  const { join, order } = orderClause(sortKeyFor(search.sort));
  const offset = window.offset ?? 0;
  const rows = await db.$queryRaw<Row[]>`
    SELECT c.id, c."userId", c.name, c.cuisine, c.description, c.rating, c."imageUrl",
           c.location, c."isGrandfathered", (count(*) OVER ())::int AS total
    FROM caterers c ${join}
    ${where}
    ${order}
    ${window.limit === null ? Prisma.empty : Prisma.sql`LIMIT ${window.limit}`}
    OFFSET ${offset}`;
  let total = rows[0]?.total ?? 0;
  if (!rows.length && offset > 0) {
    const [count] = await db.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total FROM caterers c ${where}`;
    total = count?.total ?? 0;
  }
  return {
    total,
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
