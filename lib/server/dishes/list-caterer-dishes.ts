import "server-only";
import { AppError } from "../errors";
import { db } from "../db";
import { CATERER_NOT_FOUND } from "../kitchens/get-caterer";
import type { DishDto } from "@/lib/dishes/types";
import { toDishDto } from "./serialize";

/**
 * A caterer's menu, in the order it was written; 404 "Caterer not found" for unknown ids.
 * One statement for a caterer with dishes; only an empty result asks whether the caterer
 * exists.
 */
export async function listCatererDishes(catererId: number): Promise<DishDto[]> {
  const dishes = await db.dish.findMany({ where: { catererId }, orderBy: { id: "asc" } });
  if (!dishes.length) {
    const caterer = await db.caterer.findUnique({ where: { id: catererId }, select: { id: true } });
    if (!caterer) throw new AppError("not_found", CATERER_NOT_FOUND);
  }
  return dishes.map(toDishDto);
}
