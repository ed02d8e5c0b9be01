import "server-only";
import {
  rejectApplicationSchema,
  type RejectApplicationInput,
} from "@/lib/applications/review-schemas";
import { requireRole, type Actor } from "../actor";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db";
import { emailApplicationDecided } from "./emails/application-decided";
import { parseInput } from "../validation";
import { lockApplicationForDecision } from "./review";
import { adminApplicationInclude, toAdminApplicationDto } from "./serialize";

/**
 * POST /api/admin/caterer-applications/{id}/reject {adminNotes}: admins only, from
 * submitted or under_review, with a non-blank reason, which the applicant sees.
 */
export async function rejectApplication(
  actor: Actor | null,
  id: number,
  input: RejectApplicationInput,
) {
  const admin = requireRole(actor, "admin");
  const { adminNotes } = parseInput(rejectApplicationSchema, input);
  return db.$transaction(async (tx) => {
    const current = await lockApplicationForDecision(tx, id, "reject");
    const updated = await tx.catererApplication.update({
      where: { id },
      data: { status: "rejected", adminNotes, reviewedBy: admin.userId, reviewedAt: new Date() },
      include: adminApplicationInclude,
    });
    // On the applicant's record: "who turned my application down?"
    await recordAudit(tx, admin, {
      action: "application.reject",
      entityType: "user",
      entityId: current.userId,
      before: { applicationStatus: current.status, adminNotes: current.adminNotes },
      after: { applicationStatus: "rejected", adminNotes },
    });
    await emailApplicationDecided(tx, id);
    return toAdminApplicationDto(updated);
  });
}
