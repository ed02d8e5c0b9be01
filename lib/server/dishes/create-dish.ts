import "server-only";
import { dishSchema, DISH_MESSAGES, type DishInput } from "@/lib/dishes/schemas";
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
import { allergenDeclaration, toDishDto } from "./serialize";

/**
 * POST /api/dishes and the dish dialogs: a caterer adds a dish to their own menu; an admin
 * to the caterer they pick (catererId, "Please select a caterer" when missing). An admin's
 * addition is recorded in the audit trail in the same transaction.
 */
export async function createDish(actor: Actor | null, input: DishInput) {
  const a = requireKitchenManager(actor);
  const {
    catererId: requested,
    spiceLevel,
    majorAllergens,
    ...data
  } = parseInput(dishSchema, input);
  const catererId = kitchenFor(
    a,
    requested,
    () =>
      new AppError("invalid_input", DISH_MESSAGES.caterer, {
        errors: [{ path: "catererId", message: DISH_MESSAGES.caterer }],
      }),
  );
  // A kitchen that does not exist is 404 before the server fetches anything for it.
  if (!(await db.caterer.count({ where: { id: catererId } })))
    throw new AppError("not_found", CATERER_NOT_FOUND);
  data.imageUrls = await importImageUrls(data.imageUrls, "imageUrls");
  const dish = await db.$transaction(async (tx) => {
    const caterer = await tx.caterer.findUnique({ where: { id: catererId }, select: { id: true } });
    if (!caterer) throw new AppError("not_found", CATERER_NOT_FOUND);
    const dish = await tx.dish.create({
      data: {
        ...data,
        catererId,
        spiceLevel: spiceLevel ? spiceToDb(spiceLevel) : null,
        ...allergenDeclaration(majorAllergens),
      },
    });
    await recordAdminChange(tx, a, {
      action: "dish.create",
      entityType: "dish",
      entityId: dish.id,
      before: null,
      after: dish,
    });
    return dish;
  });
  revalidateCatererPages(catererId);
  return toDishDto(dish);
}
