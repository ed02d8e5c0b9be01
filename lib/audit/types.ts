/** One recorded admin change, as the record's History shows it. */
export type AuditEntryDto = {
  id: number;
  actorId: number | null;
  actorEmail: string;
  action: string;
  entityType: AuditEntityType;
  entityId: number;
  /** Each changed field's value before and after. */
  changes: Record<string, { from: unknown; to: unknown }>;
  createdAt: string;
};

export const AUDIT_ENTITY_TYPES = [
  "user",
  "caterer",
  "dish",
  "booking",
  "review",
  "permit",
  "event",
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];
