/**
 * The one claim, lease and retry mechanism of the job worker's queues: the email outbox
 * (email_outbox) and the work queue (work_items). Both tables share the columns it uses:
 * status, attempts, nextAttemptAt, lockedBy, lockedUntil, lastError.
 */
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import type { Db } from "./db";
import { retryDelayMs } from "./retry-backoff";

export type LeasedTable = "email_outbox" | "work_items";

const NOW = Prisma.sql`(now() AT TIME ZONE 'UTC')`;

/**
 * Claims up to `limit` due pending rows in one statement: `FOR UPDATE SKIP LOCKED` picks
 * rows no other worker is claiming right now, and the lease (lockedBy/lockedUntil) keeps
 * them ours while we work outside any transaction. A worker that dies leaves a lease that
 * runs out, so another worker takes the row later: delayed, never lost. `ids` limits the
 * claim to those rows (a request running the work it enqueued). Counts the attempt.
 */
export async function claimDue<Row extends { id: number; attempts: number }>(
  client: Db,
  table: LeasedTable,
  options: { workerId: string; limit: number; leaseMs: number; ids?: number[] },
  returning: Prisma.Sql,
): Promise<Row[]> {
  const t = Prisma.raw(`"${table}"`);
  const only = options.ids ? Prisma.sql`AND "id" = ANY(${options.ids}::int[])` : Prisma.empty;
  const rows = await client.$queryRaw<Row[]>`
    UPDATE ${t} AS q
    SET "lockedBy" = ${options.workerId},
        "lockedUntil" = ${NOW} + make_interval(secs => ${options.leaseMs / 1000}),
        "attempts" = q."attempts" + 1
    WHERE q."id" IN (
      SELECT "id" FROM ${t}
      WHERE "status" = 'pending'
        AND "nextAttemptAt" <= ${NOW}
        AND ("lockedUntil" IS NULL OR "lockedUntil" < ${NOW})
        ${only}
      ORDER BY "id"
      LIMIT ${options.limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING ${returning}`;
  return rows.sort((x, y) => x.id - y.id); // RETURNING has no order; work in the order written
}

/**
 * Records a claimed row's failed attempt and gives up its lease: it is due again after the
 * backoff (lib/server/retry-backoff.ts), or, at `maxAttempts`, it is marked failed for good
 * and stays with its error. Only a lease still ours is touched.
 */
export async function releaseAfterFailure(
  client: Db,
  table: LeasedTable,
  row: { id: number; attempts: number },
  options: { workerId: string; error: unknown; maxAttempts: number },
): Promise<{ gaveUp: boolean; message: string }> {
  const t = Prisma.raw(`"${table}"`);
  const error = options.error;
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  const gaveUp = row.attempts >= options.maxAttempts;
  const delaySeconds = retryDelayMs(row.attempts) / 1000;
  const next = gaveUp
    ? Prisma.sql`"status" = 'failed'`
    : Prisma.sql`"nextAttemptAt" = ${NOW} + make_interval(secs => ${delaySeconds})`;
  await client.$executeRaw`
    UPDATE ${t}
    SET "lastError" = ${message}, "lockedBy" = NULL, "lockedUntil" = NULL, ${next}
    WHERE "id" = ${row.id} AND "lockedBy" = ${options.workerId} AND "status" = 'pending'`;
  return { gaveUp, message };
}
