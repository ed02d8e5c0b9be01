"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Field } from "@/components/forms/field";
import { FormDialog, FormDialogFooter } from "@/components/forms/form-dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useWrite } from "@/lib/client/write";
import type { CatererDto } from "@/lib/kitchens/types";
import { catererProfileSchema, type CatererProfileInput } from "@/lib/kitchens/schemas";
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
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Edit Kitchen Profile"
      description="What customers see on your caterer page."
    >
      <ProfileForm caterer={caterer} onClose={() => onOpenChange(false)} onSaved={onSaved} />
    </FormDialog>
  );
}

function ProfileForm({
  caterer,
  onClose,
  onSaved,
}: {
  caterer: CatererDto;
  onClose: () => void;
  onSaved: () => void;
}) {
  const form = useForm<CatererProfileInput>({
    resolver: zodResolver(catererProfileSchema),
    defaultValues: {
      name: caterer.name,
      description: caterer.description ?? "",
      imageUrl: caterer.imageUrl ?? "",
      location: caterer.location ?? "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = useWrite(form, {
    save: updateKitchenProfileAction,
    fields: FIELDS,
    success: "Profile updated successfully",
    refused: (message) => message,
    crashed: () => "Failed to update profile.",
    onDone: () => {
      onClose();
      onSaved();
    },
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
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
      <FormDialogFooter onCancel={onClose} submitting={isSubmitting} submitLabel="Save Profile" />
    </form>
  );
}
