"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Field } from "@/components/forms/field";
import { FormDialog, FormDialogFooter } from "@/components/forms/form-dialog";
import { Textarea } from "@/components/ui/textarea";
import { useWrite } from "@/lib/client/write";
import type { ActionResult } from "@/lib/forms/action-result";
import { declineOrderSchema, type DeclineInput } from "@/lib/orders/schemas";

type ReasonSchema = typeof declineOrderSchema;
import type { z } from "zod";

const FIELDS = ["reason"] as const;

/** The kitchen declines an order or a change: the reason the customer reads is required. */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  action,
  schema,
  save,
  onDone,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  action: string;
  /** The server's schema for this decline (its required-reason message). */
  schema: ReasonSchema;
  save: (input: DeclineInput) => Promise<ActionResult<unknown>>;
  onDone: () => void;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <ReasonForm
        action={action}
        schema={schema}
        save={save}
        onClose={() => onOpenChange(false)}
        onDone={onDone}
      />
    </FormDialog>
  );
}

function ReasonForm({
  action,
  schema,
  save,
  onClose,
  onDone,
}: {
  action: string;
  schema: ReasonSchema;
  save: (input: DeclineInput) => Promise<ActionResult<unknown>>;
  onClose: () => void;
  onDone: () => void;
}) {
  const form = useForm<DeclineInput, unknown, z.output<ReasonSchema>>({
    resolver: zodResolver(schema),
    defaultValues: { reason: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = useWrite(form, {
    save,
    fields: FIELDS,
    refused: (message) => message || "Failed to update order status",
    crashed: () => "Failed to update order status",
    onDone: () => {
      onClose();
      onDone();
    },
  });
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id="decline-reason" label="Reason" required error={errors.reason?.message}>
        <Textarea id="decline-reason" rows={3} {...form.register("reason")} />
      </Field>
      <FormDialogFooter
        onCancel={onClose}
        cancelLabel="Back"
        submitting={isSubmitting}
        submitLabel={action}
        pendingLabel="Updating..."
        submitVariant="destructive"
      />
    </form>
  );
}
