/**
 * The browser's fetch helpers. The web
 * session rides on an httpOnly cookie, so no token is kept in localStorage.
 */
import {
  codeOfStatus,
  type ActionFailure,
  type ActionResult,
  type FieldError,
} from "@/lib/forms/action-result";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: FieldError[] } | null,
    text: string,
  ) {
    super(`${status}: ${text}`);
  }
  /** The server's message, for toasts and alerts. */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }
  /** The server's per-field messages of a 400, for `applyFieldErrors()`. */
  get fieldErrors(): FieldError[] | undefined {
    return Array.isArray(this.body?.errors) ? this.body.errors : undefined;
  }
}

export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: "same-origin",
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown = null;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = null;
  }
  if (!response.ok) {
    throw new ApiError(response.status, json as ApiError["body"], text || response.statusText);
  }
  return json as T;
}

/** SWR's default fetcher: GET the key, JSON back. */
export const getJson = <T>(url: string) => apiRequest<T>("GET", url);

/**
 * A failed REST answer in the shape of a server action's refusal: the AppError code its
 * status stands for (`codeOfStatus`), the server's message and field errors. A body is
 * optional: a bare 404 still arrives as `not_found`.
 */
export function apiFailure(error: ApiError): ActionFailure {
  return {
    ok: false,
    code: codeOfStatus(error.status),
    message: error.serverMessage ?? "",
    ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
  };
}

/**
 * Runs a browser call that may fail with an ApiError and answers in ActionResult's shape.
 * Only the server's refusals (an HTTP error) become `ok: false`; anything else (a network
 * failure) still throws, for the form's `crashed` toast.
 */
export async function toActionResult<T>(call: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await call() };
  } catch (error) {
    if (error instanceof ApiError) return apiFailure(error);
    throw error;
  }
}

/**
 * A REST call in the shape of a server action's answer (ActionResult), so a form that saves
 * through the API submits through `useActionSubmit` like one that calls an action, and
 * branches on the same error code.
 */
export function restAction<T>(
  method: string,
  url: string,
  body?: unknown,
): Promise<ActionResult<T>> {
  return toActionResult(() => apiRequest<T>(method, url, body));
}
