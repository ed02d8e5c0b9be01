import "server-only";
import { db } from "../db";
import type { DishDto } from "@/lib/dishes/types";
import { toDishDto } from "./serialize";

/**
 * Every dish, or one caterer's dishes (an unknown caterer simply has none), in a stable
 * order: by caterer, then by id. Public: browsing needs no sign-in.
 */
export async function listDishes(filter: { catererId?: number } = {}): Promise<DishDto[]> {
  const rows = await db.dish.findMany({
    where: filter.catererId === undefined ? undefined : { catererId: filter.catererId },
    orderBy: [{ catererId: "asc" }, { id: "asc" }],
  });
  return rows.map(toDishDto);
}
