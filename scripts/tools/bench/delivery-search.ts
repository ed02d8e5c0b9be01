/**
 * The home search by ZIP, date and guests at scale (issue 42, docs/product-rules.md §23), for
 * `npm run bench`: delivery areas for the bench kitchens, then each combination's SQL p95
 * (the query the page runs, timed at the client) and the page's end-to-end p95 (uncached:
 * every request a URL the server has not seen), beside GET /api/health in the same run as
 * the server's floor.
 */
import os from "node:os";
import pg from "pg";
import zipcodes from "zipcodes";
import { parseBrowseParams } from "@/lib/browse/filters";
import { addDaysIso, todayIso } from "@/lib/dates";
import { searchCaterersSql } from "@/lib/server/kitchens/search-caterers";
import { fillKitchenReach } from "../../runtime/db/kitchen-reach";

/** ZIPs of the New York area (within 30 miles of Brooklyn Heights), where searches look. */
const METRO = zipcodes
  .radius("11201", 30)
  .map((z) => (typeof z === "string" ? z : z.zip))
  .map((zip) => zipcodes.lookup(zip)!)
  .filter(Boolean)
  .sort((a, b) => a.zip.localeCompare(b.zip));
const NATION = Object.values(zipcodes.codes)
  .filter((z) => z.country === "US")
  .sort((a, b) => a.zip.localeCompare(b.zip));

/**
 * Gives the bench kitchens delivery areas: a fifth in the New York area (the dense case a
 * ZIP search there meets), the rest anywhere in the US; every 25th none (as a kitchen that
 * has not set it). A third deliver to a list of nearby ZIPs, a third within a radius, a
 * third offer pickup only; tray capacities and some closed or full days on the bench dates.
 */
export async function loadBenchDeliveryAreas(url: string, log: (m: string) => void) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = Date.now();
    const { rows } = await client.query<{ id: number }>("SELECT id FROM caterers ORDER BY id");
    const places = rows.map(({ id }) => {
      if (id % 25 === 0) return null;
      const pool = id % 5 === 0 ? METRO : NATION;
      return pool[(id * 7919) % pool.length]!;
    });
    const ids = rows.map((r) => r.id);
    await client.query("BEGIN");
    await client.query(
      `UPDATE caterers c SET "zipCode" = p.zip, latitude = p.lat, longitude = p.lon,
         "offersPickup" = c.id % 3 = 2,
         "trayCapacity" = CASE WHEN c.id % 4 = 0 THEN NULL ELSE 8 + c.id % 40 END,
         "minOrderCents" = CASE WHEN c.id % 2 = 0 THEN 15000 ELSE NULL END
       FROM unnest($1::int[], $2::text[], $3::float8[], $4::float8[]) AS p(id, zip, lat, lon)
       WHERE c.id = p.id`,
      [
        ids,
        places.map((p) => p?.zip ?? null),
        places.map((p) => p?.latitude ?? null),
        places.map((p) => p?.longitude ?? null),
      ],
    );
    // A list zone: the kitchen's ZIP and the next two in its pool (neighbouring codes, near
    // one another as a rule); a radius zone: 3 to 15 miles.
    const listedIds: number[] = [];
    const listedZips: string[] = [];
    rows.forEach(({ id }, i) => {
      const place = places[i];
      if (!place || id % 3 !== 0) return;
      const pool = id % 5 === 0 ? METRO : NATION;
      const at = (id * 7919) % pool.length;
      listedIds.push(id);
      listedZips.push([0, 1, 2].map((k) => pool[(at + k) % pool.length]!.zip).join(","));
    });
    await client.query(
      `INSERT INTO delivery_zones ("catererId", "zipCodes", "feeCents")
       SELECT z.id, string_to_array(z.zips, ','), 500 + z.id % 20 * 100
       FROM unnest($1::int[], $2::text[]) AS z(id, zips)`,
      [listedIds, listedZips],
    );
    await client.query(
      `INSERT INTO delivery_zones ("catererId", "radiusMiles", "feeCents")
       SELECT c.id, 3 + c.id % 13, c.id % 4 * 500
       FROM caterers c WHERE c."zipCode" IS NOT NULL AND c.id % 3 = 1`,
    );
    // Closed days and full days on the dates the bench searches.
    await client.query(
      `INSERT INTO availability ("catererId", date, "isAvailable", "maxOrders", "currentOrders",
                                 "currentTrays", "updatedAt")
       SELECT c.id, $1::date + (c.id % 30), c.id % 7 <> 0, 5, CASE WHEN c.id % 11 = 0 THEN 5 ELSE 1 END,
              c.id % 9, now()
       FROM caterers c WHERE c.id % 2 = 1`,
      [addDaysIso(todayIso(), 5)],
    );
    const reached = await fillKitchenReach(client);
    await client.query("COMMIT");
    await client.query("VACUUM ANALYZE kitchen_zip_reach");
    await client.query("VACUUM ANALYZE caterers");
    await client.query("VACUUM ANALYZE delivery_zones");
    await client.query("VACUUM ANALYZE availability");
    const { rows: counts } = await client.query(
      `SELECT (SELECT count(*) FROM caterers WHERE "zipCode" IS NOT NULL)::int AS areas,
              (SELECT count(*) FROM delivery_zones)::int AS zones,
              (SELECT count(*) FROM availability)::int AS days`,
    );
    log(
      `delivery areas: ${counts[0].areas} kitchens with a ZIP, ${counts[0].zones} zones, ${counts[0].days} availability rows, ${reached} ZIP reach rows (${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

type Case = { label: string; params: (i: number) => Record<string, string> };

/** The combinations the issue names, each with and without a cuisine; i varies ZIP and date. */
function cases(): Case[] {
  const zip = (i: number) => METRO[(i * 31) % METRO.length]!.zip;
  const date = (i: number) => addDaysIso(todayIso(), 5 + (i % 30));
  const base: Case[] = [
    { label: "ZIP", params: (i) => ({ zip: zip(i) }) },
    { label: "ZIP + date", params: (i) => ({ zip: zip(i), date: date(i) }) },
    {
      label: "ZIP + date + guests",
      params: (i) => ({ zip: zip(i), date: date(i), guests: String(20 + (i % 5) * 20) }),
    },
  ];
  return base.flatMap((c) => [
    c,
    { label: `${c.label} + cuisine`, params: (i) => ({ ...c.params(i), cuisine: "Italian" }) },
  ]);
}

const p = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
};

export type DeliverySearchRow = {
  label: string;
  example: string;
  matches: number;
  sqlP50: number;
  sqlP95: number;
  pageP50?: number;
  pageP95?: number;
};

/** The search's SQL as the page runs it (24 a page), `runs` times per combination. */
export async function timeDeliverySearchSql(url: string, runs = 40): Promise<DeliverySearchRow[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const rows: DeliverySearchRow[] = [];
    for (const c of cases()) {
      const times: number[] = [];
      let matches = 0;
      for (let i = 0; i < runs; i++) {
        const filters = parseBrowseParams(c.params(i));
        const sql = searchCaterersSql(filters, { limit: 24 });
        const started = process.hrtime.bigint();
        const result = await client.query(sql.text, sql.values);
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
        if (i === 0) matches = Number(result.rows[0]?.total ?? 0);
      }
      rows.push({
        label: c.label,
        example: `/?${new URLSearchParams(c.params(0))}`,
        matches,
        sqlP50: p(times, 0.5),
        sqlP95: p(times, 0.95),
      });
    }
    return rows;
  } finally {
    await client.end();
  }
}

/**
 * The home page end to end for each combination, `runs` URLs each that the server has not
 * answered before (ZIP, date and guests vary), one at a time; and GET /api/health as many
 * times, the floor of any answer from this server in this run.
 */
export async function timeDeliverySearchPages(base: string, rows: DeliverySearchRow[], runs = 40) {
  const timed = async (path: string) => {
    const started = process.hrtime.bigint();
    const res = await fetch(`${base}${path}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return Number(process.hrtime.bigint() - started) / 1e6;
  };
  const all = cases();
  for (const [n, row] of rows.entries()) {
    const times: number[] = [];
    // Offset by 1,000 so no URL repeats one the SQL timing warmed (that is the database's
    // cache, not the page's; the page's data cache is keyed by the URL's search).
    for (let i = 0; i < runs; i++) {
      times.push(await timed(`/?${new URLSearchParams(all[n]!.params(1000 + i * 7 + n))}`));
    }
    row.pageP50 = p(times, 0.5);
    row.pageP95 = p(times, 0.95);
  }
  const floor: number[] = [];
  for (let i = 0; i < runs; i++) floor.push(await timed("/api/health"));
  return { floorP50: p(floor, 0.5), floorP95: p(floor, 0.95), load: os.loadavg()[0]! };
}
