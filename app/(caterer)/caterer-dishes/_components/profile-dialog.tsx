"use client";

import { useEffect } from "react";
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
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { applyFieldErrors } from "@/lib/client/form-errors";
import type { CatererDto } from "@/lib/types/caterer";
import { catererProfileSchema, type CatererProfileInput } from "@/lib/validation/caterer";
import { updateKitchenProfileAction } from "../actions";

const FIELDS = ["name", "description", "imageUrl", "location"] as const;

/** The caterer edits their own public profile: name, description, image URL, location. */
export function ProfileDialog({
  caterer,
  open,
  onOpenChange,
  onSaved,
}: {
  caterer: CatererDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: () => void;
}) {
  const form = useForm<CatererProfileInput>({ resolver: zodResolver(catererProfileSchema) });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (open) {
      form.reset({
        name: caterer.name,
        description: caterer.description ?? "",
        imageUrl: caterer.imageUrl ?? "",
        location: caterer.location ?? "",
      });
    }
  }, [open, caterer, form]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await updateKitchenProfileAction(values);
      if (!result.ok) {
        if (!applyFieldErrors(form.setError, result.errors, FIELDS)) toast.error(result.message);
        return;
      }
      toast.success("Profile updated successfully");
      onOpenChange(false);
      onSaved();
    } catch {
      toast.error("Failed to update profile.");
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Edit Kitchen Profile</DialogTitle>
          <DialogDescription>What customers see on your caterer page.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <Field id="kitchen-name" label="Name" required error={errors.name?.message}>
            <Input id="kitchen-name" {...form.register("name")} />
          </Field>
          <Field id="kitchen-description" label="Description" error={errors.description?.message}>
            <Textarea id="kitchen-description" rows={4} {...form.register("description")} />
          </Field>
          <Field id="kitchen-image" label="Image URL" error={errors.imageUrl?.message}>
            <Input id="kitchen-image" type="url" {...form.register("imageUrl")} />
          </Field>
          <Field id="kitchen-location" label="Location" error={errors.location?.message}>
            <Input id="kitchen-location" {...form.register("location")} />
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Saving..." : "Save Profile"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
