import "server-only";
import { db, poolUsage } from "../db";
import { log } from "./log";
import { metrics } from "./metrics.mjs";
import { paymentReconciliationBacklog } from "./payment-reconciliation";

/** A scrape waits this long for the database gauges, then answers without them. */
const DATABASE_GAUGES_TIMEOUT_MS = 2_000;

type OutboxRow = {
  pending: number;
  retrying: number;
  failed: number;
  oldestPendingSeconds: number;
};
type WorkRow = { pending: number; retrying: number; failed: number };
type JobRow = { name: string; failed: boolean; finishedAgeSeconds: number | null };

/**
 * The outbox and work queue backlogs, the scheduled jobs' state and the payment
 * reconciliation backlog, read from PostgreSQL on each scrape: the job worker is a process
 * of its own (often several), so the shared tables, not a worker's memory, say how
 * background work is going. Indexed statements (each queue's (status, nextAttemptAt) index
 * skips what is done).
 */
async function readDatabaseGauges() {
  const [outbox] = await db.$queryRaw<OutboxRow[]>`
    SELECT count(*) FILTER (WHERE "status" = 'pending')::int AS pending,
      count(*) FILTER (WHERE "status" = 'pending' AND "attempts" > 0)::int AS retrying,
      count(*) FILTER (WHERE "status" = 'failed')::int AS failed,
      COALESCE(EXTRACT(EPOCH FROM (now() AT TIME ZONE 'UTC')
        - min("createdAt") FILTER (WHERE "status" = 'pending')), 0)::float8
        AS "oldestPendingSeconds"
    FROM "email_outbox" WHERE "status" IN ('pending', 'failed')`;
  const [work] = await db.$queryRaw<WorkRow[]>`
    SELECT count(*) FILTER (WHERE "status" = 'pending')::int AS pending,
      count(*) FILTER (WHERE "status" = 'pending' AND "attempts" > 0)::int AS retrying,
      count(*) FILTER (WHERE "status" = 'failed')::int AS failed
    FROM "work_items" WHERE "status" IN ('pending', 'failed')`;
  const jobs = await db.$queryRaw<JobRow[]>`
    SELECT "name", "lastError" IS NOT NULL AS failed,
      EXTRACT(EPOCH FROM (now() AT TIME ZONE 'UTC') - "lastFinishedAt")::float8
        AS "finishedAgeSeconds"
    FROM "scheduled_jobs"`;
  const reconciliation = await paymentReconciliationBacklog();
  return { outbox: outbox!, work: work!, jobs, reconciliation };
}

/** Sets the database gauges; when the database does not answer in time they have no value. */
export async function refreshDatabaseGauges(): Promise<void> {
  const m = metrics;
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${DATABASE_GAUGES_TIMEOUT_MS} ms`)),
        DATABASE_GAUGES_TIMEOUT_MS,
      );
    });
    const { outbox, work, jobs, reconciliation } = await Promise.race([
      readDatabaseGauges(),
      timeout,
    ]);
    m.outboxPending.set(outbox.pending);
    m.outboxRetrying.set(outbox.retrying);
    m.outboxFailed.set(outbox.failed);
    m.outboxOldestPendingAge.set(Math.max(0, outbox.oldestPendingSeconds));
    m.workPending.set(work.pending);
    m.workRetrying.set(work.retrying);
    m.workFailed.set(work.failed);
    m.jobLastRunFailed.reset();
    m.jobLastFinishedAge.reset();
    for (const job of jobs) {
      m.jobLastRunFailed.set({ job: job.name }, job.failed ? 1 : 0);
      if (job.finishedAgeSeconds !== null) {
        m.jobLastFinishedAge.set({ job: job.name }, Math.max(0, job.finishedAgeSeconds));
      }
    }
    m.paymentReconciliationBacklog.set(reconciliation);
    m.databaseGaugesUp.set(1);
  } catch (error) {
    // Stale numbers would hide the outage: NaN (no value; graphs show a gap, thresholds do
    // not fire on it) until the database answers; traytable_metrics_database_up says why.
    for (const gauge of [
      m.outboxPending,
      m.outboxRetrying,
      m.outboxFailed,
      m.outboxOldestPendingAge,
      m.workPending,
      m.workRetrying,
      m.workFailed,
      m.paymentReconciliationBacklog,
    ]) {
      gauge.set(Number.NaN);
    }
    m.jobLastRunFailed.reset();
    m.jobLastFinishedAge.reset();
    m.databaseGaugesUp.set(0);
    log.warn("Metrics: the database gauges could not be read", error);
  } finally {
    clearTimeout(timer);
  }
}

/** This process's pool usage (no I/O). */
export function refreshPoolGauges(): void {
  const usage = poolUsage();
  const m = metrics;
  m.poolMax.set(usage?.max ?? 0);
  m.poolConnections.set({ state: "active" }, usage ? usage.total - usage.idle : 0);
  m.poolConnections.set({ state: "idle" }, usage?.idle ?? 0);
  m.poolWaiting.set(usage?.waiting ?? 0);
}
