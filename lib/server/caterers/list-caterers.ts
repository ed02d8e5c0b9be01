import "server-only";
import { isoToUtcDate, todayIso } from "@/lib/dates";
import { db } from "../db";
import { kitchenOpenSql } from "./kitchen-open";
import type { CatererDto } from "@/lib/caterers/types";
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

/**
 * listCaterers() as its JSON text, built by PostgreSQL in one statement (GET /api/caterers
 * without filters: at 10,000 caterers, mapping and serialising the rows in Node costs more
 * than the query). Same fields, order and formats as toCatererDto; tests compare the two.
 */
export async function listCaterersJson(today = todayIso()): Promise<string> {
  const [row] = await db.$queryRaw<{ body: string }[]>`
    SELECT COALESCE(json_agg(json_build_object(
      'id', id, 'userId', "userId", 'name', name, 'cuisine', cuisine,
      'description', description, 'rating', rating::text, 'imageUrl', "imageUrl",
      'location', location, 'isGrandfathered', "isGrandfathered")
      ORDER BY rating DESC, id ASC), '[]')::text AS body
    FROM caterers c WHERE ${kitchenOpenSql(today)}`;
  return row!.body;
}
