import "server-only";
import { logger } from "./logger.mjs";
import { isError } from "./redact.mjs";

/**
 * How server code logs: `log.error("Refund of booking failed; retry it", { bookingId, err })`.
 * A thin wrapper over the process's pino logger (./logger.mjs): the message first, then the
 * fields (or an Error, which becomes `err`). Lines are JSON with the request id, and every
 * field and message is redacted (./redact.mjs), so passing a whole object is safe.
 */
type Fields = Record<string, unknown>;
type Level = "debug" | "info" | "warn" | "error";

function write(level: Level, message: string, fields?: Fields | Error | unknown) {
  if (fields === undefined) logger[level](message);
  else if (isError(fields)) logger[level]({ err: fields }, message);
  else if (fields && typeof fields === "object") logger[level](fields as Fields, message);
  else logger[level]({ detail: fields }, message);
}

export const log = {
  debug: (message: string, fields?: Fields) => write("debug", message, fields),
  info: (message: string, fields?: Fields) => write("info", message, fields),
  /** `fields` may be the caught value itself: `catch (error) { log.warn("...", error) }`. */
  warn: (message: string, fields?: Fields | Error | unknown) => write("warn", message, fields),
  error: (message: string, fields?: Fields | Error | unknown) => write("error", message, fields),
};
