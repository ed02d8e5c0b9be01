import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { toast } from "@/lib/client/toast";
import type {
  ActionFailure,
  ActionResult,
  FailureCode,
  FieldError,
} from "@/lib/forms/action-result";

/** A toast's text: a title, or a title with a description. */
export type ToastText = string | { title: string; description?: string; id?: string };

/** What a write tells the user, the same for a form and a button (CONTRIBUTING.md). */
export type WriteRules<Data> = {
  /** The success toast; none where the result speaks for itself (a sent chat message). */
  success?: ToastText | ((data: Data) => ToastText);
  /** The toast for a refusal, from the server's message (empty when it sent none). */
  refused: (message: string) => ToastText;
  /** The toast when the call failed before any answer (network, server crash). */
  crashed: (error: unknown) => ToastText;
  /** Refusals handled in their own way, by code; these get no `refused` toast. */
  on?: Partial<Record<FailureCode, (failure: ActionFailure) => void>>;
  onDone?: (data: Data) => unknown;
};

function showToast(kind: "success" | "error", text: ToastText) {
  if (typeof text === "string") toast[kind](text);
  else {
    toast[kind](text.title, {
      ...(text.description ? { description: text.description } : {}),
      ...(text.id ? { id: text.id } : {}),
    });
  }
}

/** How a form adds to the rules: its fields take their errors, its alert may take the toast. */
export type FormOutlet = {
  /** Puts the refusal's field errors under the form's fields; whether any matched. */
  place?: (failure: ActionFailure) => boolean;
  /** Also say a refusal whose field errors were placed. */
  alwaysSayRefusal?: boolean;
  /** Where a refusal or crash is said: a toast, or the account forms' alert. */
  sayError?: (text: ToastText) => void;
};

/**
 * Runs one write and tells the user its outcome by the one rule: a crash is said with
 * `crashed`; a refusal goes to its `on` handler, else under its fields, else is said with
 * `refused`; a success is toasted and handed to `onDone`. Answers the result, or null when
 * the call crashed.
 */
export async function settle<Data>(
  call: () => Promise<ActionResult<Data>>,
  rules: WriteRules<Data>,
  outlet: FormOutlet = {},
): Promise<ActionResult<Data> | null> {
  const sayError = outlet.sayError ?? ((text: ToastText) => showToast("error", text));
  let result: ActionResult<Data>;
  try {
    result = await call();
  } catch (error) {
    sayError(rules.crashed(error));
    return null;
  }
  if (!result.ok) {
    const handler = rules.on?.[result.code];
    if (handler) handler(result);
    else if (!outlet.place?.(result) || outlet.alwaysSayRefusal) {
      sayError(rules.refused(result.message));
    }
    return result;
  }
  const success = typeof rules.success === "function" ? rules.success(result.data) : rules.success;
  if (success) showToast("success", success);
  await rules.onDone?.(result.data);
  return result;
}

/**
 * A write without a form (a delete, a retry, an upload, a one-click status change): `call`
 * is a server action or `send()`, told by the same rules as a form's.
 */
export const write = <Data>(call: () => Promise<ActionResult<Data>>, rules: WriteRules<Data>) =>
  settle(call, rules);

/**
 * Puts the server's field errors (`errors[]` of an ActionResult) under the form's own fields,
 * focusing the first, so a rule the server enforces shows where the user typed. Answers
 * whether any error matched a field.
 */
export function placeFieldErrors<F extends FieldValues>(
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
