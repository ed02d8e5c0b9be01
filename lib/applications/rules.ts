import type { ApplicationStatusValue } from "@/lib/constants";

/** What a submitted application must also satisfy. */
export const TERMS_REQUIRED = "You must accept the terms and conditions";

/** The applicant may change and submit an application only in these states. */
export const EDITABLE_APPLICATION_STATUSES = [
  "draft",
  "changes_requested",
] as const satisfies readonly ApplicationStatusValue[];

export function canEditApplication(status: ApplicationStatusValue): boolean {
  return (EDITABLE_APPLICATION_STATUSES as readonly string[]).includes(status);
}

/** Someone who already runs a kitchen does not apply again. */
export function mayApply(person: { role: string; catererId: number | null }): boolean {
  return person.role !== "caterer" && person.catererId === null;
}

/**
 * An admin approves, rejects or requests changes only while an application waits for a
 * decision; anything decided, or not yet submitted, is no longer (or not yet) theirs to decide.
 */
export const REVIEWABLE_APPLICATION_STATUSES = [
  "submitted",
  "under_review",
] as const satisfies readonly ApplicationStatusValue[];

export function canReviewApplication(status: ApplicationStatusValue): boolean {
  return (REVIEWABLE_APPLICATION_STATUSES as readonly string[]).includes(status);
}

/** The statuses the admin's filter offers; a draft the applicant never sent stays private. */
export const ADMIN_VISIBLE_APPLICATION_STATUSES = [
  "submitted",
  "under_review",
  "changes_requested",
  "approved",
  "rejected",
] as const satisfies readonly ApplicationStatusValue[];

/**
 * The status an application moves to when an admin opens it: a submitted one is now under
 * review; every other status stays as it is (null).
 */
export function statusOnOpen(status: ApplicationStatusValue): ApplicationStatusValue | null {
  return status === "submitted" ? "under_review" : null;
}
