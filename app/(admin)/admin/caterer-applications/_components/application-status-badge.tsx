import { APPLICATION_STATUS_LABELS } from "@/lib/applications/labels";
import type { ApplicationStatusValue } from "@/lib/constants";
import { cn } from "@/lib/utils";

const STYLES: Record<ApplicationStatusValue, string> = {
  draft: "border-slate-300 bg-slate-50 text-slate-700",
  submitted: "border-sky-300 bg-sky-50 text-sky-800",
  under_review: "border-amber-300 bg-amber-50 text-amber-800",
  changes_requested: "border-yellow-300 bg-yellow-50 text-yellow-900",
  approved: "border-green-300 bg-green-50 text-green-800",
  rejected: "border-red-300 bg-red-50 text-red-800",
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatusValue }) {
  return (
    <span
      data-testid="application-status-badge"
      className={cn(
        "inline-flex shrink-0 items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold",
        STYLES[status],
      )}
    >
      {APPLICATION_STATUS_LABELS[status]}
    </span>
  );
}
