/**
 * Every ZIP a kitchen reaches (docs/product-rules.md §23), stored per kitchen so a ZIP search
 * reads one ZIP's kitchens (lib/server/delivery/kitchen-reach.ts). The rule is deliveryFor's,
 * asked of each ZIP that could match: the zones' listed ZIPs and the known ZIPs within the
 * farthest radius (or pickup's), so search and checkout can never disagree.
 */
import { deliveryFor, PICKUP_RADIUS_MILES, type DeliveryAreaRule, type GeoPoint } from "./rules";

export type ZipPoint = GeoPoint & { zip: string };

/** One stored row: feeCents null = pickup only; distanceMiles null = no known centroid. */
export type ReachRow = { zip: string; feeCents: number | null; distanceMiles: number | null };

export type ZipIndex = {
  /** Known ZIPs within `miles` of `point` (a superset is fine: the rule decides). */
  near(point: GeoPoint, miles: number): ZipPoint[];
  /** The centroid of one ZIP, or null when unknown. */
  place(zip: string): GeoPoint | null;
};

/** How far the farthest rule of the area can reach from the kitchen's ZIP (miles). */
export function reachMiles(area: DeliveryAreaRule): number {
  let miles = area.offersPickup ? PICKUP_RADIUS_MILES : 0;
  for (const zone of area.zones) {
    if (zone.radiusMiles !== null) miles = Math.max(miles, zone.radiusMiles);
  }
  return miles;
}

/** The ZIPs the area reaches, each with the fee and distance a search shows; [] when unset. */
export function kitchenReach(area: DeliveryAreaRule, zips: ZipIndex): ReachRow[] {
  if (!area.point) return [];
  const candidates = new Map<string, GeoPoint | null>();
  for (const zone of area.zones) {
    for (const zip of zone.zipCodes) candidates.set(zip, zips.place(zip));
  }
  const miles = reachMiles(area);
  if (miles > 0) {
    for (const z of zips.near(area.point, miles)) candidates.set(z.zip, z);
  }
  const rows: ReachRow[] = [];
  for (const [zip, point] of candidates) {
    const match = deliveryFor(area, zip, point);
    if (match.kind === "delivery") {
      rows.push({ zip, feeCents: match.feeCents, distanceMiles: match.distanceMiles });
    } else if (match.kind === "pickup") {
      rows.push({ zip, feeCents: null, distanceMiles: match.distanceMiles });
    }
  }
  return rows.sort((a, b) => a.zip.localeCompare(b.zip));
}

/**
 * A ZipIndex over a list of centroids: sorted by latitude, so `near` reads one band of
 * latitude and keeps what lies inside the box (a degree of longitude is cos(latitude) as
 * long as one of latitude, taken at the band's edge nearer the pole).
 */
export function zipIndex(points: ZipPoint[]): ZipIndex {
  const byLatitude = [...points].sort((a, b) => a.latitude - b.latitude);
  const byZip = new Map(points.map((p) => [p.zip, p]));
  const firstAtOrAbove = (latitude: number) => {
    let lo = 0;
    let hi = byLatitude.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (byLatitude[mid]!.latitude < latitude) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  // Rounded down, so the band never cuts too much (as the search's former box did).
  const milesPerDegree = 69;
  return {
    place: (zip) => byZip.get(zip) ?? null,
    near(point, miles) {
      const dLat = miles / milesPerDegree;
      const edge = Math.min(89.9, Math.abs(point.latitude) + dLat);
      const dLng = dLat / Math.max(0.01, Math.cos((edge * Math.PI) / 180));
      const found: ZipPoint[] = [];
      for (let i = firstAtOrAbove(point.latitude - dLat); i < byLatitude.length; i++) {
        const z = byLatitude[i]!;
        if (z.latitude > point.latitude + dLat) break;
        if (Math.abs(z.longitude - point.longitude) <= dLng) found.push(z);
      }
      return found;
    },
  };
}

/** The US ZIPs of the offline `zipcodes` table (passed in: it is 5 MB, server and scripts only). */
export function usZipIndex(
  codes: Record<string, { zip: string; latitude: number; longitude: number; country: string }>,
): ZipIndex {
  return zipIndex(
    Object.values(codes)
      .filter((z) => z.country === "US")
      .map((z) => ({ zip: z.zip, latitude: z.latitude, longitude: z.longitude })),
  );
}

/**
 * Inserts reach rows, $1..$4 the arrays of zip, caterer id, fee and distance, with the
 * kitchen's search columns copied from its row (the trigger caterers_zip_reach_sync keeps
 * them after). One statement for the Kitchen Settings save, the seed and the fill script.
 */
export const INSERT_REACH_SQL = `INSERT INTO kitchen_zip_reach (zip, "catererId", "feeCents",
    "distanceMiles", "userId", cuisine, rating, "minMediumPrice", "maxLargePrice", unfinished,
    "trayCapacity", "largeTrayWeight", "menuHasMain", "priceMask", "dietTags")
  SELECT z.zip, c.id, z.fee, z.distance, c."userId", c.cuisine, c.rating, c."minMediumPrice",
    c."maxLargePrice", (c."minMediumPrice" IS NULL OR c."imageUrl" IS NULL), c."trayCapacity",
    c."largeTrayWeight", c."menuHasMain", caterer_price_mask(c."dishTopPrices"),
    COALESCE(c."dishDietTags", '{}')
  FROM unnest($1::text[], $2::int[], $3::int[], $4::float8[]) AS z(zip, id, fee, distance)
  JOIN caterers c ON c.id = z.id`;

/** INSERT_REACH_SQL's parameters for these rows. */
export function reachParams(rows: (ReachRow & { catererId: number })[]) {
  return [
    rows.map((r) => r.zip),
    rows.map((r) => r.catererId),
    rows.map((r) => r.feeCents),
    rows.map((r) => r.distanceMiles),
  ] as const;
}
