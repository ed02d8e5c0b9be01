"use client";

import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { canReviewApplication } from "@/lib/applications/rules";
import type { AdminApplicationDto } from "@/lib/applications/types";
import { ApplicationStatusBadge } from "./application-status-badge";
import { DecisionButtons } from "./decision-buttons";
import type { Decision } from "./decision-dialog";
import { formatDay } from "./format-date";
import { PermitReview } from "./permit-review";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-1 gap-0.5 sm:grid-cols-[9rem_1fr] sm:gap-3">
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="whitespace-pre-line break-words text-sm">{children}</dd>
    </div>
  );
}

/** Every field of an application, for the admin deciding on it. */
export function ApplicationDetailsDialog({
  application,
  onClose,
  onDecide,
}: {
  application: AdminApplicationDto | null;
  onClose: () => void;
  onDecide: (decision: Decision) => void;
}) {
  return (
    <Dialog open={application !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] max-w-2xl overflow-y-auto">
        {application && (
          <>
            <DialogHeader>
              <DialogTitle className="flex flex-wrap items-center gap-3 pr-6">
                {application.businessName}
                <ApplicationStatusBadge status={application.status} />
              </DialogTitle>
              <DialogDescription>Application details</DialogDescription>
            </DialogHeader>
            <dl className="space-y-3" data-testid="application-details">
              <Row label="Business Name">{application.businessName}</Row>
              <Row label="Applicant">
                {application.user.firstName} {application.user.lastName}
              </Row>
              <Row label="Email">{application.user.email}</Row>
              <Row label="Phone">{application.phone || "Not provided"}</Row>
              <Row label="Cuisine Types">{application.cuisineTags.join(", ")}</Row>
              <Row label="Service Area">{application.serviceArea}</Row>
              <Row label="About">{application.description}</Row>
              <Row label="Terms Accepted">{application.termsAccepted ? "Yes" : "No"}</Row>
              <Row label="Submitted">{formatDay(application.submittedAt)}</Row>
              {application.reviewedAt && (
                <Row label="Last Reviewed">{formatDay(application.reviewedAt)}</Row>
              )}
              <Row label="Admin Notes">{application.adminNotes || "None"}</Row>
            </dl>
            <PermitReview userId={application.userId} />
            <DialogFooter className="flex-wrap gap-2">
              {canReviewApplication(application.status) && <DecisionButtons onDecide={onDecide} />}
              <Button size="sm" variant="ghost" onClick={onClose}>
                Close
              </Button>
            </DialogFooter>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
