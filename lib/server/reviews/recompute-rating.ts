import "server-only";
import type { Tx } from "../db";

/**
 * Locks the caterer's row for the rest of the transaction. Every review change takes this
 * lock before it writes, so two reviews of one caterer are serialised and the second
 * recomputation sees the first review (docs/product-rules.md §12: the average stays exact
 * under concurrency).
 */
export async function lockCaterer(tx: Tx, catererId: number): Promise<boolean> {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT "id" FROM "caterers" WHERE "id" = ${catererId} FOR UPDATE`;
  return rows.length > 0;
}

/**
 * Sets the caterer's rating to the average of its visible reviews (one decimal) and
 * reviewCount to their number, in the caller's transaction (after lockCaterer). A caterer
 * whose reviews are all hidden drops to 0.0 (0).
 */
export async function recomputeRating(tx: Tx, catererId: number) {
  const [row] = await tx.$queryRaw<{ rating: string; reviewCount: number }[]>`
    UPDATE "caterers" c SET
      "rating" = COALESCE(s.avg, 0),
      "reviewCount" = s.count,
      "updatedAt" = now()
    FROM (
      SELECT round(avg(r."rating")::numeric, 1) AS avg, count(*)::int AS count
      FROM "reviews" r WHERE r."catererId" = ${catererId} AND NOT r."isHidden"
    ) s
    WHERE c."id" = ${catererId}
    RETURNING c."rating"::text AS rating, c."reviewCount" AS "reviewCount"`;
  return row;
}
