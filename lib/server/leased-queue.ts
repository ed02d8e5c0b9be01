/**
 * The one claim, lease and retry mechanism of the job worker's queues: the email outbox
 * (email_outbox) and the work queue (work_items). Both tables share the columns it uses:
 * status, attempts, nextAttemptAt, lockedBy, lockedUntil, lastError.
 */
import "server-only";
import type { Db } from "./db";
import { retryDelayMs } from "./retry-backoff";

export type LeasedTable = "email_outbox" | "work_items";

const NOW = `(now() AT TIME ZONE 'UTC')`;

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
  /** The columns to return, of `q` (fixed text in the caller, never input). */
  returning: string,
): Promise<Row[]> {
  // Plain text with positional parameters: the table is one of two names, never input.
  const rows = await client.$queryRawUnsafe<Row[]>(
    `UPDATE "${table}" AS q
    SET "lockedBy" = $1,
        "lockedUntil" = ${NOW} + make_interval(secs => $2),
        "attempts" = q."attempts" + 1
    WHERE q."id" IN (
      SELECT "id" FROM "${table}"
      WHERE "status" = 'pending'
        AND "nextAttemptAt" <= ${NOW}
        AND ("lockedUntil" IS NULL OR "lockedUntil" < ${NOW})
        AND ($4::int[] IS NULL OR "id" = ANY($4::int[]))
      ORDER BY "id"
      LIMIT $3
      FOR UPDATE SKIP LOCKED
    )
    RETURNING ${returning}`,
    options.workerId,
    options.leaseMs / 1000,
    options.limit,
    options.ids ?? null,
  );
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
  const error = options.error;
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
  const gaveUp = row.attempts >= options.maxAttempts;
  const delaySeconds = retryDelayMs(row.attempts) / 1000;
  const next = gaveUp
    ? `"status" = 'failed'`
    : `"nextAttemptAt" = ${NOW} + make_interval(secs => $4)`;
  await client.$executeRawUnsafe(
    `UPDATE "${table}"
    SET "lastError" = $1, "lockedBy" = NULL, "lockedUntil" = NULL, ${next}
    WHERE "id" = $2 AND "lockedBy" = $3 AND "status" = 'pending'`,
    message,
    row.id,
    options.workerId,
    ...(gaveUp ? [] : [delaySeconds]),
  );
  return { gaveUp, message };
}
