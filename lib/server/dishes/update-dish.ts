import "server-only";
import type { z } from "zod";
import { dishUpdateSchema } from "@/lib/dishes/schemas";
import { idField } from "@/lib/validation/id";
import { recordAdminChange } from "../audit/record-audit";
import type { Actor } from "../actor";
import { revalidateCatererPages } from "../kitchens/caterer-page-cache";
import { CATERER_NOT_FOUND } from "../kitchens/get-caterer";
import { kitchenFor, requireKitchenManager } from "../kitchens/kitchen-access";
import { db } from "../db";
import { AppError } from "../errors";
import { importImageUrls } from "../files/import-image-url";
import { spiceToDb } from "../spice";
import { parseInput } from "../validation";
import { findManagedDish } from "./find-managed-dish";
import { allergenDeclaration, toDishDto } from "./serialize";

const updateDishSchema = dishUpdateSchema.extend({ id: idField("Invalid dish id") });
export type UpdateDishInput = z.input<typeof updateDishSchema>;

/**
 * PATCH /api/dishes/{id} and the "Edit Dish" dialog: changes the given fields of a dish of
 * the caterer's own menu (another kitchen's dish is 404). An admin may change any dish and
 * move it to another caterer with catererId. An admin's change is recorded in the audit
 * trail in the same transaction.
 */
export async function updateDish(actor: Actor | null, input: UpdateDishInput) {
  const a = requireKitchenManager(actor);
  const {
    id,
    catererId: requested,
    spiceLevel,
    majorAllergens,
    ...data
  } = parseInput(updateDishSchema, input);

  if (data.imageUrls) {
    // Another kitchen's dish is 404 before the server fetches anything for it.
    await findManagedDish(db, a, id);
    data.imageUrls = await importImageUrls(data.imageUrls, "imageUrls");
  }
  const { before, dish } = await db.$transaction(async (tx) => {
    const before = await findManagedDish(tx, a, id);
    const catererId = requested === undefined ? before.catererId : kitchenFor(a, requested);
    if (catererId !== before.catererId) {
      const exists = await tx.caterer.findUnique({
        where: { id: catererId },
        select: { id: true },
      });
      if (!exists) throw new AppError("not_found", CATERER_NOT_FOUND);
    }
    const dish = await tx.dish.update({
      where: { id },
      data: {
        ...data,
        catererId,
        ...(spiceLevel === undefined ? {} : { spiceLevel: spiceToDb(spiceLevel) }),
        ...allergenDeclaration(majorAllergens),
      },
    });
    await recordAdminChange(tx, a, {
      action: "dish.update",
      entityType: "dish",
      entityId: id,
      before,
      after: dish,
    });
    return { before, dish };
  });
  revalidateCatererPages(dish.catererId);
  if (before.catererId !== dish.catererId) revalidateCatererPages(before.catererId);
  return toDishDto(dish);
}
