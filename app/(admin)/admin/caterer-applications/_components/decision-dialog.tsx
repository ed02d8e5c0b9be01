"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { toast } from "sonner";
import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/textarea";
import { applyFieldErrors } from "@/lib/forms/form-errors";
import type { AdminApplicationDto } from "@/lib/applications/types";
import { rejectApplicationSchema, requestChangesSchema } from "@/lib/applications/review-schemas";
import {
  approveApplicationAction,
  rejectApplicationAction,
  requestChangesAction,
} from "../actions";

export type Decision = "approve" | "reject" | "request_changes";

const COPY = {
  approve: {
    title: "Approve Application",
    submit: "Approve",
    busy: "Approving...",
    failed: "Failed to approve application",
    done: "Application Approved",
  },
  reject: {
    title: "Reject Application",
    submit: "Reject Application",
    busy: "Rejecting...",
    failed: "Failed to reject application",
    done: "Application Rejected",
  },
  request_changes: {
    title: "Request Changes",
    submit: "Request Changes",
    busy: "Sending...",
    failed: "Failed to request changes",
    done: "Changes Requested",
  },
} as const;

const NOTES_FIELDS = ["adminNotes"] as const;

/** Confirms a decision; rejecting and requesting changes need notes the applicant will read. */
export function DecisionDialog({
  application,
  decision,
  onClose,
  onDone,
}: {
  application: AdminApplicationDto | null;
  decision: Decision;
  onClose: () => void;
  onDone: () => void;
}) {
  return (
    <Dialog open={application !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-lg">
        {application && (
          // A fresh form per application and decision.
          <DecisionForm
            key={`${application.id}-${decision}`}
            application={application}
            decision={decision}
            onClose={onClose}
            onDone={onDone}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DecisionForm({
  application,
  decision,
  onClose,
  onDone,
}: {
  application: AdminApplicationDto;
  decision: Decision;
  onClose: () => void;
  onDone: () => void;
}) {
  const copy = COPY[decision];
  const needsNotes = decision !== "approve";
  const form = useForm<{ adminNotes: string }>({
    resolver: needsNotes
      ? zodResolver(decision === "reject" ? rejectApplicationSchema : requestChangesSchema)
      : undefined,
    defaultValues: { adminNotes: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const applicant = `${application.user.firstName} ${application.user.lastName}`;

  const submit = form.handleSubmit(async ({ adminNotes }) => {
    const call =
      decision === "approve"
        ? approveApplicationAction(application.id)
        : decision === "reject"
          ? rejectApplicationAction(application.id, { adminNotes })
          : requestChangesAction(application.id, { adminNotes });
    const result = await call.catch(() => null);
    if (!result?.ok) {
      if (result) applyFieldErrors(form.setError, result.errors, NOTES_FIELDS);
      toast.error(result?.message ?? copy.failed);
      return;
    }
    toast.success(copy.done, { description: application.businessName });
    onDone();
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <DialogHeader>
        <DialogTitle>{copy.title}</DialogTitle>
        <DialogDescription>
          {decision === "approve"
            ? `${applicant} becomes a caterer and ${application.businessName} opens on TrayTable.`
            : decision === "reject"
              ? `${applicant} will see your reason on their application.`
              : `${applicant} will see your notes and can revise and resubmit.`}
        </DialogDescription>
      </DialogHeader>
      {needsNotes && (
        <Field
          id="decision-notes"
          label={decision === "reject" ? "Reason for rejection" : "Changes needed"}
          required
          error={errors.adminNotes?.message}
        >
          <Textarea id="decision-notes" rows={4} {...form.register("adminNotes")} />
        </Field>
      )}
      <DialogFooter className="gap-2">
        <Button type="button" variant="outline" onClick={onClose} disabled={isSubmitting}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant={decision === "reject" ? "destructive" : "default"}
          disabled={isSubmitting}
        >
          {isSubmitting ? copy.busy : copy.submit}
        </Button>
      </DialogFooter>
    </form>
  );
}
