"use client";

import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useWrite } from "@/lib/client/write";
import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { changePasswordFormSchema, type ChangePasswordFormInput } from "@/lib/auth/schemas";
import { changePasswordAction } from "../actions";

export function ChangePasswordForm() {
  const form = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const [current, next, confirm] = useWatch({
    control: form.control,
    name: ["currentPassword", "newPassword", "confirmPassword"],
  });
  // The spec: disabled until all three are filled and the new ones match.
  const ready = Boolean(current && next && confirm && next === confirm);

  const onSubmit = useWrite(form, {
    save: ({ currentPassword, newPassword }) =>
      changePasswordAction({ currentPassword, newPassword }),
    fields: ["currentPassword", "newPassword"],
    success: "Password changed successfully",
    refused: (message) => message,
    alwaysToastRefusal: true,
    crashed: () => "Failed to change password.",
    onDone: () => form.reset(),
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="max-w-md space-y-4">
      <Field id="current-password" label="Current Password" error={errors.currentPassword?.message}>
        <Input
          id="current-password"
          type="password"
          autoComplete="current-password"
          {...form.register("currentPassword")}
        />
      </Field>
      <Field id="new-password" label="New Password" error={errors.newPassword?.message}>
        <Input
          id="new-password"
          type="password"
          autoComplete="new-password"
          {...form.register("newPassword")}
        />
      </Field>
      <Field
        id="confirm-password"
        label="Confirm New Password"
        error={errors.confirmPassword?.message}
      >
        <Input
          id="confirm-password"
          type="password"
          autoComplete="new-password"
          {...form.register("confirmPassword")}
        />
      </Field>
      {next && confirm && next !== confirm && (
        <p className="text-sm text-red-600">New passwords do not match.</p>
      )}
      <Button type="submit" disabled={!ready || isSubmitting}>
        {isSubmitting ? "Changing..." : "Change Password"}
      </Button>
    </form>
  );
}
