import "server-only";
import {
  adminCatererSchema,
  catererProfileSchema,
  catererUpdateTargetSchema,
  type CatererUpdateInput,
} from "@/lib/kitchens/schemas";
import { recordAdminChange } from "../audit/record-audit";
import type { Actor } from "../actor";
import { db } from "../db";
import { AppError } from "../errors";
import { importImageUrl } from "../files/import-image-url";
import { parseInput } from "../validation";
import { revalidateCatererPages } from "./caterer-page-cache";
import { CATERER_NOT_FOUND } from "./get-caterer";
import { kitchenFor, requireKitchenManager } from "./kitchen-access";
import { toCatererDto } from "./serialize";

/**
 * Changes a caterer's public profile. A caterer edits their own kitchen's name,
 * description, image URL and location (other fields they send are ignored; naming another
 * kitchen is 404). An admin edits any caterer (input.id) and may also set cuisine and
 * rating. Fields left out of the input keep their value. An admin's change is recorded in
 * the audit trail in the same transaction.
 */
export async function updateCaterer(actor: Actor | null, input: CatererUpdateInput) {
  const a = requireKitchenManager(actor);
  const { id: requested } = parseInput(catererUpdateTargetSchema, input);
  const id = kitchenFor(a, requested, () => new AppError("invalid_input", "Invalid caterer id"));
  const schema = a.role === "admin" ? adminCatererSchema.partial() : catererProfileSchema.partial();
  const data = parseInput(schema, input);

  if (data.imageUrl) {
    // A kitchen that does not exist is 404 before the server fetches anything for it.
    if (!(await db.caterer.count({ where: { id } })))
      throw new AppError("not_found", CATERER_NOT_FOUND);
    data.imageUrl = await importImageUrl(data.imageUrl, "imageUrl");
  }
  const caterer = await db.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`
      SELECT "id" FROM "caterers" WHERE "id" = ${id} FOR UPDATE`;
    const before = locked.length ? await tx.caterer.findUnique({ where: { id } }) : null;
    if (!before) throw new AppError("not_found", CATERER_NOT_FOUND);
    const after = await tx.caterer.update({ where: { id }, data });
    await recordAdminChange(tx, a, {
      action: "caterer.update",
      entityType: "caterer",
      entityId: id,
      before,
      after,
    });
    return after;
  });
  revalidateCatererPages(id);
  return toCatererDto(caterer);
}
