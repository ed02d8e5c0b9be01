/**
 * The one error type domain functions throw. Route handlers and server actions turn it
 * into JSON `{ message, errors? }` with the status of its code (docs/product-rules.md §1).
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

import "server-only";
import type { FieldError } from "@/lib/forms/action-result";

export type { FieldError };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly errors?: FieldError[];
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { errors?: FieldError[]; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.errors = options.errors;
    this.headers = options.headers;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
