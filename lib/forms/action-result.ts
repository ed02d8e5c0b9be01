/** One field's validation failure, as the API's `errors[]` and server actions report it. */
export type FieldError = { path: string; message: string };

/**
 * The codes of AppError (lib/server/errors.ts) and the HTTP status each one answers with
 * (docs/product-rules.md §1). Shared with the browser so that a form can tell a refusal's
 * kind from a server action and from a REST call alike, by its code, never by a status.
 */
export const ERROR_STATUS = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  payment_failed: 402,
  provider_unavailable: 502,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** An AppError's code, or `unexpected` for anything else (a crash the server logged). */
export type FailureCode = ErrorCode | "unexpected";

export type ActionFailure = {
  ok: false;
  code: FailureCode;
  message: string;
  errors?: FieldError[];
};

/**
 * What every server action returns (`runAction()` in lib/server/http/server-action.ts) and
 * what `send()` (lib/client/write/transport.ts) makes of a REST answer: the domain function's
 * result, or the AppError's code and message with its field errors, which forms put under
 * their fields (`useWrite()`, lib/client/write).
 */
export type ActionResult<T> = { ok: true; data: T } | ActionFailure;

const CODE_OF_STATUS = new Map<number, ErrorCode>(
  Object.entries(ERROR_STATUS).map(([code, status]) => [status, code as ErrorCode]),
);

/**
 * The code an HTTP error status stands for: each code has a status of its own, so a REST
 * answer's status names its AppError exactly; any other status (a 500) is `unexpected`.
 */
export function codeOfStatus(status: number): FailureCode {
  return CODE_OF_STATUS.get(status) ?? "unexpected";
}
