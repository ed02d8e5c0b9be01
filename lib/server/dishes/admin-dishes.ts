/**
 * The admin console's dish changes: the kitchen's own dish functions, which let an admin act
 * on any caterer's menu and record an admin's change in the audit trail in the transaction
 * that makes it.
 */
import "server-only";
import type { DishInput } from "@/lib/dishes/schemas";
import { requireRole, type Actor } from "../actor";
import { createDish } from "./create-dish";
import { deleteDish } from "./delete-dish";
import { updateDish } from "./update-dish";

/** Add Dish (dishId null) or Edit Dish in the admin console. */
export async function adminSaveDish(actor: Actor | null, input: DishInput, dishId: number | null) {
  const a = requireRole(actor, "admin");
  return dishId === null ? createDish(a, input) : updateDish(a, { ...input, id: dishId });
}

/** Delete a dish from any menu; its orders keep their own dish name. */
export async function adminDeleteDish(actor: Actor | null, id: number) {
  const a = requireRole(actor, "admin");
  return deleteDish(a, { id });
}
