import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { SharedAddressAccount } from "@/lib/kitchens/types";
import { db } from "../db";

/** An address compared as people type it: trimmed, spaces collapsed, case ignored. */
const norm = (column: Prisma.Sql) =>
  Prisma.sql`lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g'))`;

/**
 * For the admin (self-dealing, docs/security.md): per kitchen, the other accounts that had
 * an event delivered to an address the kitchen's owner also used for their own events. A
 * hint to look closer, not proof: a family or an office shares an address too.
 */
export async function sharedAddressAccounts(
  catererIds: number[],
): Promise<Map<number, SharedAddressAccount[]>> {
  const out = new Map<number, SharedAddressAccount[]>(catererIds.map((id) => [id, []]));
  if (!catererIds.length) return out;
  const rows = await db.$queryRaw<(SharedAddressAccount & { catererId: number })[]>`
    WITH own AS (
      SELECT DISTINCT c."id" AS "catererId", c."userId", ${norm(Prisma.sql`e."deliveryAddress"`)} AS "addr"
      FROM "caterers" c JOIN "catering_events" e ON e."userId" = c."userId"
      WHERE c."id" IN (${Prisma.join(catererIds)}) AND e."deliveryAddress" IS NOT NULL
    )
    SELECT DISTINCT own."catererId", u."id" AS "userId", u."email", u."firstName", u."lastName"
    FROM own
    JOIN "catering_events" o ON ${norm(Prisma.sql`o."deliveryAddress"`)} = own."addr"
      AND o."userId" <> own."userId"
    JOIN "users" u ON u."id" = o."userId"
    ORDER BY own."catererId", u."id"`;
  for (const { catererId, ...account } of rows) out.get(catererId)!.push(account);
  return out;
}
