"use client";

import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormDialog, FormDialogFooter } from "@/components/forms/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { send, useWrite, write } from "@/lib/client/write/index";
import { DEFAULT_MAX_ORDERS_PER_DAY, MAX_ORDERS_PER_DAY_LIMIT } from "@/lib/constants";
import type { AvailabilityDto } from "@/lib/availability/types";
import { availabilitySchema, type AvailabilityInput } from "@/lib/availability/schemas";

const FIELDS = ["date", "isAvailable", "maxOrders", "maxTrays", "notes"] as const;

/** What the dialog opens with: a new date, or an existing entry. */
export type AvailabilityDraft = { date: string } | { entry: AvailabilityDto };

/**
 * "Set Availability" / "Edit Availability": date, open or closed, the day's order limit
 * and notes. The orders already booked are shown, never edited: the server counts them.
 */
export function AvailabilityDialog({
  catererId,
  draft,
  onOpenChange,
  onSaved,
}: {
  catererId: number;
  draft: AvailabilityDraft | null;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const entry = draft && "entry" in draft ? draft.entry : null;
  return (
    <FormDialog
      open={draft !== null}
      onOpenChange={onOpenChange}
      title={entry ? "Edit Availability" : "Set Availability"}
      description="Open or close a date and limit how many orders you take on it."
    >
      {draft && (
        <AvailabilityForm
          catererId={catererId}
          draft={draft}
          onClose={() => onOpenChange(false)}
          onSaved={onSaved}
        />
      )}
    </FormDialog>
  );
}

function AvailabilityForm({
  catererId,
  draft,
  onClose,
  onSaved,
}: {
  catererId: number;
  draft: AvailabilityDraft;
  onClose: () => void;
  onSaved: () => void;
}) {
  const entry = "entry" in draft ? draft.entry : null;
  const form = useForm<AvailabilityInput>({
    resolver: zodResolver(availabilitySchema),
    defaultValues: entry
      ? {
          date: entry.date,
          isAvailable: entry.isAvailable,
          maxOrders: entry.maxOrders,
          maxTrays: entry.maxTrays == null ? "" : String(entry.maxTrays),
          notes: entry.notes ?? "",
        }
      : {
          date: "date" in draft ? draft.date : "",
          isAvailable: true,
          maxOrders: DEFAULT_MAX_ORDERS_PER_DAY,
          maxTrays: "",
          notes: "",
        },
  });
  const { errors, isSubmitting } = form.formState;
  const [deleting, setDeleting] = useState(false);

  const base = `/api/caterers/${catererId}/availability`;
  const failure = entry
    ? "Failed to update availability. Please try again."
    : "Failed to set availability. Please try again.";
  const onSubmit = useWrite(form, {
    save: async (values) => {
      if (entry) return send<AvailabilityDto>("PUT", `${base}/${entry.id}`, values);
      // Most future dates have an entry already (the default one, or one an order made):
      // setting such a date changes that entry instead of refusing (issue 46).
      const found = await send<AvailabilityDto[]>(
        "GET",
        `${base}?startDate=${values.date}&endDate=${values.date}`,
      );
      const existing = found.ok ? found.data.find((e) => e.date === values.date && e.id) : null;
      return existing
        ? send<AvailabilityDto>("PUT", `${base}/${existing.id}`, values)
        : send<AvailabilityDto>("POST", base, values);
    },
    fields: FIELDS,
    success: entry
      ? "Availability has been updated successfully."
      : "Availability has been set successfully.",
    refused: (message) => ({ title: failure, description: message || undefined }),
    crashed: () => failure,
    onDone: () => {
      onClose();
      onSaved();
    },
  });

  const remove = async () => {
    if (!entry) return;
    setDeleting(true);
    await write(() => send("DELETE", `${base}/${entry.id}`), {
      success: "Availability has been removed successfully.",
      refused: () => "Failed to remove availability. Please try again.",
      crashed: () => "Failed to remove availability. Please try again.",
      onDone: () => {
        onClose();
        onSaved();
      },
    });
    setDeleting(false);
  };

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id="availability-date" label="Date" required error={errors.date?.message}>
        <Input id="availability-date" type="date" {...form.register("date")} />
      </Field>
      <div className="flex items-center gap-2">
        <Controller
          control={form.control}
          name="isAvailable"
          render={({ field }) => (
            <Checkbox
              id="availability-open"
              checked={field.value !== false}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
          )}
        />
        <Label htmlFor="availability-open">Available for orders</Label>
      </div>
      <Field
        id="availability-max"
        label={`Max orders (1-${MAX_ORDERS_PER_DAY_LIMIT})`}
        required
        error={errors.maxOrders?.message}
      >
        <Input
          id="availability-max"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ORDERS_PER_DAY_LIMIT}
          {...form.register("maxOrders")}
        />
      </Field>
      <Field
        id="availability-max-trays"
        label="Tray capacity (empty: your kitchen's daily capacity)"
        error={errors.maxTrays?.message}
      >
        <Input
          id="availability-max-trays"
          inputMode="numeric"
          placeholder="Kitchen default"
          {...form.register("maxTrays")}
        />
      </Field>
      {entry && (
        <p className="text-sm text-muted-foreground" data-testid="current-orders">
          Orders booked: {entry.currentOrders}
          {entry.currentTrays !== undefined ? ` · Trays booked: ${entry.currentTrays}` : ""}
        </p>
      )}
      <Field id="availability-notes" label="Notes" error={errors.notes?.message}>
        <Textarea id="availability-notes" rows={2} {...form.register("notes")} />
      </Field>
      <FormDialogFooter
        onCancel={onClose}
        submitting={isSubmitting}
        submitLabel={entry ? "Update" : "Save"}
        apart={
          entry && (
            <Button type="button" variant="destructive" onClick={remove} disabled={deleting}>
              {deleting ? "Deleting..." : "Delete"}
            </Button>
          )
        }
      />
    </form>
  );
}
