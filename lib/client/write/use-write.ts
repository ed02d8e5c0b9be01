"use client";

import { useActionState, useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { ActionResult } from "@/lib/forms/action-result";
import type { PlainPostState } from "@/lib/forms/plain-post";
import type { LateHookForm } from "@/lib/client/late-hook-form";
import { placeFieldErrors, settle, type ToastText, type WriteRules } from "./write";

type PlainPostAction = (state: PlainPostState, data: FormData) => Promise<PlainPostState>;

export type FormWrite<In extends FieldValues, Out, Data> = WriteRules<Data> & {
  /** A server action, or `(values) => send(method, url, values)` for the REST API. */
  save: (values: Out) => Promise<ActionResult<Data>>;
  /** The form's fields, to match the server's `errors[].path` against. */
  fields: readonly Path<In>[];
  /** Also toast a refusal whose field errors went under their fields (the order form's
   *  "Error" toast, which its spec asks for on every failure). */
  alwaysToastRefusal?: boolean;
  /** A rule of the form's own, checked after the resolver: false stops the write (the
   *  rule put its message under its field). */
  check?: (values: Out) => boolean;
};

/**
 * For a form that works before its scripts (the account forms): its plain-post server
 * action (lib/forms/plain-post.ts) and the page's own URL (`usePermalink()`), where the
 * browser posts it, since without one React renders `action=""`, which HTML forbids.
 */
export type PlainPost = { action: PlainPostAction; permalink: string };

const noPlainPost: PlainPostAction = async (state) => state;
const titleOf = (text: ToastText) => (typeof text === "string" ? text : text.title);

/**
 * The one submit path of a form (CONTRIBUTING.md, "How the browser writes"): validate with
 * the form's resolver, call `save`, and tell the outcome by the rules of `write()`, field
 * errors going under their fields. Answers the form's onSubmit.
 *
 * With `plainPost`, the form is a `useLateHookForm()` form that also works before
 * hydration: `action` is the plain-post action through useActionState, sent as a plain POST
 * before hydration and by React after it, until react-hook-form is here and `onSubmit`
 * checks and sends it. Refusals and crashes go to `alert` (shown above the form) instead of
 * a toast; `errorOf(name)` is react-hook-form's message for a field, or the plain POST's
 * until a submit checked here replaces it (whose first field `register` also focuses);
 * `posted.values` is what was typed, to put back in the fields (`defaultValue`).
 */
export function useWrite<In extends FieldValues, Out, Data>(
  form: UseFormReturn<In, unknown, Out>,
  options: FormWrite<In, Out, Data>,
): ReturnType<UseFormReturn<In, unknown, Out>["handleSubmit"]>;
export function useWrite<In extends FieldValues, Data>(
  form: LateHookForm<In>,
  options: FormWrite<In, In, Data> & { plainPost: PlainPost },
): ReturnType<typeof plainPostForm<In>>;
export function useWrite<In extends FieldValues, Out, Data>(
  form: UseFormReturn<In, unknown, Out> | LateHookForm<In>,
  options: FormWrite<In, Out, Data> & { plainPost?: PlainPost },
): unknown {
  // Every form calls the same hooks; only the account forms pass a plain-post action.
  const plainPost = options.plainPost;
  const [posted, action, posting] = useActionState(
    plainPost?.action ?? noPlainPost,
    null,
    plainPost?.permalink,
  );
  const [alert, setAlert] = useState<string | null>(null);
  const run = (values: Out, setError: UseFormReturn<In, unknown, Out>["setError"] | undefined) =>
    options.check && !options.check(values)
      ? undefined
      : settle(() => options.save(values), options, {
          place: (failure) =>
            setError ? placeFieldErrors(setError, failure.errors, options.fields) : false,
          alwaysSayRefusal: options.alwaysToastRefusal,
          ...(plainPost ? { sayError: (text: ToastText) => setAlert(titleOf(text)) } : {}),
        });

  if (!plainPost) {
    const hookForm = form as UseFormReturn<In, unknown, Out>;
    return hookForm.handleSubmit(async (values) => {
      await run(values, hookForm.setError);
    });
  }
  const late = form as LateHookForm<In>;
  return plainPostForm(late, posted, action, posting, alert, async (values: In) => {
    setAlert(null);
    await run(values as unknown as Out, late.form?.setError);
  });
}

function plainPostForm<T extends FieldValues>(
  late: LateHookForm<T>,
  posted: PlainPostState,
  action: (data: FormData) => void,
  posting: boolean,
  alert: string | null,
  submit: (values: T) => Promise<void>,
) {
  const plain = late.submitCount === 0 ? posted : null;
  // The page the plain POST rendered puts the cursor in the first field to fix, as
  // react-hook-form does after a checked submit.
  const firstError = plain ? Object.keys(plain.fieldErrors)[0] : undefined;
  return {
    action,
    posted,
    /** The plain POST's answer, until a submit checked here replaces it. */
    plain,
    /** The refusal to show above the form: the plain POST's, or a checked submit's. */
    alert: alert ?? plain?.message ?? null,
    busy: late.isSubmitting || posting,
    register: (name: Path<T>) =>
      name === firstError ? { ...late.register(name), autoFocus: true } : late.register(name),
    errorOf: (name: Path<T>) => late.errors[name] ?? plain?.fieldErrors[name],
    /** The form's onSubmit: undefined until react-hook-form is here (`action` runs). */
    onSubmit: late.handleSubmit(submit),
  };
}
