import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { toast } from "./toast";
import { applyFieldErrors } from "@/lib/forms/form-errors";
import type { ActionFailure, ActionResult, FailureCode } from "@/lib/forms/action-result";

/** A toast's text: a title, or a title with a description. */
export type ToastText = string | { title: string; description?: string; id?: string };

function show(kind: "success" | "error", text: ToastText) {
  if (typeof text === "string") toast[kind](text);
  else {
    toast[kind](text.title, {
      ...(text.description ? { description: text.description } : {}),
      ...(text.id ? { id: text.id } : {}),
    });
  }
}

/**
 * The one submit path of a form (CONTRIBUTING.md, "How the browser writes"): validate with
 * the form's zod resolver, call `save` (a server action, or `restAction()` for the REST
 * API: both answer an ActionResult), put the server's field errors under their fields,
 * toast the refusal when no field matched (or when the call itself failed), and on success
 * toast and hand the saved object on. A form that treats one kind of refusal differently
 * (a lapsed session sends the user to sign in) names its code in `on`: the branch is on
 * the AppError's code, never on an HTTP status.
 */
export function useActionSubmit<In extends FieldValues, Out, Data>(
  form: UseFormReturn<In, unknown, Out>,
  options: {
    save: (values: Out) => Promise<ActionResult<Data>>;
    /** The form's fields, to match the server's `errors[].path` against. */
    fields: readonly Path<In>[];
    /** The success toast; none where the result speaks for itself (a sent chat message). */
    success?: ToastText | ((data: Data) => ToastText);
    /** The toast for a refusal, from the server's message (empty when it sent none). */
    refused: (message: string) => ToastText;
    /** Also toast a refusal whose field errors went under their fields (the order form's
     *  "Error" toast, which its spec asks for on every failure). */
    alwaysToastRefusal?: boolean;
    /** Refusals handled in their own way, by code; these get no `refused` toast. */
    on?: Partial<Record<FailureCode, (failure: ActionFailure) => void>>;
    /** The toast when the call failed before any answer (network, server crash). */
    crashed: (error: unknown) => string;
    onDone: (data: Data) => void | Promise<void>;
  },
) {
  return form.handleSubmit(async (values) => {
    let result: ActionResult<Data>;
    try {
      result = await options.save(values);
    } catch (error) {
      toast.error(options.crashed(error));
      return;
    }
    if (!result.ok) {
      const handler = options.on?.[result.code];
      if (handler) return handler(result);
      const placed = applyFieldErrors(form.setError, result.errors, options.fields);
      if (!placed || options.alwaysToastRefusal) show("error", options.refused(result.message));
      return;
    }
    const success =
      typeof options.success === "function" ? options.success(result.data) : options.success;
    if (success) show("success", success);
    await options.onDone(result.data);
  });
}
