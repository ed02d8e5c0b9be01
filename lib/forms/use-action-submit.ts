import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { toast } from "sonner";
import { applyFieldErrors } from "@/lib/forms/form-errors";
import type { ActionResult } from "@/lib/forms/action-result";

/**
 * The one submit path of a form that saves through a server action (CONTRIBUTING.md, "How
 * the browser writes"): validate with the form's zod resolver, call the action, put the
 * server's field errors under their fields, toast the refusal when no field matched (or when
 * the call itself failed), and on success toast and hand the saved object on.
 */
export function useActionSubmit<In extends FieldValues, Out, Data>(
  form: UseFormReturn<In, unknown, Out>,
  options: {
    save: (values: Out) => Promise<ActionResult<Data>>;
    /** The form's fields, to match the server's `errors[].path` against. */
    fields: readonly Path<In>[];
    /** The success toast; none where the result speaks for itself (a sent chat message). */
    success?: string;
    /** The toast for a refusal no field took, from the server's message: a title, or a
     *  title with a description. */
    refused: (message: string) => string | { title: string; description?: string };
    /** The toast when the call failed before any answer (network, server crash). */
    crashed: (error: unknown) => string;
    onDone: (data: Data) => void;
  },
) {
  return form.handleSubmit(async (values) => {
    try {
      const result = await options.save(values);
      if (!result.ok) {
        if (!applyFieldErrors(form.setError, result.errors, options.fields)) {
          const text = options.refused(result.message);
          if (typeof text === "string") toast.error(text);
          else toast.error(text.title, text.description ? { description: text.description } : {});
        }
        return;
      }
      if (options.success) toast.success(options.success);
      options.onDone(result.data);
    } catch (error) {
      toast.error(options.crashed(error));
    }
  });
}
