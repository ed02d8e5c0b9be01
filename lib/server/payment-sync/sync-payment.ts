import "server-only";
import type { PaymentStatusValue } from "@/lib/money/payment-status";
import { db, type Tx } from "../db";
import type { Recorded } from "./intent-outcome";
import type { ProviderIntent } from "../money/payments/provider";
import { recordBookingIntent } from "./record-booking-intent";
import { recordEventIntent } from "./record-event-intent";
import { recordChangeIntent } from "./record-change-intent";
import { enqueueChangeRefunds } from "../money/payments/change-refunds";
import { enqueueUnmatchedRefund, holdUnmatchedPayment } from "../money/payments/unmatched-payments";
import { enqueuePayoutsOfIntent } from "../money/payouts/pay-kitchen";
import { enqueueWorkFor } from "../work/enqueue-work";
import { runOwnWork } from "../work/run-work";

export type SyncOutcome = {
  /**
   * duplicate: the webhook event was handled before; ignored: not one of our intents, or
   * nothing happened to its money; unchanged: nothing to move; updated: moved; unmatched:
   * it took money it cannot be recorded against, so it is refunded in full.
   */
  outcome: "duplicate" | "ignored" | "unchanged" | "updated" | "unmatched";
  paymentStatus: PaymentStatusValue | null;
};

/** Stores a webhook event's id in the transaction of its change: a replay changes nothing. */
async function firstDelivery(tx: Tx, event: { id: string; type: string }) {
  const inserted = await tx.$executeRaw`
    INSERT INTO "processed_webhook_events" ("id", "type") VALUES (${event.id}, ${event.type})
    ON CONFLICT ("id") DO NOTHING`;
  return inserted > 0;
}

/**
 * Records the provider's view of an intent (docs/product-rules.md §5, §16): the one place
 * that moves a booking's or an event's paymentStatus and writes the charge to the ledger.
 * POST /api/payment/success, the event payment's confirmation, the Stripe webhook, the test
 * card form and the reconciliation job all call it, always with an intent freshly read
 * from the provider, never with what a browser claims.
 *
 * - An intent that names an event pays all of the event's lines; one that names a booking
 *   pays that single order.
 * - Rows are locked, statuses only move forward, every charge lands in the ledger in the
 *   same transaction, and a webhook event's id is stored with it.
 * - No succeeded payment is ever lost: one that cannot be recorded against what it names
 *   (replaced, wrong amount, an event's line paid alone, order gone) is kept as an
 *   unmatched payment and refunded in full, with an audit row and an email saying why.
 * - A line cancelled before the money arrived is recorded paid and then refunded its own
 *   amount.
 */
export async function syncPayment(
  intent: ProviderIntent,
  webhookEvent?: { id: string; type: string },
): Promise<SyncOutcome> {
  const result = await db.$transaction(async (tx) => {
    const recorded = await recordIntent(tx, intent, webhookEvent);
    if (recorded.outcome === "duplicate") return { ...recorded, work: [] as number[] };
    // Its full refund, enqueued with the unmatched payment (or re-armed by a replay).
    if (recorded.outcome === "unmatched") return { ...recorded, work: recorded.work };
    // What the change costs the provider, enqueued with it and run after the commit: lines
    // cancelled before their money arrived are refunded, a paid change's reductions
    // (docs/product-rules.md §20), and lines completed before their money arrived or
    // refunded at the provider after their kitchen was paid (§19).
    const work = [
      ...(await enqueueWorkFor(tx, "refund_line", [...recorded.refunds])),
      ...(recorded.applied ? await enqueueChangeRefunds(tx, recorded.applied) : []),
      ...(recorded.outcome === "updated" ? await enqueuePayoutsOfIntent(tx, intent.id) : []),
    ];
    return { ...recorded, work };
  });

  // Run after the commit; a provider failure leaves the item pending for the worker.
  await runOwnWork(result.work);
  if (result.outcome === "unmatched") {
    return { outcome: "unmatched", paymentStatus: result.paymentStatus };
  }
  let paymentStatus = result.paymentStatus;
  if (result.refunds.length && intent.eventId === null) {
    // A single order cancelled before its money arrived is refunded right away.
    const refunded = await db.booking.count({
      where: { id: { in: [...result.refunds] }, paymentStatus: "refunded" },
    });
    if (refunded) paymentStatus = "refunded";
  }
  return { outcome: result.outcome, paymentStatus };
}

/** The intent's record, in the caller's transaction (see syncPayment). */
async function recordIntent(
  tx: Tx,
  intent: ProviderIntent,
  webhookEvent?: { id: string; type: string },
) {
  if (webhookEvent && !(await firstDelivery(tx, webhookEvent))) {
    return { outcome: "duplicate", paymentStatus: null, refunds: [], unmatched: null } as const;
  }
  // Once held as unmatched, an intent stays so: its money went (or goes) back in full,
  // so it can never also pay for lines (a replay, a later reconciliation).
  if (await tx.unmatchedPayment.findUnique({ where: { intentId: intent.id } })) {
    const work = await enqueueUnmatchedRefund(tx, intent.id);
    return {
      outcome: "unmatched",
      paymentStatus: null,
      refunds: [],
      unmatched: "held",
      work,
    } as const;
  }
  const recorded: Recorded & { applied?: { cancelledLines: number[]; changeId: number } } =
    intent.changeId !== null
      ? await recordChangeIntent(tx, intent)
      : intent.eventId !== null
        ? await recordEventIntent(tx, intent)
        : intent.bookingId !== null
          ? await recordBookingIntent(tx, intent)
          : { outcome: "ignored", paymentStatus: null, refunds: [], unmatched: null };
  if (recorded.unmatched && intent.status === "succeeded") {
    const work = await holdUnmatchedPayment(tx, intent, recorded.unmatched);
    return { ...recorded, outcome: "unmatched", work } as const;
  }
  return { ...recorded, outcome: recorded.unmatched ? "ignored" : recorded.outcome } as const;
}
