"use client";

import { useActionState } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import type { FieldValues, Path, UseFormProps } from "react-hook-form";
import type { PlainPostState } from "@/lib/forms/plain-post";
import { useLateHookForm } from "./late-hook-form";

/**
 * A form that works before and without its scripts (the account forms): `action` is its
 * server action through useActionState, sent as a plain POST before hydration and by React
 * after it, until react-hook-form is here (`useLateHookForm()`), whose `handleSubmit` then
 * checks the form in the browser first. `errorOf(name)` is react-hook-form's message for a
 * field, or the server action's until a submit checked here replaces it (whose first field
 * `register` also focuses); `posted.values` is what was typed, to put back in the fields
 * (`defaultValue`). The page's own URL is the form's permalink, so the form says where it
 * posts (`action="/auth?..."`); without one React renders `action=""`, which HTML forbids.
 */
export function usePlainPostForm<T extends FieldValues>(
  serverAction: (state: PlainPostState, data: FormData) => Promise<PlainPostState>,
  options: UseFormProps<T>,
) {
  const search = useSearchParams().toString();
  const permalink = `${usePathname()}${search ? `?${search}` : ""}`;
  const [posted, action, posting] = useActionState(serverAction, null, permalink);
  const form = useLateHookForm<T>(options);
  const plain = form.submitCount === 0 ? posted : null;
  // The page the plain POST rendered puts the cursor in the first field to fix, as
  // react-hook-form does after a checked submit.
  const firstError = plain ? Object.keys(plain.fieldErrors)[0] : undefined;
  return {
    ...form,
    register: (name: Path<T>) =>
      name === firstError ? { ...form.register(name), autoFocus: true } : form.register(name),
    action,
    posted,
    /** The server action's answer, until a submit checked here replaces it. */
    plain,
    busy: form.isSubmitting || posting,
    errorOf: (name: Path<T>) => form.errors[name] ?? plain?.fieldErrors[name],
  };
}
