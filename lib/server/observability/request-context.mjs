// @ts-check
/**
 * The request a piece of server code runs for. scripts/runtime/server.mjs gives every request an id
 * (resolveRequestId) before Next sees it, sends it back as `x-request-id`, and runs Next's
 * handler inside `requestContext.run({ requestId })`, so every log line written while the
 * request is handled, from our server or from a route handler deep inside Next, carries it
 * (./logger.mjs reads it here).
 *
 * The AsyncLocalStorage lives on globalThis: the Node server and Next's bundled copy of this
 * module share one.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

const KEY = Symbol.for("traytable.requestContext");

/** @typedef {{ requestId: string }} RequestContext */

/** @returns {AsyncLocalStorage<RequestContext>} */
function storage() {
  const holder = /** @type {Record<symbol, AsyncLocalStorage<RequestContext>>} */ (
    /** @type {unknown} */ (globalThis)
  );
  holder[KEY] ??= new AsyncLocalStorage();
  return holder[KEY];
}

export const requestContext = storage();

/** The id of the request being handled, if any. */
export function currentRequestId() {
  return requestContext.getStore()?.requestId;
}

/** What an id taken from a proxy may look like: no spaces, quotes or control characters. */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/**
 * The id of a new request. A client could put anything into its own X-Request-Id (forged
 * ids, log injection), so it is used only when a trusted proxy is in front
 * (TRUSTED_PROXY_HOPS > 0; such a proxy sets or passes the header for its own logs) and it
 * looks like an id; otherwise a fresh UUID.
 * @param {string | string[] | undefined} incoming the request's X-Request-Id header
 * @param {number} hops TRUSTED_PROXY_HOPS (scripts/runtime/server/forwarded.mjs)
 */
export function resolveRequestId(incoming, hops) {
  const value = (Array.isArray(incoming) ? incoming[0] : incoming)?.trim();
  if (hops > 0 && value && ACCEPTABLE_ID.test(value)) return value;
  return randomUUID();
}
