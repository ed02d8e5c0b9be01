/**
 * What a database failure means for the caller. PostgreSQL being unreachable, overloaded or
 * too slow is the server's temporary trouble (503 with Retry-After, so clients and the
 * friendly error page say "try again shortly"); text PostgreSQL cannot store (a NUL byte,
 * error 22021) is the client's bad input (400). Everything else stays a 500.
 *
 * Prisma with the pg driver adapter reports these as PrismaClientKnownRequestError with
 * the driver's error under meta.driverAdapterError.cause; pg's own errors (from code that
 * uses the pool directly) carry a SQLSTATE code or a Node socket error code.
 */
import "server-only";
import { AppError } from "./errors";

export const DATABASE_UNAVAILABLE =
  "TrayTable is temporarily unavailable. Please try again in a moment.";
export const INVALID_TEXT = "Text must not contain NUL characters";
/** Seconds a client should wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Prisma: can't reach, timed out, server closed the connection, pool timeout.
const UNAVAILABLE_PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
const UNAVAILABLE_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
// SQLSTATE classes 08 (connection), 53 (resources), 57 (operator intervention, including
// statement_timeout's 57014) and Node's socket errors.
const UNAVAILABLE_SQLSTATE = /^(08|53|57)/;
const UNAVAILABLE_NODE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENOTFOUND",
]);
const UNAVAILABLE_MESSAGE =
  /Can't reach database server|Connection terminated|timeout exceeded when trying to connect|Connection closed|connection timeout|Query read timeout/i;

function* causes(error: unknown, depth = 0): Generator<Record<string, unknown>> {
  if (!error || typeof error !== "object" || depth > 5) return;
  const e = error as Record<string, unknown>;
  yield e;
  const meta = e.meta as Record<string, unknown> | undefined;
  if (meta?.driverAdapterError) yield* causes(meta.driverAdapterError, depth + 1);
  if (e.cause) yield* causes(e.cause, depth + 1);
}

export function classifyDatabaseError(error: unknown): "unavailable" | "invalid_text" | null {
  for (const e of causes(error)) {
    const code = typeof e.code === "string" ? e.code : "";
    const sqlState = typeof e.originalCode === "string" ? e.originalCode : code;
    if (sqlState === "22021" || sqlState === "22P05") return "invalid_text";
    if (UNAVAILABLE_PRISMA_CODES.has(code) || UNAVAILABLE_NODE_CODES.has(code)) {
      return "unavailable";
    }
    if (typeof e.kind === "string" && UNAVAILABLE_KINDS.has(e.kind)) return "unavailable";
    if (/^[0-9A-Z]{5}$/.test(sqlState) && UNAVAILABLE_SQLSTATE.test(sqlState)) {
      return "unavailable";
    }
    if (typeof e.message === "string" && UNAVAILABLE_MESSAGE.test(e.message)) {
      return "unavailable";
    }
  }
  return null;
}

/** The AppError a database failure stands for, or null when it is a genuine 500. */
export function databaseAppError(error: unknown): AppError | null {
  switch (classifyDatabaseError(error)) {
    case "unavailable":
      return new AppError("unavailable", DATABASE_UNAVAILABLE, {
        headers: { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
      });
    case "invalid_text":
      return new AppError("invalid_input", INVALID_TEXT);
    default:
      return null;
  }
}
