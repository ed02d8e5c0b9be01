import "server-only";
import { db } from "../db";
import type { CatererDto } from "@/lib/types/caterer";
import { toCatererDto } from "./serialize";

/** Every caterer, best rated first. Public: browsing needs no sign-in. */
export async function listCaterers(): Promise<CatererDto[]> {
  const rows = await db.caterer.findMany({ orderBy: [{ rating: "desc" }, { id: "asc" }] });
  return rows.map(toCatererDto);
}

/**
 * listCaterers() as its JSON text, built by PostgreSQL in one statement (GET /api/caterers
 * without filters: at 10,000 caterers, mapping and serialising the rows in Node costs more
 * than the query). Same fields, order and formats as toCatererDto; tests compare the two.
 */
export async function listCaterersJson(): Promise<string> {
  const [row] = await db.$queryRaw<{ body: string }[]>`
    SELECT COALESCE(json_agg(json_build_object(
      'id', id, 'userId', "userId", 'name', name, 'cuisine', cuisine,
      'description', description, 'rating', rating::text, 'imageUrl', "imageUrl",
      'location', location, 'isGrandfathered', "isGrandfathered")
      ORDER BY rating DESC, id ASC), '[]')::text AS body
    FROM caterers`;
  return row!.body;
}
