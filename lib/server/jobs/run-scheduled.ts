import "server-only";
import { db as defaultDb, type Db } from "../db";
import type { ScheduledJobDefinition } from "./registry";
import { log } from "../observability/log";

/** A job that runs longer than this is presumed dead and may be taken over. */
export const JOB_LEASE_MS = 15 * 60_000;

export type JobRun = { name: string; ok: boolean; summary: string };

/**
 * Runs every job that is due and that no other worker holds. Claiming is one conditional
 * UPDATE on the job's row, so with several app instances each job runs once per period;
 * a worker that dies mid-run leaves a lease that expires, and another worker takes over.
 */
export async function runDueJobs(
  jobs: ScheduledJobDefinition[],
  options: { workerId: string; client?: Db; leaseMs?: number },
): Promise<JobRun[]> {
  const client = options.client ?? defaultDb;
  const leaseSeconds = (options.leaseMs ?? JOB_LEASE_MS) / 1000;
  const runs: JobRun[] = [];
  // Two statements a pass whatever the number of jobs (the worker polls every few seconds):
  // every job has its row, and which are due and free. The conditional UPDATE below still
  // decides, so two workers reading the same list run each job once.
  const names = jobs.map((job) => job.name);
  await client.$executeRaw`
    INSERT INTO "scheduled_jobs" ("name") SELECT unnest(${names}::text[])
    ON CONFLICT ("name") DO NOTHING`;
  const due = new Set(
    (
      await client.$queryRaw<{ name: string }[]>`
        SELECT "name" FROM "scheduled_jobs"
        WHERE "name" = ANY(${names}::text[])
          AND "nextRunAt" <= (now() AT TIME ZONE 'UTC')
          AND ("lockedUntil" IS NULL OR "lockedUntil" < (now() AT TIME ZONE 'UTC'))`
    ).map((row) => row.name),
  );
  for (const job of jobs) {
    if (!due.has(job.name)) continue;
    const claimed = await client.$executeRaw`
      UPDATE "scheduled_jobs"
      SET "lockedBy" = ${options.workerId},
          "lockedUntil" = (now() AT TIME ZONE 'UTC') + make_interval(secs => ${leaseSeconds}),
          "lastStartedAt" = (now() AT TIME ZONE 'UTC')
      WHERE "name" = ${job.name}
        AND "nextRunAt" <= (now() AT TIME ZONE 'UTC')
        AND ("lockedUntil" IS NULL OR "lockedUntil" < (now() AT TIME ZONE 'UTC'))`;
    if (claimed === 0) continue;

    let run: JobRun;
    try {
      run = { name: job.name, ok: true, summary: (await job.run()) ?? "done" };
    } catch (error) {
      run = {
        name: job.name,
        ok: false,
        summary: error instanceof Error ? error.message : String(error),
      };
      log.error(`Job ${job.name} failed`, error);
    }
    runs.push(run);
    await client.scheduledJob.updateMany({
      where: { name: job.name, lockedBy: options.workerId },
      data: {
        nextRunAt: new Date(Date.now() + job.everyMs),
        lockedBy: null,
        lockedUntil: null,
        lastFinishedAt: new Date(),
        lastError: run.ok ? null : run.summary.slice(0, 2000),
      },
    });
  }
  return runs;
}
