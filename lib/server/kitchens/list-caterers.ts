import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { isoToUtcDate, todayIso } from "@/lib/dates";
import { db } from "../db";
import { kitchenOpenSql } from "./kitchen-open";
import type { CatererDto } from "@/lib/kitchens/types";
import { toCatererDto } from "./serialize";

/**
 * Every caterer taking orders, best rated first (closed kitchens are hidden, product-rules
 * §14). Public: browsing needs no sign-in.
 */
export async function listCaterers(today = todayIso()): Promise<CatererDto[]> {
  const rows = await db.caterer.findMany({
    where: {
      OR: [{ userId: null }, { user: { isActive: true } }],
      NOT: { user: { permit: { expiresOn: { lt: isoToUtcDate(today) } } } },
    },
    orderBy: [{ rating: "desc" }, { id: "asc" }],
  });
  return rows.map(toCatererDto);
}

/** Caterers per statement of listCaterersJson (GET /api/caterers sends one chunk per batch). */
export const CATERER_BATCH_SIZE = 1000;

/** One caterer as JSON text, built by PostgreSQL: the fields and formats of toCatererDto. */
const catererJson = Prisma.sql`json_build_object(
  'id', c.id, 'userId', c."userId", 'name', c.name, 'cuisine', c.cuisine,
  'description', c.description, 'rating', c.rating::text, 'imageUrl', c."imageUrl",
  'location', c.location, 'isGrandfathered', c."isGrandfathered")::text`;

type JsonRow = { id: number; rating: Prisma.Decimal; json: string };

/**
 * listCaterers() as JSON text, one caterer per element, in batches of `batchSize`
 * (GET /api/caterers without filters streams them: 100,000 kitchens at scale). PostgreSQL
 * writes the JSON: mapping and serialising rows in Node costs more than the query. Tests
 * compare the two. Each batch starts after the last (rating, id) of the one before
 * (keyset): the same rating, higher ids first, then lower ratings, each part a walk of the
 * (rating DESC, id) index or the primary key; a single OR condition would rescan every
 * caterer of a rating shared by thousands (the new kitchens' 0.0) once per batch.
 * A permit expires by the date: one `today` for the whole list.
 */
export async function* listCaterersJson(
  today = todayIso(),
  batchSize = CATERER_BATCH_SIZE,
): AsyncGenerator<string[]> {
  const open = kitchenOpenSql(today);
  let last: { rating: string; id: number } | null = null;
  for (;;) {
    const rows: JsonRow[] =
      last === null
        ? await db.$queryRaw<JsonRow[]>`
          SELECT c.id, c.rating, ${catererJson} AS json FROM caterers c WHERE ${open}
          ORDER BY c.rating DESC, c.id ASC LIMIT ${batchSize}`
        : await db.$queryRaw<JsonRow[]>`
          SELECT * FROM (
            (SELECT c.id, c.rating, ${catererJson} AS json FROM caterers c
              WHERE c.rating = ${last.rating}::numeric AND c.id > ${last.id} AND ${open}
              ORDER BY c.id ASC LIMIT ${batchSize})
            UNION ALL
            (SELECT c.id, c.rating, ${catererJson} AS json FROM caterers c
              WHERE c.rating < ${last.rating}::numeric AND ${open}
              ORDER BY c.rating DESC, c.id ASC LIMIT ${batchSize})
          ) batch ORDER BY batch.rating DESC, batch.id ASC LIMIT ${batchSize}`;
    if (rows.length > 0) yield rows.map((r) => r.json);
    if (rows.length < batchSize) return;
    const tail = rows[rows.length - 1]!;
    last = { rating: String(tail.rating), id: tail.id };
  }
}
