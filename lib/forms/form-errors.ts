import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { FieldError } from "@/lib/forms/action-result";

/**
 * Puts the server's field errors (`errors[]` of an ActionResult or an API 400) under the
 * form's own fields, so a rule the server enforces shows where the user typed. Returns
 * whether any error matched a field; the caller toasts the message when none did.
 */
export function applyFieldErrors<F extends FieldValues>(
  setError: UseFormSetError<F>,
  errors: FieldError[] | undefined,
  fields: readonly Path<F>[],
): boolean {
  let matched = false;
  for (const error of errors ?? []) {
    const field = fields.find((name) => name === error.path);
    if (!field) continue;
    setError(field, { type: "server", message: error.message }, { shouldFocus: !matched });
    matched = true;
  }
  return matched;
}
