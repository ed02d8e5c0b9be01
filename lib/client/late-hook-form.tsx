"use client";

import { useState } from "react";
import type {
  FieldValues,
  Path,
  SubmitHandler,
  UseFormProps,
  UseFormRegisterReturn,
} from "react-hook-form";
import { AfterHydration } from "./after-hydration";
import type { HookFormState } from "./hook-form-control";
import { lazyComponent } from "./lazy-component";

const HookFormControl = lazyComponent(() =>
  import("./hook-form-control").then((m) => m.HookFormControl),
);

/**
 * react-hook-form for a form that works without it: the account forms post to their server
 * action (lib/forms/plain-post.ts) until it is here, so its code (about 13 KiB gzip) loads
 * after hydration instead of with the page. The form renders plain named inputs with
 * `register(name)`; once react-hook-form has loaded, `register` gives its props and ref,
 * which take each field's value from what is already typed (no defaultValues for text),
 * and `handleSubmit` checks the form with the resolver before `onValid` sends it.
 * Render `control` anywhere inside the form.
 */
export function useLateHookForm<T extends FieldValues>(options: UseFormProps<T>) {
  const [state, setState] = useState<HookFormState<T> | null>(null);
  return {
    /** react-hook-form's own form, null until its code is here. */
    form: state?.form ?? null,
    /** For the <form>'s `data-enhanced`: react-hook-form is here and checks it (tests wait for it). */
    enhanced: state !== null,
    errors: state?.errors ?? {},
    isSubmitting: state?.isSubmitting ?? false,
    submitCount: state?.submitCount ?? 0,
    register: (name: Path<T>): UseFormRegisterReturn<Path<T>> | { name: Path<T> } =>
      state ? state.form.register(name) : { name },
    /** The form's onSubmit: undefined until react-hook-form is here (the form's action runs). */
    handleSubmit: (onValid: SubmitHandler<T>) =>
      state ? state.form.handleSubmit(onValid) : undefined,
    control: (
      <AfterHydration>
        <HookFormControl
          options={options as UseFormProps<FieldValues>}
          onChange={setState as (state: HookFormState<FieldValues>) => void}
        />
      </AfterHydration>
    ),
  };
}

export type LateHookForm<T extends FieldValues> = ReturnType<typeof useLateHookForm<T>>;
