/**
 * Drives the work queue (lib/server/work/run-work.ts) the way the worker would, without
 * waiting for backoff: every pending item is made due and run through the one runner.
 */
import "@/lib/server/jobs/work-handlers";
import { db } from "@/lib/server/db";
import { retryWorkNow } from "@/lib/server/work/run-work";
import { enqueueWaitingPayouts } from "@/lib/server/money/payouts/transfer-due";

/** Runs the pending refund items: what `npm run payments:retry-refunds` does. */
export async function retryRefundsNow() {
  const r = await retryWorkNow(["refund_line", "refund_change_line"]);
  return { refunded: r.outcomes.refunded ?? 0, failed: r.retrying + r.failed };
}

/**
 * The payouts.transfer-due sweep (lines whose kitchen can now be paid) and then every
 * pending item: transfers, reversals, and what refunds enqueue next.
 */
export async function transferDueNow() {
  await enqueueWaitingPayouts(db);
  const r = await retryWorkNow();
  const n = (k: string) => r.outcomes[k] ?? 0;
  return {
    checked: r.claimed,
    sent: n("sent"),
    reversed: n("reversed"),
    receivables: n("receivable"),
    failed: r.retrying + r.failed,
  };
}

/** The queue's rows, oldest first. */
export const workItems = () => db.workItem.findMany({ orderBy: { id: "asc" } });
