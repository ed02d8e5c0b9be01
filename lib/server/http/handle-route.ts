import "server-only";
// Installs the work queue's handlers: a request runs the work items it enqueued (runOwnWork).
import "../jobs/work-handlers";
import { NextResponse } from "next/server";
import type { z } from "zod";
import { databaseAppError } from "../db-errors";
import { AppError } from "../errors";
import { log } from "../observability/log";

/** Maps any thrown error to the JSON error shape; unknown errors are logged, never shown. */
export function errorResponse(thrown: unknown): NextResponse {
  const mapped = thrown instanceof AppError ? null : databaseAppError(thrown);
  if (mapped?.code === "unavailable") {
    log.error("Database unavailable", { reason: messageOf(thrown) });
  }
  const error = mapped ?? thrown;
  if (error instanceof AppError) {
    return NextResponse.json(
      { message: error.message, ...(error.errors ? { errors: error.errors } : {}) },
      { status: error.status, headers: error.headers },
    );
  }
  log.error("Request failed", error);
  return NextResponse.json({ message: "Internal server error" }, { status: 500 });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? (error.message.split("\n").filter(Boolean).pop() ?? "") : "";
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/** What an answer that depends on who asks (or an error) says to browsers and proxies. */
export const PRIVATE_CACHE_CONTROL = "private, no-store";

/**
 * Every API answer that does not say otherwise is kept by no cache (docs/security.md): a
 * route opts in to sharing only by setting its own header (PUBLIC_CACHE_CONTROL), so a new
 * personal route, or a bearer token in the sign-in answer, is never cached by default.
 */
function privateByDefault(response: Response): Response {
  if (response.headers.has("cache-control")) return response;
  try {
    response.headers.set("cache-control", PRIVATE_CACHE_CONTROL);
    return response;
  } catch {
    // A response with immutable headers (Response.redirect) is copied.
    const copy = new Response(response.body, response);
    copy.headers.set("cache-control", PRIVATE_CACHE_CONTROL);
    return copy;
  }
}

/**
 * Wraps a route handler so that every error leaves as `{ message }` with its status, and
 * every answer without its own Cache-Control as "private, no-store".
 */
export function handleRoute<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return privateByDefault(await handler(request, context));
    } catch (error) {
      return privateByDefault(errorResponse(error));
    }
  };
}

export const MAX_BODY_BYTES = 64 * 1024;

const tooLarge = () => new AppError("payload_too_large", "Request body is too large");

/**
 * Reads a request body, but never more than `limit` bytes: a declared Content-Length over
 * the limit is refused before reading, and a chunked body (no length) is read chunk by chunk
 * and abandoned as soon as it passes the limit, so no client can make us buffer more.
 */
export async function readRawBody(request: Request, limit = MAX_BODY_BYTES): Promise<Buffer> {
  const declared = request.headers.get("content-length");
  if (declared !== null && (!/^\d+$/.test(declared) || Number(declared) > limit)) {
    throw tooLarge();
  }
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}

/** Reads a JSON body; a missing, oversized or malformed body is a 4xx, not a crash. */
export async function readJson(request: Request): Promise<unknown> {
  const text = (await readRawBody(request)).toString("utf8");
  if (!text.trim()) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError("invalid_input", "Request body must be valid JSON");
  }
}

/**
 * The JSON body, typed as the input of the schema the domain function will parse it with.
 * Unchecked here on purpose: the domain function parses every input itself (after it has
 * checked who is asking, so an anonymous caller hears 401 before any 400), and this is the
 * one place where the untyped body of a request meets those typed inputs. Only its shape is
 * checked: every body is a JSON object, and routes spread it into the domain function's
 * input (`{ ...input, id }`), which would turn an array or a string into an object of its
 * indexes that a schema of optional fields accepts as "change nothing".
 */
export async function readBody<S extends z.ZodType>(
  request: Request,
  _schema: S,
): Promise<z.input<S>> {
  const body = await readJson(request);
  if (body === null || typeof body !== "object" || Array.isArray(body)) {
    throw new AppError("invalid_input", "Request body must be a JSON object");
  }
  return body as z.input<S>;
}
