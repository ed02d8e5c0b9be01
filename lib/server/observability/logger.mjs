// @ts-check
/**
 * The one logger of every server process (the web server, Next's route handlers and pages,
 * the job worker): JSON lines on stdout through pino, one object per line with `level` as a
 * word, an ISO `time`, `msg`, the `requestId` of the request being handled (when there is
 * one) and the call's fields. Every message and field passes ./redact.mjs first, so no
 * secret, card number or personal data reaches a log line whatever a call site passes.
 *
 * LOG_LEVEL picks the threshold (trace, debug, info (default), warn, error, fatal, silent).
 * App code logs through the wrapper in ./log.ts; this module is plain ESM so that
 * scripts/runtime/server.mjs can use it too. The process keeps one logger (on globalThis),
 * shared by the Node server and Next's bundled copy of this module.
 */
import { format } from "node:util";
import pino from "pino";
import { isError, redactValue, scrubText } from "./redact.mjs";
import { currentRequestId } from "./request-context.mjs";

const LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"];

/** @param {string | undefined} value */
export function logLevel(value = process.env.LOG_LEVEL) {
  const level = (value ?? "").trim().toLowerCase();
  return LEVELS.includes(level) ? level : "info";
}

/**
 * pino's log arguments with everything redacted: strings scrubbed, objects and errors
 * copied without their sensitive fields (an Error first becomes `{ err }`, as pino does).
 * @param {unknown[]} args
 */
export function redactLogArguments(args) {
  let list = args;
  const [first, ...rest] = list;
  if (isError(first)) {
    list = [{ err: first }, ...(rest.length ? rest : [first.message])];
  }
  return list.map((arg) => (typeof arg === "string" ? scrubText(arg) : redactValue(arg)));
}

/**
 * A logger writing to `destination` (stdout when omitted). Tests pass their own stream.
 * @param {{ level?: string, destination?: import("pino").DestinationStream }} [options]
 * @returns {import("pino").Logger}
 */
export function createLogger(options = {}) {
  return pino(
    {
      level: options.level ?? logLevel(),
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      // Errors are already serialized (and scrubbed) by ./redact.mjs.
      serializers: { err: (value) => value },
      mixin() {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      hooks: {
        logMethod(args, method) {
          method.apply(this, /** @type {[string, ...unknown[]]} */ (redactLogArguments(args)));
        },
      },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

const KEY = Symbol.for("traytable.logger");

/** @returns {import("pino").Logger} */
function processLogger() {
  const holder = /** @type {Record<symbol, import("pino").Logger>} */ (
    /** @type {unknown} */ (globalThis)
  );
  holder[KEY] ??= createLogger();
  return holder[KEY];
}

/** The process's logger. */
export const logger = processLogger();

/**
 * Sends console.* through the logger, so that what Next.js or a library prints also leaves
 * as one redacted JSON line with the request id (the web server and the worker call it).
 * @param {import("pino").Logger} [target]
 */
export function routeConsoleToLogger(target = logger) {
  /** @param {"debug" | "info" | "warn" | "error"} level */
  const to =
    (level) =>
    /** @param {unknown[]} args */
    (...args) => {
      const error = args.find(isError);
      const text = format(...args.filter((a) => a !== error));
      if (error) target[level]({ err: error }, text || /** @type {Error} */ (error).message);
      else target[level](text);
    };
  console.log = to("info");
  console.info = to("info");
  console.debug = to("debug");
  console.warn = to("warn");
  console.error = to("error");
}
