import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { AuditEntityType } from "@/lib/audit/types";
import type { Actor } from "../actor";
import { db, type Tx } from "../db";

/** Fields never copied into the trail: secrets, and bookkeeping that changes on every write. */
const HIDDEN = new Set(["passwordHash", "updatedAt", "createdAt"]);
const SECRET_FIELDS = new Set(["passwordHash"]);

type Row = Record<string, unknown>;

function plain(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    // Prisma.Decimal and friends: their text form is what the API shows.
    if ("toFixed" in value && typeof value.toString === "function") return value.toString();
  }
  return value;
}

/**
 * The fields whose values differ between two versions of a record, as
 * { field: { from, to } }. A new record has `before` null; a deleted one `after` null.
 * A changed password is recorded as changed, never with its hash.
 */
export function diffFields(before: Row | null, after: Row | null) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (key === "id") continue;
    const from = plain(before?.[key]);
    const to = plain(after?.[key]);
    if (JSON.stringify(from) === JSON.stringify(to)) continue;
    if (SECRET_FIELDS.has(key)) {
      changes.password = { from: before ? "(set)" : null, to: after ? "(changed)" : null };
      continue;
    }
    if (HIDDEN.has(key)) continue;
    changes[key] = { from, to };
  }
  return changes;
}

export type AuditChange = {
  action: string;
  entityType: AuditEntityType;
  entityId: number;
  before: Row | null;
  after: Row | null;
};

/**
 * Records one admin change (who, when, which record, the changed fields before and after).
 * Pass the transaction that makes the change, so that the change and its record commit
 * together. Nothing is recorded when nothing changed. Returns the row's id (null when none).
 */
export async function recordAudit(
  tx: Tx | typeof db,
  actor: Actor,
  change: AuditChange,
): Promise<number | null> {
  const changes = diffFields(change.before, change.after);
  if (change.before && change.after && Object.keys(changes).length === 0) return null;
  const who = await tx.user.findUnique({ where: { id: actor.userId }, select: { email: true } });
  const row = await tx.auditLog.create({
    data: {
      actorId: actor.userId,
      actorEmail: who?.email ?? `user #${actor.userId}`,
      action: change.action,
      entityType: change.entityType,
      entityId: change.entityId,
      changes: changes as Prisma.InputJsonValue,
    },
    select: { id: true },
  });
  return row.id;
}

/** Who the trail names for what the system does on its own (a job, a provider's event). */
export const SYSTEM_ACTOR_EMAIL = "system";

/**
 * Records something the system did on its own (an automatic refund, say), in the
 * transaction that does it. `changes` is written as given.
 */
export async function recordSystemAudit(
  tx: Tx,
  entry: {
    action: string;
    entityType: AuditEntityType;
    entityId: number;
    changes: Record<string, { from: unknown; to: unknown }>;
  },
) {
  await tx.auditLog.create({
    data: {
      actorId: null,
      actorEmail: SYSTEM_ACTOR_EMAIL,
      action: entry.action,
      entityType: entry.entityType,
      entityId: entry.entityId,
      changes: entry.changes as Prisma.InputJsonValue,
    },
  });
}

/**
 * Records the change in the audit trail when an admin makes it, whichever endpoint they
 * used (the admin console or the kitchen's and customers' own); changes by anyone else are
 * not admin changes and record nothing. Call it inside the transaction that makes the
 * change, after the write, so that the change and its record commit or fail together.
 */
export async function recordAdminChange(tx: Tx, actor: Actor, change: AuditChange) {
  if (actor.role !== "admin") return;
  await recordAudit(tx, actor, change);
}
