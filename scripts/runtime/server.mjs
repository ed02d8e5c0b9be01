// @ts-check
/**
 * The app's HTTP server: Next's request handler behind a small Node server that decides who
 * the client is before Next sees the request (see ./server/forwarded.mjs). `npm start`, the
 * end-to-end tests and production run this instead of `next start`, which would pass a
 * client's own X-Forwarded-For through to the per-address rate limits.
 *
 * It also makes the server operable (docs/deploy.md): every request gets an id (sent back
 * as `x-request-id` and put on every log line written while it is handled), one JSON access
 * log line, and an observation in the request-duration metric by route pattern; everything
 * printed goes out as JSON lines through the logger (lib/server/observability/).
 *
 *   node scripts/runtime/server.mjs [--dev] [-p PORT] [-H HOST]
 */
import { IncomingMessage, createServer } from "node:http";
import path from "node:path";
import next from "next";
import { applyTrustedForwarding, trustedProxyHops } from "./server/forwarded.mjs";
import { databaseCacheNamespace } from "../../lib/server/cache/database-identity.mjs";
import { logger, routeConsoleToLogger } from "../../lib/server/observability/logger.mjs";
import { record, replay, replayPlan } from "../../lib/server/http/public-replay-cache.mjs";
import { actionCallProblem } from "../../lib/server/http/action-call.mjs";
import {
  MALFORMED_ACTION_CALL,
  MALFORMED_FORM,
  isActionCall,
  PAGE_BODY_LIMIT_BYTES,
  multipartBodyComplete,
  pageMultipartBoundary,
  unservableRequest,
} from "../../lib/server/http/unservable-request.mjs";
import { metrics } from "../../lib/server/observability/metrics.mjs";
import {
  requestContext,
  resolveRequestId,
} from "../../lib/server/observability/request-context.mjs";
import { OTHER_ROUTE, routeLabelerFor } from "../../lib/server/observability/route-label.mjs";

const args = process.argv.slice(2);
const option = (/** @type {string} */ short, /** @type {string} */ long) => {
  const i = args.findIndex((a) => a === short || a === long);
  return i >= 0 ? args[i + 1] : undefined;
};
const dev = args.includes("--dev");
const port = Number(option("-p", "--port") ?? process.env.PORT ?? 3000);
const hostname = option("-H", "--hostname") ?? process.env.HOSTNAME ?? "0.0.0.0";
const hops = trustedProxyHops();

// The app derives its default public URL (canonical links, sitemap) from the port it serves.
process.env.PORT = String(port);
// What Next.js and libraries print leaves as JSON lines too (in development Next's own
// coloured output stays readable).
if (!dev) routeConsoleToLogger();

// A write's answer means the write is visible everywhere. Next hands a request's pending
// cache revalidations (revalidateTag after a write) to waitUntil, which sends the answer
// first and writes them after: with instances sharing a cache (REDIS_URL), another instance
// could answer from the old entry right after the writer's own answer
// (tests/e2e/scale-out.spec.ts makes A's link to Redis slow to show it). Given a request
// context without waitUntil (the hook hosting platforms use), Next finishes them before
// ending the answer. Nothing of ours calls after(), which needs waitUntil.
/** @type {Record<symbol, unknown>} */ (/** @type {unknown} */ (globalThis))[
  Symbol.for("@next/request-context")
] = { get: () => ({ waitUntil: undefined }) };

const app = next({ dev, port, hostname: hostname === "0.0.0.0" ? "localhost" : hostname });
const handle = app.getRequestHandler();
await app.prepare();

const routeOf = routeLabelerFor(path.resolve(process.env.NEXT_DIST_DIR || ".next"));
// Probes and static files would drown the access log: they are logged at debug level.
const QUIET_ROUTES = new Set(["/api/health", "/api/ready", "/api/metrics", "/_next/static"]);

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} requestId
 * @param {bigint} started
 */
function observe(req, res, requestId, started) {
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const pathname = (req.url ?? "/").split("?")[0] ?? "/";
  const route = routeOf(pathname);
  const status = res.headersSent ? res.statusCode : 0; // 0: the client left before an answer
  const method = /^[A-Z]{3,7}$/.test(req.method ?? "") ? String(req.method) : "OTHER";
  metrics.httpRequestDuration.observe({ method, route, status: String(status) }, seconds);
  const line = {
    requestId,
    method,
    route,
    status,
    durationMs: Math.round(seconds * 10_000) / 10,
    ...(res.writableFinished ? {} : { aborted: true }),
  };
  // The route pattern, never the path: paths carry ids and tokens (calendar feeds), and
  // query strings carry searches. An unmatched path is logged only by its length.
  if (route === OTHER_ROUTE) Object.assign(line, { pathLength: pathname.length });
  if (QUIET_ROUTES.has(route)) logger.debug(line, "request");
  else if (status >= 500 || status === 0) logger.warn(line, "request");
  else logger.info(line, "request");
}

const server = createServer((req, res) => {
  const started = process.hrtime.bigint();
  applyTrustedForwarding(req, hops);
  const requestId = resolveRequestId(req.headers["x-request-id"], hops);
  // Next and the app read the decided id from the request; the client gets it back.
  req.headers["x-request-id"] = requestId;
  res.setHeader("x-request-id", requestId);
  res.once("close", () => observe(req, res, requestId, started));
  const refused = unservableRequest(req);
  if (refused) return refuse(req, res, requestId, refused);
  const boundary = pageMultipartBoundary(req);
  const actionCall = isActionCall(req);
  if (boundary !== null || actionCall) {
    // A page's form POST or server-action call is read here first (at most 1 MB, as Next.js
    // takes), and handed on only when whole and decodable: Next.js answered a body cut
    // short, or arguments its decoder could not read, with a 500.
    readWhole(req, PAGE_BODY_LIMIT_BYTES).then(
      (body) => {
        if (body === null) return refuse(req, res, requestId, TOO_LARGE);
        if (boundary !== null && !multipartBodyComplete(body, boundary)) {
          return refuse(req, res, requestId, MALFORMED_FORM);
        }
        const problem = actionCall ? actionCallProblem(body, boundary) : null;
        if (problem) return refuse(req, res, requestId, { ...MALFORMED_ACTION_CALL, problem });
        serve(withBody(req, body), res, requestId);
      },
      () => res.destroy(),
    );
    return;
  }
  // Public answers are replayed from a copy when there is one (public-replay-cache.mjs).
  const plan = replayPlan(req);
  if (plan !== null) {
    if (replay(plan, res)) return;
    record(plan, res);
  }
  serve(req, res, requestId);
});

/**
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} requestId
 */
function serve(req, res, requestId) {
  requestContext.run({ requestId }, () => {
    handle(req, res).catch((/** @type {unknown} */ error) => {
      logger.error({ err: error }, "Unhandled error while serving a request");
      if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
      res.end("Internal server error");
    });
  });
}

const TOO_LARGE = { status: 413, message: "Request body too large (1 MB at most)" };

/**
 * Answers a request the server refuses with its 4xx and a JSON message, and a warn line.
 *
 * @param {import("node:http").IncomingMessage} req
 * @param {import("node:http").ServerResponse} res
 * @param {string} requestId
 * @param {{ status: number; message: string; headers?: Record<string, string>; problem?: string }} refused
 */
function refuse(req, res, requestId, refused) {
  const { problem } = refused;
  logger.warn({ requestId, method: req.method, status: refused.status, problem }, refused.message);
  res.writeHead(refused.status, {
    "content-type": "application/json",
    "cache-control": "no-store",
    ...refused.headers,
  });
  res.end(JSON.stringify({ message: refused.message }));
  // Read the body away so the client, still sending, gets the answer rather than a
  // broken pipe; past 8 MB the connection is dropped instead.
  let drained = 0;
  req.on("data", (/** @type {Buffer} */ chunk) => {
    drained += chunk.length;
    if (drained > 8 * 1024 * 1024) req.destroy();
  });
  req.resume();
}

/**
 * The request's whole body, or null past `limit` bytes (the rest is left for refuse() to
 * drain).
 *
 * @param {import("node:http").IncomingMessage} req
 * @param {number} limit
 * @returns {Promise<Buffer | null>}
 */
function readWhole(req, limit) {
  return new Promise((resolve, reject) => {
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const onData = (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > limit) {
        req.off("data", onData);
        req.off("end", onEnd);
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => resolve(Buffer.concat(chunks));
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", reject);
  });
}

/**
 * The request again with its body already read: Next.js reads a request's body as a
 * stream, so it gets a stream of the same bytes carrying the request's line and headers.
 *
 * @param {import("node:http").IncomingMessage} req
 * @param {Buffer} body
 * @returns {import("node:http").IncomingMessage}
 */
function withBody(req, body) {
  const copy = new IncomingMessage(req.socket);
  copy.method = req.method;
  copy.url = req.url;
  copy.headers = req.headers;
  copy.rawHeaders = req.rawHeaders;
  copy.httpVersion = req.httpVersion;
  copy.httpVersionMajor = req.httpVersionMajor;
  copy.httpVersionMinor = req.httpVersionMinor;
  copy.push(body);
  copy.push(null);
  copy.complete = true;
  return copy;
}
// A slow client must not hold a connection open for ever.
server.headersTimeout = 30_000;
server.requestTimeout = 60_000;
// An idle connection stays open longer than a load balancer keeps its own (60 s on most):
// with Node's 5 s, a client reusing a connection the server was closing got ECONNRESET (the
// e2e's API client after a minute of clicks; a load balancer answers 502 for the same race).
server.keepAliveTimeout = 65_000;
server.listen(port, hostname, () => {
  logger.info(
    { port, trustedProxyHops: hops },
    `✓ Ready on http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${port}` +
      ` (trusted proxy hops: ${hops})`,
  );
  // Read the database's identity now rather than on the first cached page. It is read once
  // per process; a failed read is tried again by the next page (until then, uncached).
  databaseCacheNamespace().then(
    (namespace) => logger.info({ cacheNamespace: namespace }, "Data cache namespace"),
    (error) => logger.warn({ err: error }, "The database's identity could not be read yet"),
  );
});

const stop = () => {
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 5_000).unref();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
