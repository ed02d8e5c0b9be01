import "server-only";
import { requestChangesSchema, type RequestChangesInput } from "@/lib/applications/review-schemas";
import { requireRole, type Actor } from "../actor";
import { recordAudit } from "../audit/record-audit";
import { db } from "../db";
import { emailApplicationDecided } from "./emails/application-decided";
import { parseInput } from "../validation";
import { lockApplicationForDecision } from "./review";
import { adminApplicationInclude, toAdminApplicationDto } from "./serialize";

/**
 * POST /api/admin/caterer-applications/{id}/request-changes {adminNotes}: admins only, from
 * submitted or under_review, with non-blank notes saying what to change. The applicant can
 * then edit the application again and resubmit it.
 */
export async function requestApplicationChanges(
  actor: Actor | null,
  id: number,
  input: RequestChangesInput,
) {
  const admin = requireRole(actor, "admin");
  const { adminNotes } = parseInput(requestChangesSchema, input);
  return db.$transaction(async (tx) => {
    const current = await lockApplicationForDecision(tx, id, "request changes on");
    const updated = await tx.catererApplication.update({
      where: { id },
      data: {
        status: "changes_requested",
        adminNotes,
        reviewedBy: admin.userId,
        reviewedAt: new Date(),
      },
      include: adminApplicationInclude,
    });
    // On the applicant's record: "who turned my application down?"
    await recordAudit(tx, admin, {
      action: "application.request_changes",
      entityType: "user",
      entityId: current.userId,
      before: { applicationStatus: current.status, adminNotes: current.adminNotes },
      after: { applicationStatus: "changes_requested", adminNotes },
    });
    await emailApplicationDecided(tx, id);
    return toAdminApplicationDto(updated);
  });
}
