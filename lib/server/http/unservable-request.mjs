// @ts-check
/**
 * Requests the server answers itself, before Next.js (scripts/server.mjs): a method no page
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
