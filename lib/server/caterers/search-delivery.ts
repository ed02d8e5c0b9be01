/**
 * The search's delivery part (docs/product-rules.md §23), as SQL on a caterer row `c`:
 * a ZIP (kitchens that deliver there, pickup kitchens near it, kitchens with no area set),
 * a delivery date (open that day, with room for an order) and a guest count (a main dish,
 * and free trays to feed them). The pure rules are lib/delivery/rules.ts; the distance is
 * the same haversine, from the kitchen's stored ZIP centroid.
 */
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { BrowseFilters } from "@/lib/browse/filters";
import { addDaysIso } from "@/lib/dates";
import { BOOKING_WINDOW_DAYS } from "@/lib/constants";
import {
  EARTH_RADIUS_MILES,
  MAX_ZONE_RADIUS_MILES,
  PICKUP_RADIUS_MILES,
  traysToFeed,
  type GeoPoint,
} from "@/lib/delivery/rules";
import { zipPlace } from "../delivery/zip-places";

/** Miles per degree of latitude, rounded down so the latitude window never cuts too much. */
const MILES_PER_DEGREE_LATITUDE = 69;

/**
 * Haversine from the kitchen's centroid to `p`, in miles; null when the kitchen has none
 * (the CASE: PostgreSQL's least() skips a NULL, which would make it half the globe away).
 */
function distanceSql(p: GeoPoint): Prisma.Sql {
  return Prisma.sql`CASE WHEN c.latitude IS NULL OR c.longitude IS NULL THEN NULL::float8
    ELSE 2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1, sqrt(
      power(sin(radians(${p.latitude}::float8 - c.latitude) / 2), 2)
      + cos(radians(c.latitude)) * cos(radians(${p.latitude}::float8))
        * power(sin(radians(${p.longitude}::float8 - c.longitude) / 2), 2)))) END`;
}

export type DeliverySql = {
  /** Laterals beside `caterers c`: `d.distance` and `f.fee` (nothing without a ZIP). */
  joins: Prisma.Sql;
  /** "areaSet", distance and fee, for the SELECT list. */
  columns: Prisma.Sql;
  filters: Prisma.Sql[];
};

export function deliverySql(
  search: Pick<BrowseFilters, "zip" | "date" | "guests">,
  today: string,
): DeliverySql {
  const filters: Prisma.Sql[] = [];
  let joins = Prisma.empty;
  let columns = Prisma.sql`c."zipCode" IS NOT NULL AS "areaSet", NULL::float8 AS distance,
    NULL::int AS fee`;

  if (search.zip) {
    const zip = search.zip;
    // An unknown ZIP has no centroid: no radius or pickup reaches it, only a list naming it.
    const point = zipPlace(zip);
    const listed = Prisma.sql`c.id IN (SELECT z."catererId" FROM delivery_zones z
      WHERE z."zipCodes" @> ARRAY[${zip}]::text[])`;
    joins = Prisma.sql`CROSS JOIN LATERAL (SELECT ${point ? distanceSql(point) : Prisma.sql`NULL::float8`} AS distance) d
      CROSS JOIN LATERAL (SELECT min(z."feeCents")::int AS fee FROM delivery_zones z
        WHERE z."catererId" = c.id
          AND (z."zipCodes" @> ARRAY[${zip}]::text[] OR z."radiusMiles"::float8 >= d.distance)) f`;
    columns = Prisma.sql`c."zipCode" IS NOT NULL AS "areaSet", d.distance, f.fee`;
    // First, on the caterer row alone (the GIN index on zones' ZIPs, the latitude index):
    // kitchens that name the ZIP, or lie near enough for any radius or pickup to reach it.
    // A box, not a band: a degree of longitude is cos(latitude) as long as one of latitude
    // (taken at the box's edge nearer the pole, where it is shortest), and a band across the
    // whole country held a quarter of the kitchens at 100,000.
    const reach = Math.max(MAX_ZONE_RADIUS_MILES, PICKUP_RADIUS_MILES) / MILES_PER_DEGREE_LATITUDE;
    const across =
      point &&
      reach / Math.max(0.1, Math.cos(((Math.abs(point.latitude) + reach) * Math.PI) / 180));
    filters.push(
      point && across
        ? Prisma.sql`(c."zipCode" IS NULL OR ${listed}
            OR (c.latitude BETWEEN ${point.latitude - reach}::float8 AND ${point.latitude + reach}::float8
              AND c.longitude BETWEEN ${point.longitude - across}::float8 AND ${point.longitude + across}::float8))`
        : Prisma.sql`(c."zipCode" IS NULL OR ${listed})`,
    );
    // Then the rule: a zone covers the ZIP, or pickup is near, or the area is not set.
    filters.push(Prisma.sql`(c."zipCode" IS NULL OR f.fee IS NOT NULL
      OR (c."offersPickup" AND d.distance <= ${PICKUP_RADIUS_MILES}::float8))`);
  }

  // Tray units the search needs free: enough to feed the guests, or any room at all.
  const need = search.guests
    ? (() => {
        const trays = traysToFeed(search.guests);
        return Prisma.sql`LEAST(${trays.large}::numeric * c."largeTrayWeight", ${trays.medium}::numeric)`;
      })()
    : null;

  if (search.date) {
    // Orders are taken for the days after today, within the booking window (§4).
    if (search.date <= today || search.date > addDaysIso(today, BOOKING_WINDOW_DAYS)) {
      filters.push(Prisma.sql`FALSE`);
    } else {
      // A date without an entry is open with the default slots; one with an entry must
      // be available with a slot left.
      filters.push(Prisma.sql`NOT EXISTS (SELECT 1 FROM availability a
        WHERE a."catererId" = c.id AND a.date = ${search.date}::date
          AND (NOT a."isAvailable" OR a."currentOrders" >= a."maxOrders"))`);
      // Tray units left that day (null: no tray limit).
      const left = Prisma.sql`COALESCE((SELECT COALESCE(a."maxTrays", c."trayCapacity") - a."currentTrays"
        FROM availability a WHERE a."catererId" = c.id AND a.date = ${search.date}::date),
        c."trayCapacity")`;
      filters.push(
        need
          ? Prisma.sql`(${left} IS NULL OR ${left} >= ${need})`
          : Prisma.sql`(${left} IS NULL OR ${left} > 0)`,
      );
    }
  } else if (need) {
    filters.push(Prisma.sql`(c."trayCapacity" IS NULL OR c."trayCapacity" >= ${need})`);
  }
  if (search.guests) {
    // Every guest gets a main (the tray planner's rule): the menu must have one.
    filters.push(Prisma.sql`EXISTS (SELECT 1 FROM dishes m
      WHERE m."catererId" = c.id AND m.category = 'main')`);
  }
  return { joins, columns, filters };
}
