import "server-only";
import type { Actor } from "../actor";
import type { Tx } from "../db";
import { AppError } from "../errors";

export const DISH_NOT_FOUND = "Dish not found";

/** A dish the actor may change: any for admins, their own kitchen's for a caterer; else 404. */
export async function findManagedDish(tx: Tx, actor: Actor, id: number) {
  const dish = await tx.dish.findFirst({
    where: actor.role === "admin" ? { id } : { id, catererId: actor.catererId ?? -1 },
  });
  if (!dish) throw new AppError("not_found", DISH_NOT_FOUND);
  return dish;
}
