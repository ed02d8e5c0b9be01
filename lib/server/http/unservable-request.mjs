// @ts-check
/**
 * Requests the server answers itself, before Next.js (scripts/runtime/server.mjs): a method no page
 * or route serves (TRACE, TRACK, CONNECT reached Next.js and answered 500), and a form or
 * server-action POST to a page whose declared body is over the 1 MB Next.js accepts (it
 * read the body, then failed with a 500). Each gets its 4xx with a JSON message instead.
 */

/** Next.js's default server-action body limit (next.config sets no other). */
export const PAGE_BODY_LIMIT_BYTES = 1024 * 1024;

const SERVED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

/**
 * @param {{ method?: string; url?: string; headers: Record<string, string | string[] | undefined> }} req
 * @returns {{ status: number; message: string; headers?: Record<string, string> } | null}
 */
export function unservableRequest(req) {
  const method = (req.method ?? "GET").toUpperCase();
  if (!SERVED_METHODS.includes(method)) {
    return {
      status: 405,
      message: "Method not allowed",
      headers: { allow: SERVED_METHODS.join(", ") },
    };
  }
  const path = (req.url ?? "/").split("?")[0] ?? "/";
  const isApi = path === "/api" || path.startsWith("/api/");
  const length = Number([req.headers["content-length"]].flat()[0] ?? "");
  if (method === "POST" && !isApi && Number.isFinite(length) && length > PAGE_BODY_LIMIT_BYTES) {
    return { status: 413, message: "Request body too large (1 MB at most)" };
  }
  return null;
}

/**
 * The boundary of a form POST to a page whose body the server reads first (a multipart
 * body), or null. Next.js parses such a body inside its server-action handler, where a
 * body that stops before its closing boundary failed with a 500.
 *
 * @param {{ method?: string; url?: string; headers: Record<string, string | string[] | undefined> }} req
 * @returns {string | null}
 */
export function pageMultipartBoundary(req) {
  if ((req.method ?? "GET").toUpperCase() !== "POST") return null;
  const path = (req.url ?? "/").split("?")[0] ?? "/";
  if (path === "/api" || path.startsWith("/api/")) return null;
  const type = String([req.headers["content-type"]].flat()[0] ?? "");
  if (!/^multipart\/form-data\s*;/i.test(type)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(type);
  return match ? (match[1] ?? match[2] ?? null) : "";
}

/**
 * Whether a multipart body is whole (RFC 2046 §5.1.1): it ends with the closing delimiter
 * `--boundary--`, then at most a line break. An empty boundary (none declared) never is.
 *
 * @param {Buffer} body
 * @param {string} boundary
 */
export function multipartBodyComplete(body, boundary) {
  if (!boundary) return false;
  const text = body.subarray(Math.max(0, body.length - boundary.length - 8)).toString("latin1");
  return new RegExp(`--${boundary.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}--(\\r\\n)?$`).test(text);
}

/** What the server answers for a page form POST whose multipart body is not whole. */
export const MALFORMED_FORM = {
  status: 400,
  message: "The form was not sent whole. Please try again.",
};

/**
 * Whether a request is a server-action call from a page's script (`Next-Action` header on
 * a POST to a page), whose body the server reads and checks first (./action-call.mjs).
 *
 * @param {{ method?: string; url?: string; headers: Record<string, string | string[] | undefined> }} req
 */
export function isActionCall(req) {
  if ((req.method ?? "GET").toUpperCase() !== "POST") return false;
  const path = (req.url ?? "/").split("?")[0] ?? "/";
  if (path === "/api" || path.startsWith("/api/")) return false;
  return req.headers["next-action"] !== undefined;
}

/** What the server answers for a server-action call whose arguments cannot be decoded. */
export const MALFORMED_ACTION_CALL = {
  status: 400,
  message: "The request could not be read. Please reload the page and try again.",
};
