"use client";

import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Field } from "@/components/forms/field";
import { FormDialog, FormDialogFooter } from "@/components/forms/form-dialog";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { useWrite } from "@/lib/client/write";
import type { ActionResult } from "@/lib/forms/action-result";
import type { CatererDto } from "@/lib/kitchens/types";
import {
  adminCatererSchema,
  CATERER_CUISINES,
  type AdminCatererInput,
} from "@/lib/kitchens/schemas";
import { AuditHistory } from "./audit-history";

const CATERER_FIELDS = [
  "name",
  "cuisine",
  "description",
  "location",
  "rating",
  "imageUrl",
] as const;

function formValues(caterer: CatererDto | null): AdminCatererInput {
  return {
    name: caterer?.name ?? "",
    cuisine: caterer?.cuisine ?? "",
    description: caterer?.description ?? "",
    location: caterer?.location ?? "",
    rating: caterer?.rating ?? "0",
    imageUrl: caterer?.imageUrl ?? "",
  };
}

export type CatererSaveHandler = (
  values: AdminCatererInput,
  catererId: number | null,
) => Promise<ActionResult<CatererDto>>;

/** The admin's Add Caterer / Edit Caterer dialog (the admin caterer form). */
export function CatererFormDialog({
  open,
  onOpenChange,
  caterer,
  onSave,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  caterer: CatererDto | null;
  onSave: CatererSaveHandler;
  onSaved?: (caterer: CatererDto) => void;
}) {
  const editing = caterer !== null;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? "Edit Caterer" : "Add Caterer"}
      description={
        editing ? "Change this caterer's public profile." : "Add a caterer to the marketplace."
      }
    >
      <CatererForm
        caterer={caterer}
        onSave={onSave}
        onClose={() => onOpenChange(false)}
        onSaved={onSaved}
      />
      {caterer && <AuditHistory entityType="caterer" entityId={caterer.id} />}
    </FormDialog>
  );
}

function CatererForm({
  caterer,
  onSave,
  onClose,
  onSaved,
}: {
  caterer: CatererDto | null;
  onSave: CatererSaveHandler;
  onClose: () => void;
  onSaved?: (caterer: CatererDto) => void;
}) {
  const editing = caterer !== null;
  const form = useForm<AdminCatererInput>({
    resolver: zodResolver(adminCatererSchema),
    defaultValues: formValues(caterer),
  });
  const { errors, isSubmitting } = form.formState;

  // Kitchens may carry a cuisine outside the form's list (from an application): keep it.
  const cuisines: string[] = [...CATERER_CUISINES];
  if (caterer && !cuisines.includes(caterer.cuisine)) cuisines.unshift(caterer.cuisine);

  const verb = editing ? "update" : "create";
  const onSubmit = useWrite(form, {
    save: (values) => onSave(values, caterer?.id ?? null),
    fields: CATERER_FIELDS,
    success: editing ? "Caterer updated successfully" : "Caterer created successfully",
    refused: (message) => `Failed to ${verb} caterer: ${message}`,
    crashed: (error) => `Failed to ${verb} caterer: ${error instanceof Error ? error.message : ""}`,
    onDone: (saved) => {
      onClose();
      onSaved?.(saved);
    },
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id="caterer-name" label="Name" required error={errors.name?.message}>
        <Input id="caterer-name" {...form.register("name")} />
      </Field>
      <Field id="caterer-cuisine" label="Cuisine Type" required error={errors.cuisine?.message}>
        <Controller
          control={form.control}
          name="cuisine"
          render={({ field }) => (
            <Select value={field.value || undefined} onValueChange={field.onChange}>
              <SelectTrigger id="caterer-cuisine" aria-invalid={!!errors.cuisine}>
                <SelectValue placeholder="Select a cuisine" />
              </SelectTrigger>
              <SelectContent>
                {cuisines.map((c) => (
                  <SelectItem key={c} value={c}>
                    {c}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </Field>
      <Field id="caterer-description" label="Description" error={errors.description?.message}>
        <Textarea id="caterer-description" rows={3} {...form.register("description")} />
      </Field>
      <Field id="caterer-location" label="Location" error={errors.location?.message}>
        <Input id="caterer-location" {...form.register("location")} />
      </Field>
      <Field id="caterer-rating" label="Rating (0-5)" error={errors.rating?.message}>
        <Input
          id="caterer-rating"
          type="number"
          step="0.1"
          min={0}
          max={5}
          {...form.register("rating")}
        />
      </Field>
      <Field id="caterer-image" label="Image URL" error={errors.imageUrl?.message}>
        <Input id="caterer-image" placeholder="https://..." {...form.register("imageUrl")} />
      </Field>
      <FormDialogFooter
        onCancel={onClose}
        submitting={isSubmitting}
        submitLabel={editing ? "Update Caterer" : "Create Caterer"}
      />
    </form>
  );
}
