import "server-only";
import { z } from "zod";
import { AUDIT_ENTITY_TYPES, type AuditEntryDto } from "@/lib/audit/types";
import { idField } from "@/lib/validation/id";
import { requireRole, type Actor } from "../actor";
import { db } from "../db";
import { parseInput } from "../validation";

export const auditQuerySchema = z.object({
  entityType: z.enum(AUDIT_ENTITY_TYPES, { error: "Unknown record type" }),
  entityId: idField("Invalid record id"),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

const HISTORY_LIMIT = 50;

/** The newest admin changes of one record (GET /api/admin/audit). Admins only. */
export async function listAudit(actor: Actor | null, query: AuditQuery): Promise<AuditEntryDto[]> {
  requireRole(actor, "admin");
  const { entityType, entityId } = parseInput(auditQuerySchema, query);
  const rows = await db.auditLog.findMany({
    where: { entityType, entityId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: HISTORY_LIMIT,
  });
  return rows.map((r) => ({
    id: r.id,
    actorId: r.actorId,
    actorEmail: r.actorEmail,
    action: r.action,
    entityType: r.entityType as AuditEntryDto["entityType"],
    entityId: r.entityId,
    changes: r.changes as AuditEntryDto["changes"],
    createdAt: r.createdAt.toISOString(),
  }));
}
