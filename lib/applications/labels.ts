import type { ApplicationStatusValue } from "@/lib/constants";

/** How pages name each application status. */
export const APPLICATION_STATUS_LABELS: Record<ApplicationStatusValue, string> = {
  draft: "Draft",
  submitted: "Submitted",
  under_review: "Under Review",
  changes_requested: "Changes Requested",
  approved: "Approved",
  rejected: "Rejected",
};
