// @ts-check
/**
 * Copies of public answers that the Node server (scripts/runtime/server.mjs) replays in front of
 * Next, like a reverse proxy's cache. Two kinds:
 *
 * - **The public caterer API** (GET /api/caterers and its sub-resources), kept one second.
 *   These answers do not depend on who asks (lib/server/http/public-response.ts; a CDN may
 *   keep them 30 s). Next's data cache makes them cost no SQL, but Next's own work per
 *   request (routing, the proxy, the route handler) still caps an instance at a tenth of a
 *   bare node:http server (docs/benchmarks.md).
 * - **Public pages for signed-out visitors** (the home page with its filters, caterer
 *   pages), kept until a caterer or dish write, at most a minute, per day of the app's time
 *   zone. Every page is rendered per request because its scripts carry a fresh CSP nonce
 *   (proxy.ts); Next cannot serve a cached page under a nonce, nor put hashes of its inline
 *   scripts in the policy. So the page is kept as rendered and each replay gets a fresh
 *   nonce: the old one, a random value no one has seen, is replaced in the policy and in
 *   the HTML, so the policy stays as strict as a rendered page's (docs/security.md).
 *   A visitor with any cookie, and Next's client navigations (RSC requests), are rendered.
 *
 * Only status 200 without Set-Cookie is kept (the API's answers must also say
 * `Cache-Control: public`). A caterer or dish write clears every copy at once
 * (revalidateCatererPages), and an answer made while one was cleared is not kept. That holds
 * within one process, so an instance that shares its cache with others (REDIS_URL set)
 * keeps nothing: a write on one instance shows on the others at once
 * (tests/e2e/scale-out.spec.ts). State sits on globalThis: Next's bundle and the server load
 * this file separately.
 */
import { randomUUID } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";

const KEY = Symbol.for("traytable.publicReplayCache");
export const API_CACHE_MS = 1000;
export const PAGE_CACHE_MS = 60_000;
const MAX_BYTES = 64 * 2 ** 20;
const API_PATH = /^\/api\/caterers(\/\d{1,9}(\/dishes)?)?$/;
const PAGE_PATH = /^\/(caterer\/\d{1,9})?$/;
/** Headers that belong to one request and are never replayed. */
const PER_REQUEST = new Set([
  "x-request-id",
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
]);
const CODINGS = new Set(["br", "gzip", "deflate", "zstd", "*"]);
const NONCE_IN_POLICY = /'nonce-([A-Za-z0-9+/=]{16,})'/;

/**
 * @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer, expires: number, nonce: string | null, parts: Buffer[] }} Entry
 *   `parts`: a page's body split at its nonce, so a replay only joins bytes.
 * @typedef {{ entries: Map<string, Entry>, bytes: number, generation: number }} Store
 * @typedef {{ key: string, page: boolean, gzip: boolean, accepts: string[] }} Plan
 *   `accepts`: the content codings the client accepts (q > 0), sorted.
 */

/** @returns {Store} */
function store() {
  const g = /** @type {Record<symbol, Store | undefined>} */ (/** @type {unknown} */ (globalThis));
  return (g[KEY] ??= { entries: new Map(), bytes: 0, generation: 0 });
}

/** Forgets every kept answer (a caterer or dish changed). */
export function clearPublicReplayCache() {
  const s = store();
  s.entries.clear();
  s.bytes = 0;
  s.generation++;
}

const dayFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: process.env.NEXT_PUBLIC_APP_TIME_ZONE || "America/New_York",
});

/**
 * The codings an Accept-Encoding header accepts (q > 0), sorted: part of an API answer's
 * key, since Next compresses it as this client asked (br, gzip or deflate), and a copy in
 * one coding must never reach a client that cannot decode it (docs/security.md).
 * @param {unknown} header
 */
export function acceptedEncodings(header) {
  const names = new Set();
  for (const part of String(header ?? "")
    .toLowerCase()
    .split(",")) {
    const [name, ...params] = part.split(";").map((s) => s.trim());
    const q = params.find((p) => p.startsWith("q="));
    // Only codings a server may answer in: an odd header cannot spread the cache over keys.
    if (CODINGS.has(name ?? "") && !(q && Number(q.slice(2)) === 0)) names.add(name);
  }
  return [...names].sort();
}

/**
 * Whether and how a request's answer may be replayed, or null.
 * @param {import("node:http").IncomingMessage} req
 * @returns {Plan | null}
 */
export function replayPlan(req) {
  if (req.method !== "GET" || !req.url || process.env.REDIS_URL) return null;
  const path = req.url.split("?")[0] ?? "";
  const accepts = acceptedEncodings(req.headers["accept-encoding"]);
  const gzip = accepts.includes("gzip");
  const https = req.headers["x-forwarded-proto"] === "https" ? "s" : "-";
  if (API_PATH.test(path)) {
    return { key: `api[${accepts.join(",")}]${https}${req.url}`, page: false, gzip, accepts };
  }
  if (!PAGE_PATH.test(path)) return null;
  const h = req.headers;
  if (h.cookie || h.authorization || h.rsc || h["next-router-state-tree"] || h["next-action"]) {
    return null;
  }
  return {
    key: `page${https}${dayFormat.format(new Date())}${req.url}`,
    page: true,
    gzip,
    accepts,
  };
}

/**
 * Answers from a copy when there is a fresh one; returns whether it did.
 * @param {Plan} plan
 * @param {import("node:http").ServerResponse} res
 */
export function replay(plan, res) {
  const entry = store().entries.get(plan.key);
  if (!entry || entry.expires < Date.now()) return false;
  // Belt and braces beside the key: a copy in a coding this client did not accept is rendered.
  const coding = entry.headers["content-encoding"];
  if (typeof coding === "string" && !plan.accepts.includes(coding) && !plan.accepts.includes("*"))
    return false;
  let body = entry.body;
  const old = entry.nonce;
  const nonce = old === null ? null : Buffer.from(randomUUID()).toString("base64");
  for (const [name, value] of Object.entries(entry.headers)) {
    // The policy, and Next's font preload `link`, name the nonce the page was rendered with.
    const fresh = (/** @type {string} */ v) =>
      old !== null && nonce !== null ? v.replaceAll(old, nonce) : v;
    res.setHeader(name, Array.isArray(value) ? value.map(fresh) : fresh(value));
  }
  if (nonce !== null) {
    const nonceBytes = Buffer.from(nonce, "latin1");
    body = Buffer.concat(entry.parts.flatMap((part, i) => (i === 0 ? [part] : [nonceBytes, part])));
    if (plan.gzip) {
      body = gzipSync(body, { level: 1 });
      res.setHeader("content-encoding", "gzip");
    }
  }
  res.setHeader("content-length", body.length);
  // Like a reverse proxy's X-Cache: operators (and tests) can tell a replay from a render.
  res.setHeader("x-cache", "hit");
  res.writeHead(entry.status);
  res.end(body);
  return true;
}

/**
 * Lets Next answer, and keeps a copy of the answer when it may be replayed. Next compresses
 * the page as it would for anyone (the visitor whose request renders it gets the same
 * bytes on the wire as one served a copy); the copy is kept uncompressed (see remember), so
 * that its nonce can be replaced in the text.
 * @param {Plan} plan
 * @param {import("node:http").ServerResponse} res
 */
export function record(plan, res) {
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
    if (size > MAX_BYTES / 8) keep = false;
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
      if (keep && store().generation === generation) remember(plan, res, Buffer.concat(chunks));
      return result;
    }
  );
}

/**
 * @param {Plan} plan
 * @param {import("node:http").ServerResponse} res
 * @param {Buffer} body
 */
function remember(plan, res, body) {
  if (res.statusCode !== 200 || res.hasHeader("set-cookie")) return;
  let nonce = null;
  if (plan.page) {
    const type = String(res.getHeader("content-type") ?? "");
    const policy = String(res.getHeader("content-security-policy") ?? "");
    nonce = NONCE_IN_POLICY.exec(policy)?.[1] ?? null;
    if (!type.startsWith("text/html") || nonce === null) return;
    const encoding = res.getHeader("content-encoding");
    if (encoding === "gzip") body = gunzipSync(body);
    else if (encoding !== undefined) return;
  } else if (!/\bpublic\b/.test(String(res.getHeader("cache-control") ?? ""))) {
    return;
  }
  /** @type {Record<string, string | string[]>} */
  const headers = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || PER_REQUEST.has(name)) continue;
    headers[name] = Array.isArray(value) ? value : String(value);
  }
  // A kept API answer is replayed as it was sent, compressed or not.
  const encoding = res.getHeader("content-encoding");
  if (!plan.page && encoding !== undefined) headers["content-encoding"] = String(encoding);
  const s = store();
  const old = s.entries.get(plan.key);
  if (old) s.bytes -= old.body.length;
  if (s.bytes + body.length > MAX_BYTES) {
    s.entries.clear();
    s.bytes = 0;
  }
  const ttl = plan.page ? PAGE_CACHE_MS : API_CACHE_MS;
  const parts = nonce === null ? [] : splitAt(body, Buffer.from(nonce, "latin1"));
  s.entries.set(plan.key, { status: 200, headers, body, expires: Date.now() + ttl, nonce, parts });
  s.bytes += body.length;
}

/**
 * @param {Buffer} body
 * @param {Buffer} separator
 */
function splitAt(body, separator) {
  const parts = [];
  let from = 0;
  for (let at = body.indexOf(separator); at !== -1; at = body.indexOf(separator, from)) {
    parts.push(body.subarray(from, at));
    from = at + separator.length;
  }
  parts.push(body.subarray(from));
  return parts;
}
