import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { AppError } from "../errors";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Who may scrape /api/metrics: whoever sends `Authorization: Bearer <METRICS_TOKEN>`.
 * Without METRICS_TOKEN the endpoint does not exist (404), so a deployment that never set
 * one exposes nothing; a missing or wrong token is 401. Compared in constant time.
 */
export function requireMetricsToken(request: Request, env: NodeJS.ProcessEnv = process.env): void {
  const token = env.METRICS_TOKEN?.trim();
  if (!token) throw new AppError("not_found", "Not found");
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  if (!match || !timingSafeEqual(digest(match[1]!), digest(token))) {
    throw new AppError("unauthenticated", "Not authenticated", {
      headers: { "WWW-Authenticate": 'Bearer realm="metrics"' },
    });
  }
}
