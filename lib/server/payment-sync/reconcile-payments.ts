import "server-only";
import type { ReconciliationDto } from "@/lib/money/types";
import { requireRole, type Actor } from "../actor";
import { db } from "../db";
import { getPaymentProvider } from "../money/payments/get-provider";
import { syncPayment } from "./sync-payment";
import { listUnmatchedPayments, retryUnmatchedRefunds } from "../money/payments/unmatched-payments";
import { log } from "../observability/log";

/** How far back the job looks at the provider's payments (docs/product-rules.md §16). */
export const RECONCILE_WINDOW_DAYS = 7;
export const RECONCILE_JOB = "payments.reconcile";

/**
 * The reconciliation job (every 10 minutes, lib/server/jobs/registry.ts): every payment
 * that succeeded at the provider in the last RECONCILE_WINDOW_DAYS days must be recorded in
 * the ledger, against its line(s) or as an unmatched payment. One that is recorded nowhere
 * (a webhook that never came, a browser closed before the confirmation) is read again and
 * recorded by syncPayment, which records it or refunds it. Unmatched payments whose refund
 * has no live work item get one, run now (a failed refund is retried by the job runner's
 * backoff, not here). Idempotent; safe on every instance at once.
 */
export async function reconcilePayments(now: Date = new Date()) {
  const since = new Date(now.getTime() - RECONCILE_WINDOW_DAYS * 86_400_000);
  const provider = getPaymentProvider();
  if (provider.checkout.kind === "unconfigured") {
    return { checked: 0, recorded: 0, unmatched: 0, refunded: 0, failed: 0 };
  }
  const succeeded = await provider.listSucceededIntents(since);
  const known = new Set(
    (
      await db.moneyMovement.findMany({
        where: { kind: "charge", intentId: { in: succeeded.map((i) => i.id) } },
        select: { intentId: true },
      })
    ).map((m) => m.intentId),
  );
  let recorded = 0;
  let unmatched = 0;
  for (const listed of succeeded) {
    if (known.has(listed.id)) continue;
    const { outcome } = await syncPayment(await provider.retrieveIntent(listed.id));
    if (outcome === "unmatched") unmatched++;
    else if (outcome === "updated") recorded++;
    else log.error(`Payment ${listed.id} succeeded but syncing it recorded nothing (${outcome})`);
  }
  const { refunded, failed } = await retryUnmatchedRefunds();
  return { checked: succeeded.length, recorded, unmatched, refunded, failed };
}

/** What the admin console shows of it: the unmatched payments and the job's last run. */
export async function getReconciliation(actor: Actor | null): Promise<ReconciliationDto> {
  requireRole(actor, "admin");
  const [unmatched, job] = await Promise.all([
    listUnmatchedPayments(actor),
    db.scheduledJob.findUnique({ where: { name: RECONCILE_JOB } }),
  ]);
  return {
    unmatched,
    lastRun: job?.lastFinishedAt
      ? { at: job.lastFinishedAt.toISOString(), error: job.lastError }
      : null,
  };
}
