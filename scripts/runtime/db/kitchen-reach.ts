import pg from "pg";
import zipcodes from "zipcodes";
import {
  INSERT_REACH_SQL,
  kitchenReach,
  reachParams,
  usZipIndex,
  type ReachRow,
} from "@/lib/delivery/reach";

/**
 * Rewrites kitchen_zip_reach for every kitchen from its stored area, by the product's rule
 * and ZIP index (lib/delivery/reach.ts), as the Kitchen Settings save writes them one kitchen
 * at a time: after the migration that made the table (kitchens saved before it), and for
 * the bench's 100,000 kitchens. Returns the rows written.
 */
export async function fillKitchenReach(client: pg.Client): Promise<number> {
  await client.query("DELETE FROM kitchen_zip_reach");
  const { rows } = await client.query<{
    id: number;
    latitude: number | null;
    longitude: number | null;
    offersPickup: boolean;
    zones: { zipCodes: string[]; radiusMiles: number | null; feeCents: number }[];
  }>(
    `SELECT c.id, c.latitude, c.longitude, c."offersPickup",
       COALESCE((SELECT json_agg(json_build_object('zipCodes', z."zipCodes",
         'radiusMiles', z."radiusMiles"::float8, 'feeCents', z."feeCents") ORDER BY z.id)
         FROM delivery_zones z WHERE z."catererId" = c.id), '[]') AS zones
     FROM caterers c WHERE c."zipCode" IS NOT NULL ORDER BY c.id`,
  );
  const zips = usZipIndex(zipcodes.codes);
  let batch: (ReachRow & { catererId: number })[] = [];
  let total = 0;
  const flush = async () => {
    if (!batch.length) return;
    await client.query(INSERT_REACH_SQL, [...reachParams(batch)]);
    total += batch.length;
    batch = [];
  };
  for (const c of rows) {
    const area = {
      point: { latitude: c.latitude!, longitude: c.longitude! },
      offersPickup: c.offersPickup,
      zones: c.zones,
    };
    for (const r of kitchenReach(area, zips)) {
      batch.push({ ...r, catererId: c.id });
    }
    if (batch.length >= 50_000) await flush();
  }
  await flush();
  return total;
}
