import "server-only";
import { requireRole, type Actor } from "../actor";
import { recordAudit } from "../audit/record-audit";
import { revalidateCatererPages } from "../kitchens/caterer-page-cache";
import { db } from "../db";
import { AppError } from "../errors";
import { toPermitDto } from "./serialize";

export const PERMIT_NEEDS_DOCUMENT = "The permit has no document to verify";

/**
 * POST /api/admin/permits/{userId}/verify: an admin, having read the document, verifies the
 * permit (docs/product-rules.md §14). Audited; the kitchen's page shows its badge.
 */
export async function verifyPermit(actor: Actor | null, userId: number) {
  const a = requireRole(actor, "admin");
  const permit = await db.$transaction(async (tx) => {
    const current = await tx.kitchenPermit.findUnique({ where: { userId } });
    if (!current) throw new AppError("not_found", "Permit not found");
    if (!current.documentKey) throw new AppError("conflict", PERMIT_NEEDS_DOCUMENT);
    if (current.verifiedAt) return current;
    const updated = await tx.kitchenPermit.update({
      where: { userId },
      data: { verifiedAt: new Date(), verifiedBy: a.userId },
    });
    await recordAudit(tx, a, {
      action: "permit.verify",
      entityType: "permit",
      entityId: current.id,
      before: { verifiedAt: null },
      after: { verifiedAt: updated.verifiedAt },
    });
    return updated;
  });
  const caterer = await db.caterer.findUnique({ where: { userId }, select: { id: true } });
  if (caterer) revalidateCatererPages(caterer.id);
  return toPermitDto(permit);
}

/** An applicant's permit for the admin's review dialog, or null. */
export async function findPermitForReview(actor: Actor | null, userId: number) {
  requireRole(actor, "admin");
  const permit = await db.kitchenPermit.findUnique({ where: { userId } });
  return permit ? toPermitDto(permit) : null;
}
