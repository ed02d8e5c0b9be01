"use client";

import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
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
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { applyFieldErrors } from "@/lib/client/form-errors";
import type { ActionResult } from "@/lib/types/action-result";
import type { CatererDto } from "@/lib/types/caterer";
import {
  adminCatererSchema,
  CATERER_CUISINES,
  type AdminCatererInput,
} from "@/lib/validation/caterer";
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
  const form = useForm<AdminCatererInput>({
    resolver: zodResolver(adminCatererSchema),
    defaultValues: formValues(caterer),
  });
  const { errors, isSubmitting } = form.formState;
  const catererId = caterer?.id ?? null;
  useEffect(() => {
    if (open) form.reset(formValues(caterer));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, catererId]);

  // Kitchens may carry a cuisine outside the form's list (from an application): keep it.
  const cuisines: string[] = [...CATERER_CUISINES];
  if (caterer && !cuisines.includes(caterer.cuisine)) cuisines.unshift(caterer.cuisine);

  const verb = editing ? "update" : "create";
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await onSave(values, catererId);
      if (!result.ok) {
        if (!applyFieldErrors(form.setError, result.errors, CATERER_FIELDS)) {
          toast.error(`Failed to ${verb} caterer: ${result.message}`);
        }
        return;
      }
      toast.success(editing ? "Caterer updated successfully" : "Caterer created successfully");
      onOpenChange(false);
      onSaved?.(result.data);
    } catch (error) {
      toast.error(`Failed to ${verb} caterer: ${error instanceof Error ? error.message : ""}`);
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{editing ? "Edit Caterer" : "Add Caterer"}</DialogTitle>
          <DialogDescription>
            {editing
              ? "Change this caterer's public profile."
              : "Add a caterer to the marketplace."}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Saving..." : editing ? "Update Caterer" : "Create Caterer"}
            </Button>
          </DialogFooter>
        </form>
        {caterer && <AuditHistory entityType="caterer" entityId={caterer.id} />}
      </DialogContent>
    </Dialog>
  );
}
