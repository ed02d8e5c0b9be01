/**
 * The browser's fetch helpers. The web
 * session rides on an httpOnly cookie, so no token is kept in localStorage.
 */
import type { ActionResult, FieldError } from "@/lib/forms/action-result";

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
 * A REST call in the shape of a server action's answer (ActionResult), so a form that saves
 * through the API submits through `useActionSubmit` like one that calls an action. Only the
 * server's refusals (an HTTP error with a body) become `ok: false`; a network failure still
 * throws.
 */
export async function restAction<T>(
  method: string,
  url: string,
  body?: unknown,
): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await apiRequest<T>(method, url, body) };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return {
      ok: false,
      message: error.serverMessage ?? "",
      errors: error.fieldErrors,
      status: error.status,
    };
  }
}
