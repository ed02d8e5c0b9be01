import "server-only";

/**
 * THE HOOK for the `traytable_payment_reconciliation_backlog` gauge (./database-gauges.ts):
 * how many payments the provider reports as succeeded that are not yet recorded as paid on
 * their booking or event (a webhook that has not arrived, a sync that failed).
 *
 * Returns 0 for now: the payment reconciliation (which records, per intent, what the
 * provider said and whether our side has caught up) is being built separately. When it
 * lands, count its succeeded-but-unrecorded intents here, in one statement; nothing else
 * needs to change (the gauge, the docs and the alert already read this function).
 */
export async function paymentReconciliationBacklog(): Promise<number> {
  return 0;
}
