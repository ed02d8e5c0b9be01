import "server-only";
import { RateLimiterPostgres } from "rate-limiter-flexible";
import { pgPool } from "./db";

export type PostgresLimiter = RateLimiterPostgres;

/**
 * A limiter on rate-limiter-flexible's PostgreSQL store: the table rate_limits (made by the
 * migrations, never by the library), the app's own pg pool, and no timer in each process
 * that deletes expired rows: the job worker does that (clearExpiredRateLimits). Its count
 * is one upsert, where the Prisma store sent a delete and an upsert.
 */
export function postgresLimiter(options: { keyPrefix: string; points: number; duration: number }) {
  return new RateLimiterPostgres({
    ...options,
    storeClient: pgPool(),
    storeType: "pool",
    tableName: "rate_limits",
    tableCreated: true,
    clearExpiredByTimeout: false,
  });
}
