import { NextResponse } from "next/server";
import { AppError } from "../errors";

/** Maps any thrown error to the JSON error shape; unknown errors are logged, never shown. */
export function errorResponse(error: unknown): NextResponse {
  if (error instanceof AppError) {
    return NextResponse.json(
      { message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
      { status: error.status, headers: error.headers },
    );
  }
  console.error(error);
  return NextResponse.json({ message: "Internal server error" }, { status: 500 });
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/** Wraps a route handler so that every error leaves as `{ message }` with its status. */
export function handleRoute<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return errorResponse(error);
    }
  };
}

const MAX_BODY_BYTES = 64 * 1024;

/** Reads a JSON body; a missing, oversized or malformed body is a 4xx, not a crash. */
export async function readJson(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > MAX_BODY_BYTES)
    throw new AppError("payload_too_large", "Request body is too large");
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES)
    throw new AppError("payload_too_large", "Request body is too large");
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid_input", "Request body must be valid JSON");
  }
}
