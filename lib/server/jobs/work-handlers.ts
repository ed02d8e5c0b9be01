/**
 * What each kind of work item does: the kind -> handler table of the job runner
 * (lib/server/work/run-work.ts). It lives here, above every domain, so the domains only
 * enqueue and run their own items and never import this table; loading it installs it in
 * the runner (the worker, the web server's start in instrumentation.ts and scripts import
 * it). Each handler is an idempotent domain function: a retry after a crash or a lost lease
 * does its work once.
 */
import "server-only";
import { db } from "../db";
import { settleDispute } from "../money/disputes/settle-dispute";
import { refundBookingPayment } from "../money/payments/refund-booking-payment";
import { refundUnmatchedPayment } from "../money/payments/unmatched-payments";
import { payKitchenForLine } from "../money/payouts/pay-kitchen";
import { refundReduction } from "../money/payments/change-refunds";
import { enqueueWork } from "../work/enqueue-work";
import { installWorkHandlers, type WorkHandlers } from "../work/run-work";

export const WORK_HANDLERS: WorkHandlers = {
  refund_line: async (bookingId) => {
    const refunded = await refundBookingPayment(bookingId);
    // A refund after the kitchen was paid takes its share back; a line whose kitchen keeps a
    // policy's share is settled. Enqueued even when this call found nothing to refund (a
    // retry after a crash between the refund and this line), so it is never lost.
    const payout = await enqueueWork(db, { kind: "pay_kitchen", subjectId: bookingId });
    return { outcome: refunded ? "refunded" : "nothing", followUps: [payout] };
  },
  refund_change_line: async (changeLineId) => ({
    outcome: (await refundReduction(changeLineId)) ? "refunded" : "nothing",
  }),
  pay_kitchen: async (bookingId) => {
    const outcome = await payKitchenForLine(bookingId);
    if (outcome === "failed") {
      // payKitchenForLine kept the error on the transfer (shown on /admin/payments).
      const t = await db.kitchenTransfer.findUnique({ where: { bookingId } });
      throw new Error(`Transfer for booking ${bookingId} failed: ${t?.lastError ?? "unknown"}`);
    }
    return { outcome };
  },
  settle_dispute: async (disputeId) => ({ followUps: await settleDispute(disputeId) }),
  refund_unmatched: async (unmatchedId) => ({
    outcome: (await refundUnmatchedPayment(unmatchedId)) ? "refunded" : "nothing",
  }),
};

installWorkHandlers(WORK_HANDLERS);
