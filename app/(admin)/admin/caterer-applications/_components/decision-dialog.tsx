"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Field } from "@/components/forms/field";
import { FormDialog, FormDialogFooter } from "@/components/forms/form-dialog";
import { Textarea } from "@/components/ui/textarea";
import { useWrite } from "@/lib/client/write";
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
  const applicant = application ? `${application.user.firstName} ${application.user.lastName}` : "";
  return (
    <FormDialog
      open={application !== null}
      onOpenChange={(open) => !open && onClose()}
      title={COPY[decision].title}
      description={
        application &&
        (decision === "approve"
          ? `${applicant} becomes a caterer and ${application.businessName} opens on TrayTable.`
          : decision === "reject"
            ? `${applicant} will see your reason on their application.`
            : `${applicant} will see your notes and can revise and resubmit.`)
      }
    >
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
    </FormDialog>
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

  const submit = useWrite(form, {
    save: ({ adminNotes }) =>
      decision === "approve"
        ? approveApplicationAction(application.id)
        : decision === "reject"
          ? rejectApplicationAction(application.id, { adminNotes })
          : requestChangesAction(application.id, { adminNotes }),
    fields: NOTES_FIELDS,
    success: { title: copy.done, description: application.businessName },
    refused: (message) => message || copy.failed,
    alwaysToastRefusal: true,
    crashed: () => copy.failed,
    onDone,
  });

  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-4">
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
      <FormDialogFooter
        onCancel={onClose}
        submitting={isSubmitting}
        submitLabel={copy.submit}
        pendingLabel={copy.busy}
        submitVariant={decision === "reject" ? "destructive" : "default"}
      />
    </form>
  );
}
