import "server-only";
// Installs the work queue's handlers: a request runs the work items it enqueued (runOwnWork).
import "../jobs/work-handlers";
import type { ActionResult } from "@/lib/forms/action-result";
import type { Actor } from "../actor";
import { currentActor } from "../auth/current-actor";
import { databaseAppError } from "../db-errors";
import { isAppError } from "../errors";
import { log } from "../observability/log";

const UNEXPECTED = "An unexpected error occurred";

/**
 * The one wrapper for server actions, as handleRoute() is for route handlers: it resolves
 * the acting user from the request, calls the domain function with it, and turns an
 * AppError into `{ ok: false, code, message, errors }` (anything else is logged and answered
 * with `fallback`, never leaked). Actions stay one line: parse nothing, decide nothing.
 */
export async function runAction<T>(
  call: (actor: Actor | null) => Promise<T>,
  fallback: string = UNEXPECTED,
): Promise<ActionResult<T>> {
  try {
    return { ok: true, data: await call(await currentActor()) };
  } catch (thrown) {
    const error = isAppError(thrown) ? thrown : (databaseAppError(thrown) ?? thrown);
    if (isAppError(error)) {
      return {
        ok: false,
        code: error.code,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      };
    }
    // redirect() and notFound() from next/navigation are thrown; let Next handle them.
    if (isNextControlFlow(error)) throw error;
    log.error("Server action failed", error);
    return { ok: false, code: "unexpected", message: fallback };
  }
}

function isNextControlFlow(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return (
    typeof digest === "string" &&
    /^(NEXT_REDIRECT|NEXT_HTTP_ERROR_FALLBACK|NEXT_NOT_FOUND)/.test(digest)
  );
}
