"use client";

import { useEffect } from "react";
import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from "react-hook-form";

/** What a form shows of react-hook-form once its code is here (./late-hook-form.tsx). */
export type HookFormState<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** The first message of each field. */
  errors: Record<string, string>;
  isSubmitting: boolean;
  submitCount: number;
};

/**
 * Holds the react-hook-form of a form that `useLateHookForm()` enhances, loaded after
 * hydration, and hands the form what it shows (messages, submitting) whenever that changes.
 * Renders nothing: the form's own inputs are registered with `register`.
 */
export function HookFormControl({
  options,
  onChange,
}: {
  options: UseFormProps<FieldValues>;
  onChange: (state: HookFormState<FieldValues>) => void;
}) {
  const form = useForm(options);
  // Reading these subscribes this component to them.
  const { errors, isSubmitting, submitCount } = form.formState;
  const messages: Record<string, string> = {};
  for (const [name, error] of Object.entries(errors)) {
    if (typeof error?.message === "string") messages[name] = error.message;
  }
  const shown = JSON.stringify(messages);
  useEffect(() => {
    onChange({ form, errors: JSON.parse(shown), isSubmitting, submitCount });
  }, [form, shown, isSubmitting, submitCount, onChange]);
  return null;
}
