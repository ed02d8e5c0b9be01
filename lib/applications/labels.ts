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

/** The admin list's status filter: "pending" and "all" besides each status. */
export function applicationFilterLabel(filter: "pending" | "all" | ApplicationStatusValue): string {
  return filter === "all"
    ? "All Applications"
    : filter === "pending"
      ? "Pending Review"
      : APPLICATION_STATUS_LABELS[filter];
}
