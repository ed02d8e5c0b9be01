/** One field's validation failure, as the API's `errors[]` and server actions report it. */
export type FieldError = { path: string; message: string };

/**
 * What every server action returns (`runAction()` in lib/server/http/server-action.ts):
 * the domain function's result, or the AppError's message with its field errors, which
 * forms put under their fields (`applyFieldErrors()` in lib/forms/form-errors.ts).
 */
export type ActionResult<T> =
  { ok: true; data: T } | { ok: false; message: string; errors?: FieldError[]; status: number };
