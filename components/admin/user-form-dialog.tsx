"use client";

import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Field } from "@/components/forms/field";
import { Checkbox } from "@/components/ui/checkbox";
import { FormDialog, FormDialogFooter } from "@/components/forms/form-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { useWrite } from "@/lib/client/write";
import { ROLE_LABELS } from "@/lib/navigation";
import type { ActionResult } from "@/lib/forms/action-result";
import type { UserDto } from "@/lib/users/types";
import {
  adminUserFormSchema,
  USER_ROLES,
  type AdminUserFormInput,
  type AdminUserFormValues,
} from "@/lib/users/schemas";
import { AuditHistory } from "./audit-history";

const USER_FIELDS = [
  "email",
  "password",
  "firstName",
  "lastName",
  "role",
  "isActive",
  "emailVerified",
  "phone",
] as const;

function formValues(user: UserDto | null): AdminUserFormInput {
  return {
    email: user?.email ?? "",
    password: "",
    firstName: user?.firstName ?? "",
    lastName: user?.lastName ?? "",
    role: user?.role ?? "user",
    isActive: user?.isActive ?? true,
    emailVerified: user?.emailVerified ?? false,
    phone: user?.phone ?? "",
  };
}

export type UserSaveHandler = (
  values: AdminUserFormValues,
  userId: number | null,
) => Promise<ActionResult<UserDto>>;

/**
 * The admin's Add User / Edit User dialog. The caller saves through `onSave` (its server
 * action); the dialog validates with the shared schema, puts the server's field errors
 * under their fields, and toasts the server message or the spec's fallback.
 */
export function UserFormDialog({
  open,
  onOpenChange,
  user,
  isSelf,
  onSave,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The user to edit; null to add one. */
  user: UserDto | null;
  /** Editing one's own account: role and active flag are locked. */
  isSelf?: boolean;
  onSave: UserSaveHandler;
  onSaved?: (user: UserDto) => void;
}) {
  const editing = user !== null;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? "Edit User" : "Add User"}
      description={
        editing ? "Change this account. Leave the password blank to keep it." : "Create an account."
      }
    >
      <UserForm
        user={user}
        isSelf={isSelf}
        onSave={onSave}
        onClose={() => onOpenChange(false)}
        onSaved={onSaved}
      />
      {user && <AuditHistory entityType="user" entityId={user.id} />}
    </FormDialog>
  );
}

function UserForm({
  user,
  isSelf,
  onSave,
  onClose,
  onSaved,
}: {
  user: UserDto | null;
  isSelf?: boolean;
  onSave: UserSaveHandler;
  onClose: () => void;
  onSaved?: (user: UserDto) => void;
}) {
  const editing = user !== null;
  const form = useForm<AdminUserFormInput, unknown, AdminUserFormValues>({
    resolver: zodResolver(adminUserFormSchema(editing)),
    defaultValues: formValues(user),
  });
  const { errors, isSubmitting } = form.formState;

  const failure = editing ? "Failed to update user" : "Failed to create user";
  const onSubmit = useWrite(form, {
    save: (values) => onSave(values, user?.id ?? null),
    fields: USER_FIELDS,
    success: editing ? "User updated successfully" : "User created successfully",
    refused: (message) => message || failure,
    crashed: () => failure,
    onDone: (saved) => {
      onClose();
      onSaved?.(saved);
    },
  });

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field id="user-first" label="First Name" required error={errors.firstName?.message}>
          <Input id="user-first" {...form.register("firstName")} />
        </Field>
        <Field id="user-last" label="Last Name" required error={errors.lastName?.message}>
          <Input id="user-last" {...form.register("lastName")} />
        </Field>
      </div>
      <Field id="user-email" label="Email" required error={errors.email?.message}>
        <Input id="user-email" type="email" {...form.register("email")} />
      </Field>
      <Field
        id="user-password"
        label={editing ? "New Password (optional)" : "Password"}
        required={!editing}
        error={errors.password?.message}
      >
        <Input
          id="user-password"
          type="password"
          autoComplete="new-password"
          {...form.register("password")}
        />
      </Field>
      <Field id="user-phone" label="Phone" error={errors.phone?.message}>
        <Input id="user-phone" type="tel" {...form.register("phone")} />
      </Field>
      <Field id="user-role" label="Role" error={errors.role?.message}>
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <Select value={field.value} onValueChange={field.onChange} disabled={isSelf}>
              <SelectTrigger id="user-role">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {USER_ROLES.map((role) => (
                  <SelectItem key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </Field>
      <div className="flex flex-wrap gap-6">
        <Controller
          control={form.control}
          name="isActive"
          render={({ field }) => (
            <div className="flex items-center gap-2">
              <Checkbox
                id="user-active"
                checked={field.value}
                disabled={isSelf}
                onCheckedChange={(v) => field.onChange(v === true)}
              />
              <Label htmlFor="user-active">Active</Label>
            </div>
          )}
        />
        <Controller
          control={form.control}
          name="emailVerified"
          render={({ field }) => (
            <div className="flex items-center gap-2">
              <Checkbox
                id="user-verified"
                checked={field.value}
                onCheckedChange={(v) => field.onChange(v === true)}
              />
              <Label htmlFor="user-verified">Email Verified</Label>
            </div>
          )}
        />
      </div>
      <FormDialogFooter
        onCancel={onClose}
        submitting={isSubmitting}
        submitLabel={editing ? "Update User" : "Create User"}
      />
    </form>
  );
}
