import type { ActionFailure } from "./action-result";

/**
 * What a form's server action answers a form sent as a plain POST: before the page's
 * scripts (or the form's own code, which loads after the page's) have run, as a slow
 * phone sends it on Enter, or with JavaScript off. Next renders the page again with it
 * (useActionState), so the visitor sees the same messages under the same fields as after
 * a checked submit, and what they typed (never a password) is still in the fields.
 */
export type PlainPostState = {
  /** The refusal's message, shown above the form when no field of the form carries it. */
  message: string | null;
  /** The first message for each field of the form. */
  fieldErrors: Record<string, string>;
  /** What was typed, to fill the fields in again; passwords are left out. */
  values: Record<string, string>;
  /** The success message of a form that stays on its page (forgot / reset password). */
  done: string | null;
} | null;

/**
 * The named fields of a plain POST as strings ("" when absent or not text). A forged call
 * can send the action anything (a JSON array): that is a form with every field empty, so it
 * gets the form's own messages instead of a crash.
 */
export function formFields<K extends string>(
  formData: unknown,
  names: readonly K[],
): Record<K, string> {
  const fields = {} as Record<K, string>;
  for (const name of names) {
    const value = formData instanceof FormData ? formData.get(name) : null;
    fields[name] = typeof value === "string" ? value : "";
  }
  return fields;
}

/** A refusal as a plain POST's state: each field's first message, or the alert. */
export function plainPostFailure(
  failure: ActionFailure,
  fields: readonly string[],
  values: Record<string, string>,
): PlainPostState {
  const fieldErrors: Record<string, string> = {};
  for (const error of failure.errors ?? []) {
    if (fields.includes(error.path) && !(error.path in fieldErrors)) {
      fieldErrors[error.path] = error.message;
    }
  }
  return {
    message: Object.keys(fieldErrors).length ? null : failure.message,
    fieldErrors,
    values,
    done: null,
  };
}

export const plainPostDone = (message: string): PlainPostState => ({
  message: null,
  fieldErrors: {},
  values: {},
  done: message,
});
