import { codeOfStatus, type ActionResult, type FieldError } from "@/lib/forms/action-result";

/**
 * The browser's one transport to the REST API. A route's answer comes back in a server
 * action's shape (ActionResult): the data, or the AppError's code (read from the status,
 * `codeOfStatus`), message and field errors, so a write treats both alike and branches on
 * the code, never on a status. A bodiless refusal (a bare 404) keeps its code with an empty
 * message. Only a call that got no answer (network down) throws. The web session rides on
 * an httpOnly cookie: no token is kept in the browser.
 */
export async function send<T>(
  method: string,
  url: string,
  body?: unknown,
): Promise<ActionResult<T>> {
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
  if (response.ok) return { ok: true, data: json as T };
  const refusal = (json ?? {}) as { message?: unknown; errors?: unknown };
  return {
    ok: false,
    code: codeOfStatus(response.status),
    message: typeof refusal.message === "string" ? refusal.message : "",
    ...(Array.isArray(refusal.errors) ? { errors: refusal.errors as FieldError[] } : {}),
  };
}

/** A read's data; a refusal throws with the server's message (SWR's `error`). */
export function dataOf<T>(result: ActionResult<T>): T {
  if (!result.ok) throw new Error(result.message || result.code);
  return result.data;
}

/** SWR's fetcher: GET the key, JSON back. A read, through the same transport. */
export const getJson = <T>(url: string) => send<T>("GET", url).then(dataOf);
