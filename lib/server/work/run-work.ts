/**
 * The job runner of the work queue (work_items): provider calls that status changes
 * enqueued in their transactions (./enqueue-work.ts). The worker drains it on every pass; a
 * request runs the items it enqueued itself right after its commit (runOwnWork), through
 * the same claim, handler and retry bookkeeping. The kind -> handler table lives above
 * every domain (lib/server/jobs/work-handlers.ts) and installs itself here when the worker,
 * the web server's start (instrumentation.ts) or a script imports it: no domain imports it.
 */
import "server-only";
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import type { WorkKind } from "@/lib/generated/prisma/client";
import { db } from "../db";
import { claimDue, releaseAfterFailure } from "../leased-queue";
import { log } from "../observability/log";

/** What a handler did (`outcome`, counted in the runner's summary) and the items it enqueued. */
export type WorkResult = { outcome?: string; followUps?: number[] };
export type WorkHandler = (subjectId: number) => Promise<WorkResult>;
export type WorkHandlers = Record<WorkKind, WorkHandler>;

// On globalThis: the server's start (instrumentation.ts) installs them once, and every
// route's bundle must see them even where the bundler keeps its own copy of this module.
const HANDLERS = Symbol.for("traytable.workHandlers");
const registry = globalThis as { [HANDLERS]?: WorkHandlers | null };

/** Called by lib/server/jobs/work-handlers.ts when it is loaded; null uninstalls them. */
export function installWorkHandlers(handlers: WorkHandlers | null) {
  registry[HANDLERS] = handlers;
}

/** After this many failed attempts (about 4 hours of backoff) an item is marked failed. */
export const MAX_WORK_ATTEMPTS = 10;
/** How long a runner may hold an item before another runner may take it over. */
export const WORK_LEASE_MS = 5 * 60_000;

type Claimed = {
  id: number;
  kind: WorkKind;
  subjectId: number;
  attempts: number;
  generation: number;
};

export type WorkOutcome = {
  claimed: number;
  done: number;
  retrying: number;
  failed: number;
  /** How many handlers answered each outcome ("refunded", "sent", "reversed", ...). */
  outcomes: Record<string, number>;
  /** Items the handlers enqueued (a refund's payout), due now. */
  followUps: number[];
};

/**
 * Claims up to `limit` due items (only `ids`, when given) with a lease, runs each one's
 * handler outside any transaction, and marks it done, or records the error and reschedules
 * it with backoff; at MAX_WORK_ATTEMPTS it is marked failed and logged as an error, and
 * stays for an admin (countFailedWork). An item enqueued again while it ran (a newer
 * generation) stays pending, due now, so the newer change is never missed.
 */
export async function runWork(options: {
  workerId: string;
  ids?: number[];
  limit?: number;
  leaseMs?: number;
  handlers?: WorkHandlers;
}): Promise<WorkOutcome> {
  const handlers = options.handlers ?? registry[HANDLERS];
  if (!handlers) throw new Error("No work handlers: import lib/server/jobs/work-handlers first");
  const { workerId } = options;
  const claimed = await claimDue<Claimed>(
    db,
    "work_items",
    {
      workerId,
      limit: options.limit ?? 20,
      leaseMs: options.leaseMs ?? WORK_LEASE_MS,
      ids: options.ids,
    },
    `q."id", q."kind"::text AS "kind", q."subjectId", q."attempts", q."generation"`,
  );
  const result: WorkOutcome = {
    claimed: claimed.length,
    done: 0,
    retrying: 0,
    failed: 0,
    outcomes: {},
    followUps: [],
  };
  for (const item of claimed) {
    const ours = { id: item.id, lockedBy: workerId, status: "pending" as const };
    try {
      const { outcome, followUps } = await handlers[item.kind](item.subjectId);
      if (outcome) result.outcomes[outcome] = (result.outcomes[outcome] ?? 0) + 1;
      result.followUps.push(...(followUps ?? []));
      const { count } = await db.workItem.updateMany({
        where: { ...ours, generation: item.generation },
        data: {
          status: "done",
          doneAt: new Date(),
          lockedBy: null,
          lockedUntil: null,
          lastError: null,
        },
      });
      if (count) result.done++;
      else
        await db.workItem.updateMany({ where: ours, data: { lockedBy: null, lockedUntil: null } });
    } catch (error) {
      const { gaveUp, message } = await releaseAfterFailure(db, "work_items", item, {
        workerId,
        error,
        maxAttempts: MAX_WORK_ATTEMPTS,
      });
      const what = `Work item ${item.id} (${item.kind} ${item.subjectId})`;
      if (gaveUp) {
        result.failed++;
        log.error(`${what} failed for good after ${item.attempts} attempts: ${message}`);
      } else {
        result.retrying++;
        log.warn(`${what} failed (attempt ${item.attempts}), will retry: ${message}`);
      }
    }
  }
  return result;
}

/**
 * The worker's share of a pass: due items in batches until none is left (items a handler
 * enqueued included; a failed one is not due again until its backoff), at most 50 batches.
 */
export async function drainWork(workerId: string, batch = 20): Promise<WorkOutcome> {
  const total = emptyOutcome();
  for (let round = 0; round < 50; round++) {
    const r = await runWork({ workerId, limit: batch });
    add(total, r);
    if (!r.claimed) break;
  }
  return total;
}

/**
 * Runs the items a request enqueued in its transaction, right after the commit (and what
 * they enqueue in turn), so its answer shows the refund when the provider works. Never
 * throws: the change committed, and an item that fails here stays pending with its backoff
 * for the worker.
 */
export async function runOwnWork(ids: number[]): Promise<WorkOutcome> {
  const total = emptyOutcome();
  if (ids.length && !registry[HANDLERS]) {
    // A process that installed none (a script, a server not started): the worker runs them.
    log.warn(`Work items ${ids.join(", ")} left to the worker (no handlers in this process)`);
    return total;
  }
  const workerId = `${hostname()}:${process.pid}:request-${randomBytes(3).toString("hex")}`;
  let next = [...new Set(ids)];
  for (let round = 0; next.length && round < 5; round++) {
    try {
      const r = await runWork({ workerId, ids: next, limit: next.length });
      add(total, r);
      next = [...new Set(r.followUps)];
    } catch (error) {
      log.error("Running a request's own work failed; the worker will", error);
      break;
    }
  }
  return total;
}

/**
 * Makes the pending items of `kinds` (all kinds when omitted) due now and runs them:
 * `npm run payments:retry-refunds`, and the tests' way of driving the queue.
 */
export async function retryWorkNow(kinds?: WorkKind[]): Promise<WorkOutcome> {
  const only = kinds ?? null;
  const due = await db.$queryRaw<{ id: number }[]>`
    UPDATE "work_items" SET "nextAttemptAt" = now() AT TIME ZONE 'UTC'
    WHERE "status" = 'pending'
      AND (${only}::text[] IS NULL OR "kind"::text = ANY(${only}::text[]))
    RETURNING "id"`;
  return runOwnWork(due.map((d) => d.id));
}

/** Items given up on, with their last error (logged when they failed; /admin/payments). */
export function countFailedWork(): Promise<number> {
  return db.workItem.count({ where: { status: "failed" } });
}

function emptyOutcome(): WorkOutcome {
  return { claimed: 0, done: 0, retrying: 0, failed: 0, outcomes: {}, followUps: [] };
}

function add(total: WorkOutcome, r: WorkOutcome) {
  total.claimed += r.claimed;
  total.done += r.done;
  total.retrying += r.retrying;
  total.failed += r.failed;
  for (const [k, v] of Object.entries(r.outcomes)) total.outcomes[k] = (total.outcomes[k] ?? 0) + v;
  total.followUps.push(...r.followUps);
}
