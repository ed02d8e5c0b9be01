/**
 * The search's delivery part (docs/product-rules.md §23), as SQL on a caterer row `c`:
 * a ZIP (kitchens that deliver there, pickup kitchens near it, kitchens with no area set),
 * a delivery date (open that day, with room for an order) and a guest count (a main dish,
 * and free trays to feed them). The pure rules are lib/delivery/rules.ts; a ZIP reads what
 * they decided for each kitchen when it saved its area (lib/delivery/reach.ts).
 */
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { BrowseFilters } from "@/lib/browse/filters";
import { addDaysIso } from "@/lib/dates";
import { BOOKING_WINDOW_DAYS } from "@/lib/constants";
import { traysToFeed } from "@/lib/delivery/rules";

export type DeliverySql = {
  /**
   * What `c` ranges over: the caterers table, or for a ZIP the kitchens that reach it
   * (kitchen_zip_reach, with `c.distance` and `c.fee`) followed by those with no area set.
   */
  from: Prisma.Sql;
  /** "areaSet", distance and fee, for the SELECT list. */
  columns: Prisma.Sql;
  filters: Prisma.Sql[];
};

export function deliverySql(
  search: Pick<BrowseFilters, "zip" | "date" | "guests">,
  today: string,
): DeliverySql {
  const filters: Prisma.Sql[] = [];
  let from = Prisma.sql`caterers c`;
  let columns = Prisma.sql`c."zipCode" IS NOT NULL AS "areaSet", NULL::float8 AS distance,
    NULL::int AS fee`;

  if (search.zip) {
    // The kitchens that reach the ZIP, by a zone or by pickup, with the fee and distance
    // stored when each saved its area (lib/delivery/reach.ts: deliveryFor's rule), then the
    // kitchens that have not set their area (listed last). `c` here is not a caterer row but
    // the columns the filters and sorts read, each part from one index alone (the reach
    // rows copy the kitchen's; see the migration *_kitchen_zip_reach).
    from = Prisma.sql`(SELECT r."catererId" AS id, r."userId", r.cuisine, r.rating,
          r."minMediumPrice", r."maxLargePrice", r.unfinished, r."trayCapacity",
          r."largeTrayWeight", r."menuHasMain", r."priceMask", r."dietTags" AS "dishDietTags",
          TRUE AS "areaSet", r."distanceMiles" AS distance, r."feeCents" AS fee
        FROM kitchen_zip_reach r WHERE r.zip = ${search.zip}
      UNION ALL
      SELECT c.id, c."userId", c.cuisine, c.rating, c."minMediumPrice", c."maxLargePrice",
          (c."minMediumPrice" IS NULL OR c."imageUrl" IS NULL), c."trayCapacity",
          c."largeTrayWeight", c."menuHasMain", caterer_price_mask(c."dishTopPrices"),
          c."dishDietTags", FALSE, NULL::float8, NULL::int
        FROM caterers c WHERE c."zipCode" IS NULL) c`;
    columns = Prisma.sql`c."areaSet", c.distance, c.fee`;
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
      // be available with a slot left. One join (the date's few rows, by their index), not
      // a lookup per kitchen.
      from = Prisma.sql`${from} LEFT JOIN availability av
        ON av."catererId" = c.id AND av.date = ${search.date}::date`;
      filters.push(
        Prisma.sql`(av.id IS NULL OR (av."isAvailable" AND av."currentOrders" < av."maxOrders"))`,
      );
      // Tray units left that day (null: no tray limit).
      const left = Prisma.sql`COALESCE(COALESCE(av."maxTrays", c."trayCapacity") - av."currentTrays",
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
    // Every guest gets a main (the tray planner's rule): the menu must have one (kept in the
    // menu summary by the dish triggers).
    filters.push(Prisma.sql`c."menuHasMain"`);
  }
  return { from, columns, filters };
}
