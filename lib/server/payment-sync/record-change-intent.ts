import "server-only";
import type { PaymentStatus } from "@/lib/generated/prisma/client";
import { paymentMayMove, type PaymentStatusValue } from "@/lib/money/payment-status";
import type { Tx } from "../db";
import { applyChange } from "../orders/changes/apply-change";
import { loadOrderForChange } from "../orders/changes/load-for-change";
import { targetStatus, UNMATCHED_REASONS, type Recorded } from "./intent-outcome";
import type { ProviderIntent } from "../money/payments/provider";

/**
 * Records the intent that pays an order change's difference (syncPayment's half for
 * changes, docs/product-rules.md §20), inside its transaction: locks the order and its
 * lines; the intent must be the accepted change's current one, for its amount. Once paid,
 * the change applies in the same transaction: each line it makes bigger or adds is charged
 * on this intent in the ledger. A payment for a change that was withdrawn or expired (or
 * replaced) pays for nothing: unmatched, refunded in full.
 */
export async function recordChangeIntent(
  tx: Tx,
  intent: ProviderIntent,
): Promise<Recorded & { applied?: { cancelledLines: number[]; changeId: number } }> {
  const nothing = (unmatched: string | null = null): Recorded => ({
    outcome: "ignored",
    paymentStatus: null,
    refunds: [],
    unmatched,
  });
  const changeId = intent.changeId!;
  const found = await tx.orderChange.findUnique({
    where: { id: changeId },
    select: { orderId: true },
  });
  if (!found) return nothing(UNMATCHED_REASONS.changeGone);
  const order = await loadOrderForChange(tx, found.orderId);
  const change = await tx.orderChange.findUniqueOrThrow({
    where: { id: changeId },
    include: { lines: { orderBy: { id: "asc" } } },
  });
  const from = change.paymentStatus as PaymentStatusValue;
  const to = targetStatus(intent);
  if (change.stripePaymentIntentId !== intent.id) return nothing(UNMATCHED_REASONS.changeReplaced);
  if (to === "paid" || to === "refunded") {
    if (from === "paid" || from === "refunded") {
      return { outcome: "unchanged", paymentStatus: from, refunds: [], unmatched: null };
    }
    if (change.status !== "accepted") return nothing(UNMATCHED_REASONS.changeClosed);
    if (intent.amount !== change.chargeCents || intent.currency !== "usd") {
      return nothing(UNMATCHED_REASONS.changeAmount);
    }
  }
  if (!to || !paymentMayMove(from, to)) {
    return { outcome: "unchanged", paymentStatus: from, refunds: [], unmatched: null };
  }
  if (to === "refunded") {
    // Refunded at the provider before we applied it: nothing of it was applied.
    return nothing(UNMATCHED_REASONS.changeClosed);
  }
  const data: { paymentStatus: PaymentStatus; paidAt?: Date; paymentAmount?: number } = {
    paymentStatus: to,
  };
  if (to === "paid") {
    data.paidAt = new Date();
    data.paymentAmount = intent.amount;
  }
  await tx.orderChange.update({ where: { id: changeId }, data });
  if (to !== "paid") return { outcome: "updated", paymentStatus: to, refunds: [], unmatched: null };
  const applied = await applyChange(tx, order, change, {
    acceptedByKitchen: change.needsAcceptance,
    byAdmin: change.requestedRole === "admin",
    by: "customer",
    actorId: change.requestedBy,
    payment: { intentId: intent.id, currency: intent.currency },
  });
  return {
    outcome: "updated",
    paymentStatus: "paid",
    refunds: [],
    unmatched: null,
    applied: { cancelledLines: applied.cancelledLines, changeId },
  };
}
