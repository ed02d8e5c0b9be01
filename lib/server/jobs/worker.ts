/**
 * The job worker: the one home for background work. It sends the email outbox, carries
 * out the work queue (../work/run-work.ts with the handlers of ./work-handlers.ts: refunds,
 * transfers, reversals) and runs the scheduled jobs of ./registry.ts, polling PostgreSQL; every queue it serves is safe with several
 * workers at once (row leases claimed with FOR UPDATE SKIP LOCKED, ../leased-queue.ts; job
 * rows claimed by a conditional UPDATE). It runs as its own process (`npm run worker`, and
 * `npm start` starts one beside the web server), never on timers inside a request.
 */
import "server-only";
import { hostname } from "node:os";
import { randomBytes } from "node:crypto";
import { sendPendingEmails } from "./emails";
import { log as logger } from "../observability/log";
import { SCHEDULED_JOBS, type ScheduledJobDefinition } from "./registry";
import { runDueJobs } from "./run-scheduled";
import { drainWork } from "../work/run-work";
import "./work-handlers";

export type Worker = { id: string; stop: () => Promise<void> };

export function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
}

/** One pass: send due emails and run due work items (until none are left), then due jobs. */
export async function runWorkerOnce(
  workerId: string,
  jobs: ScheduledJobDefinition[] = SCHEDULED_JOBS,
) {
  const batch = 20;
  let sent = 0;
  for (;;) {
    const outcome = await sendPendingEmails({ workerId, limit: batch });
    sent += outcome.sent;
    if (outcome.sent + outcome.retrying + outcome.failed < batch) break;
  }
  const work = await drainWork(workerId, batch);
  const runs = await runDueJobs(jobs, { workerId });
  return { sent, work: { done: work.done, retrying: work.retrying, failed: work.failed }, runs };
}

export function startWorker(
  options: { pollMs?: number; log?: (message: string) => void } = {},
): Worker {
  const pollMs = options.pollMs ?? Number(process.env.WORKER_POLL_MS ?? 2000);
  const log = options.log ?? ((message: string) => logger.info(message));
  const id = newWorkerId();
  let stopped = false;
  let wake: (() => void) | null = null;

  const loop = (async () => {
    log(`Job worker ${id} started (polling every ${pollMs} ms).`);
    while (!stopped) {
      try {
        const { sent, work, runs } = await runWorkerOnce(id);
        if (sent) log(`Emails sent: ${sent}`);
        if (work.done + work.retrying + work.failed) {
          log(`Work items: ${work.done} done, ${work.retrying} retrying, ${work.failed} failed`);
        }
        for (const run of runs) log(`Job ${run.name}: ${run.ok ? "" : "FAILED "}${run.summary}`);
      } catch (error) {
        // The database may be restarting: try again on the next tick.
        logger.error("Job worker pass failed", error);
      }
      if (stopped) break;
      await new Promise<void>((resolve) => {
        wake = resolve;
        setTimeout(resolve, pollMs);
      });
      wake = null;
    }
  })();

  return {
    id,
    stop: async () => {
      stopped = true;
      (wake as (() => void) | null)?.();
      await loop;
    },
  };
}
