import "server-only";
import { recordAudit } from "../audit/record-audit";
import { DEFAULT_MIN_NOTICE_HOURS } from "@/lib/lines/lead-time";
import { requireRole, type Actor } from "../actor";
import { revalidateCatererPages } from "../kitchens/caterer-page-cache";
import { db, type Tx } from "../db";
import { emailApplicationDecided } from "./emails/application-decided";
import { AppError } from "../errors";
import { lockApplicationForDecision } from "./review";
import { adminApplicationInclude, toAdminApplicationDto } from "./serialize";

export const APPLICANT_ALREADY_CATERER = "The applicant already runs a caterer profile";
export const APPLICANT_IS_ADMIN = "An admin account cannot become a caterer";

/**
 * Test seam: runs inside the approval's transaction right after the caterer profile is
 * inserted, so a test can fail the approval half-way. Production callers pass nothing.
 */
export type ApproveApplicationHooks = {
  afterProfileInsert?: (tx: Tx, caterer: { id: number }) => Promise<void>;
};

/**
 * POST /api/admin/caterer-applications/{id}/approve: admins only, from submitted or
 * under_review. In one transaction it creates the applicant's caterer profile from the
 * application (name = business name, cuisine = first cuisine tag, description, location =
 * service area), makes the applicant a caterer, and records who approved it and when.
 * Either all of it happens or none of it. The application row is locked first, so two
 * admins approving at once create one profile: the second waits, then sees "approved".
 *
 * Sessions are re-read on every request, so the new caterer's next request already carries
 * the role and the profile, without signing in again.
 */
export async function approveApplication(
  actor: Actor | null,
  id: number,
  hooks: ApproveApplicationHooks = {},
) {
  const admin = requireRole(actor, "admin");
  const { application, catererId } = await db.$transaction(async (tx) => {
    const current = await lockApplicationForDecision(tx, id, "approve");
    const applicant = await tx.user.findUniqueOrThrow({
      where: { id: current.userId },
      select: { role: true, caterer: { select: { id: true } } },
    });
    // Approval grants the caterer role; it must never take an admin's away.
    if (applicant.role === "admin") throw new AppError("conflict", APPLICANT_IS_ADMIN);
    if (applicant.caterer) throw new AppError("conflict", APPLICANT_ALREADY_CATERER);

    const caterer = await tx.caterer.create({
      data: {
        userId: current.userId,
        name: current.businessName,
        cuisine: current.cuisineTags[0] ?? "Other",
        description: current.description,
        location: current.serviceArea,
        // A new kitchen starts with the default notice (docs/product-rules.md §11).
        minNoticeHours: DEFAULT_MIN_NOTICE_HOURS,
      },
      select: { id: true },
    });
    await hooks.afterProfileInsert?.(tx, caterer);
    await tx.user.update({ where: { id: current.userId }, data: { role: "caterer" } });
    const approved = await tx.catererApplication.update({
      where: { id },
      data: { status: "approved", reviewedBy: admin.userId, reviewedAt: new Date() },
      include: adminApplicationInclude,
    });
    await recordAudit(tx, admin, {
      action: "application.approve",
      entityType: "user",
      entityId: current.userId,
      before: { role: applicant.role, applicationStatus: current.status, catererId: null },
      after: { role: "caterer", applicationStatus: "approved", catererId: caterer.id },
    });
    await emailApplicationDecided(tx, id);
    return { application: toAdminApplicationDto(approved), catererId: caterer.id };
  });
  // The new kitchen shows on the public pages from now on.
  revalidateCatererPages(catererId);
  return { ...application, catererId };
}
