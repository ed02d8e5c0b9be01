// @ts-check
/**
 * A one-second copy of the public caterer API's answers, kept by the Node server
 * (scripts/server.mjs) in front of Next, like a reverse proxy's micro-cache.
 *
 * GET /api/caterers and its sub-resources answer public data that does not depend on who
 * asks (lib/server/http/public-response.ts; a CDN may already keep them 30 s). Next's data
 * cache makes them cost no SQL, but Next's own work per request (routing, the proxy, the
 * route handler) still caps one instance at a tenth of what a bare node:http server
 * answers (docs/benchmarks.md). Under load, the same URL is asked many times a second: the
 * server replays Next's last answer for up to a second instead.
 *
 * Only answers that say `Cache-Control: public`, status 200, without Set-Cookie, are kept,
 * per URL and per request trait the answer depends on (gzip accepted, HTTPS forwarded).
 * A caterer or dish write clears it at once (revalidateCatererPages), and an answer that
 * was being made while it was cleared is not kept. That holds within one process only, so
 * an instance that shares its cache with others (REDIS_URL set) keeps no copy: it would not
 * hear of another instance's write, and a write on one instance shows on the others at once
 * (tests/e2e/scale-out.spec.ts). State sits on globalThis: Next's bundle and the server load
 * this file separately.
 */

const KEY = Symbol.for("traytable.publicMicroCache");
export const MICRO_CACHE_MS = 1000;
const MAX_BYTES = 32 * 2 ** 20;
const CACHED_PATH = /^\/api\/caterers(\/\d{1,9}(\/dishes)?)?$/;
/** Headers that belong to one request and are never replayed. */
const PER_REQUEST = new Set([
  "x-request-id",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
]);

/**
 * @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer, expires: number }} Entry
 * @typedef {{ entries: Map<string, Entry>, bytes: number, generation: number }} Store
 */

/** @returns {Store} */
function store() {
  const g = /** @type {Record<symbol, Store | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (g[KEY] ??= { entries: new Map(), bytes: 0, generation: 0 });
}

/** Forgets every kept answer (a caterer or dish changed). */
export function clearPublicMicroCache() {
  const s = store();
  s.entries.clear();
  s.bytes = 0;
  s.generation++;
}

/**
 * The cache key of a request, or null when its answer is not kept.
 * @param {import("node:http").IncomingMessage} req
 */
export function microCacheKey(req) {
  if (req.method !== "GET" || !req.url || process.env.REDIS_URL) return null;
  const path = req.url.split("?")[0] ?? "";
  if (!CACHED_PATH.test(path)) return null;
  const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  const https = req.headers["x-forwarded-proto"] === "https";
  return `${gzip ? "z" : "-"}${https ? "s" : "-"}${req.url}`;
}

/**
 * Answers from the copy when there is a fresh one; returns whether it did.
 * @param {string} key
 * @param {import("node:http").ServerResponse} res
 */
export function replayFromMicroCache(key, res) {
  const entry = store().entries.get(key);
  if (!entry || entry.expires < Date.now()) return false;
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  res.setHeader("content-length", entry.body.length);
  res.writeHead(entry.status);
  res.end(entry.body);
  return true;
}

/**
 * Lets Next answer, and keeps a copy of the answer when it may be replayed.
 * @param {string} key
 * @param {import("node:http").ServerResponse} res
 */
export function recordIntoMicroCache(key, res) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  let keep = true;
  const generation = store().generation;
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  /** @param {unknown} chunk @param {unknown} [encoding] */
  const collect = (chunk, encoding) => {
    if (!keep || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(
            String(chunk),
            typeof encoding === "string" ? /** @type {BufferEncoding} */ (encoding) : "utf8",
          );
    size += buffer.length;
    if (size > MAX_BYTES / 4) keep = false;
    else chunks.push(buffer);
  };
  res.write = /** @type {typeof res.write} */ (
    (/** @type {any} */ chunk, /** @type {any} */ ...rest) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }
  );
  res.end = /** @type {typeof res.end} */ (
    (/** @type {any} */ chunk, /** @type {any} */ ...rest) => {
      collect(chunk, rest[0]);
      const result = end(chunk, ...rest);
      if (keep && store().generation === generation) remember(key, res, Buffer.concat(chunks));
      return result;
    }
  );
}

/**
 * @param {string} key
 * @param {import("node:http").ServerResponse} res
 * @param {Buffer} body
 */
function remember(key, res, body) {
  const cacheControl = String(res.getHeader("cache-control") ?? "");
  if (res.statusCode !== 200 || !/\bpublic\b/.test(cacheControl) || res.hasHeader("set-cookie")) {
    return;
  }
  /** @type {Record<string, string | string[]>} */
  const headers = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || PER_REQUEST.has(name) || name === "content-length") continue;
    headers[name] = Array.isArray(value) ? value : String(value);
  }
  const s = store();
  const old = s.entries.get(key);
  if (old) s.bytes -= old.body.length;
  if (s.bytes + body.length > MAX_BYTES) {
    s.entries.clear();
    s.bytes = 0;
  }
  s.entries.set(key, { status: 200, headers, body, expires: Date.now() + MICRO_CACHE_MS });
  s.bytes += body.length;
}
