import "server-only";
import { db } from "../db";

/**
 * THE HOOK for the `traytable_payment_reconciliation_backlog` gauge (./database-gauges.ts):
 * payments that succeeded but are not settled on our side yet (docs/product-rules.md §16),
 * as far as the database knows without asking the provider:
 * - intents of the built-in test provider that succeeded with no charge in the ledger
 *   (`money_movements`): what the `payments.reconcile` job would find and record;
 * - unmatched payments (`unmatched_payments`) not refunded yet: money taken for nothing
 *   that the job still has to give back.
 * Stripe's own succeeded-but-unrecorded intents are known only to Stripe: the reconcile job
 * compares its list every 10 minutes, and its failures show as
 * `traytable_scheduled_job_last_run_failed{job="payments.reconcile"}`.
 * One statement; both parts are small (the ledger is indexed by intent).
 */
export async function paymentReconciliationBacklog(): Promise<number> {
  const [row] = await db.$queryRaw<{ backlog: number }[]>`
    SELECT (SELECT count(*) FROM "test_payment_intents" t
             WHERE t."status" = 'succeeded'
               AND NOT EXISTS (SELECT 1 FROM "money_movements" m
                               WHERE m."kind" = 'charge' AND m."intentId" = t."id"))::int
         + (SELECT count(*) FROM "unmatched_payments" u WHERE u."refundedAt" IS NULL)::int
      AS backlog`;
  return row?.backlog ?? 0;
}
