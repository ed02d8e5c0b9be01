import "server-only";
import { z } from "zod";
import { idField } from "@/lib/validation/id";
import { recordAdminChange } from "../audit/record-audit";
import type { Actor } from "../actor";
import { revalidateCatererPages } from "../kitchens/caterer-page-cache";
import { requireKitchenManager } from "../kitchens/kitchen-access";
import { db } from "../db";
import { parseInput } from "../validation";
import { findManagedDish } from "./find-managed-dish";

const deleteDishSchema = z.object({ id: idField("Invalid dish id") });
export type DeleteDishInput = z.input<typeof deleteDishSchema>;

/**
 * DELETE /api/dishes/{id}: removes a dish of the caterer's own menu (admins: any). Orders
 * of it keep their own dish name; their dishId becomes null. An admin's deletion is recorded
 * in the audit trail in the same transaction.
 */
export async function deleteDish(actor: Actor | null, input: DeleteDishInput) {
  const a = requireKitchenManager(actor);
  const { id } = parseInput(deleteDishSchema, input);
  const dish = await db.$transaction(async (tx) => {
    const dish = await findManagedDish(tx, a, id);
    await tx.dish.delete({ where: { id } });
    await recordAdminChange(tx, a, {
      action: "dish.delete",
      entityType: "dish",
      entityId: id,
      before: dish,
      after: null,
    });
    return dish;
  });
  revalidateCatererPages(dish.catererId);
  return { message: "Dish deleted successfully", id };
}
