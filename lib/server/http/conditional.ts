import "server-only";
import { createHash } from "node:crypto";

/** What a cache compares: a strong ETag of the exact body and its last change (seconds). */
export type Validators = { etag: string; lastModified: Date };

export function validatorsFor(body: string, lastModified: Date): Validators {
  const hash = createHash("sha256").update(body).digest("base64url").slice(0, 32);
  // HTTP dates have whole seconds; a sub-second part would never equal If-Modified-Since.
  return {
    etag: `"${hash}"`,
    lastModified: new Date(Math.floor(lastModified.getTime() / 1000) * 1000),
  };
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

/**
 * RFC 9110 §13.1: If-None-Match (weak comparison, `*` matches) decides when it is sent, and
 * If-Modified-Since is then ignored; otherwise unchanged since that date is "not modified".
 */
export function isNotModified(request: Request, { etag, lastModified }: Validators): boolean {
  const noneMatch = request.headers.get("if-none-match");
  if (noneMatch !== null) {
    return noneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
  }
  const since = Date.parse(request.headers.get("if-modified-since") ?? "");
  return !Number.isNaN(since) && lastModified.getTime() <= since;
}

/** The headers that let a client ask again conditionally. */
export function validatorHeaders({ etag, lastModified }: Validators): Record<string, string> {
  return { ETag: etag, "Last-Modified": lastModified.toUTCString() };
}
