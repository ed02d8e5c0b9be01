import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db } from "../db";
import type { DishDto } from "@/lib/dishes/types";
import { toDishDto } from "./serialize";

/** Dishes per statement of listDishes (GET /api/dishes sends one chunk per batch). */
export const DISH_BATCH_SIZE = 1000;

/**
 * Every dish, or one caterer's dishes (an unknown caterer simply has none), in a stable
 * order: by caterer, then by id. Public: browsing needs no sign-in.
 * Read in batches of `batchSize`, each starting after the last row of the one before
 * (keyset, not OFFSET): the catalogue never sits in memory at once (a million dishes at
 * scale), and each batch walks the (catererId, ...) index from where the last stopped.
 */
export async function* listDishes(
  filter: { catererId?: number } = {},
  batchSize = DISH_BATCH_SIZE,
): AsyncGenerator<DishDto[]> {
  const where: Prisma.DishWhereInput =
    filter.catererId === undefined ? {} : { catererId: filter.catererId };
  let last: { catererId: number; id: number } | null = null;
  for (;;) {
    // "catererId >= last AND (catererId > last OR id > last id)": the first half bounds
    // the index scan, which a plain OR could not.
    const after: Prisma.DishWhereInput =
      last === null
        ? {}
        : {
            catererId: { gte: last.catererId },
            OR: [{ catererId: { gt: last.catererId } }, { id: { gt: last.id } }],
          };
    const rows = await db.dish.findMany({
      where: { AND: [where, after] },
      orderBy: [{ catererId: "asc" }, { id: "asc" }],
      take: batchSize,
    });
    if (rows.length > 0) yield rows.map(toDishDto);
    if (rows.length < batchSize) return;
    const tail = rows[rows.length - 1]!;
    last = { catererId: tail.catererId, id: tail.id };
  }
}
