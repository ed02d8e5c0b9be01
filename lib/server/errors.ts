/**
 * The one error type domain functions throw. Route handlers and server actions turn it
 * into JSON `{ message, errors? }` with the status of its code (docs/product-rules.md §1).
 */
import "server-only";
import { ERROR_STATUS, type ErrorCode, type FieldError } from "@/lib/forms/action-result";

export type { ErrorCode, FieldError };

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
