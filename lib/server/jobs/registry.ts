/**
 * The scheduled jobs of the job worker (lib/server/jobs/worker.ts). Each runs at most once
 * per period across every app instance (claimed in the scheduled_jobs table). To add one,
 * write its domain function and add one line here; `run` returns a short summary to log.
 */
import "server-only";
import { clearExpiredAccountTokens } from "../auth/clear-expired-tokens";
import { expireUnpaidHolds } from "../lines/expire-unpaid-holds";
import { reconcilePayments, RECONCILE_JOB } from "../payment-sync/reconcile-payments";
import { sendPermitReminders } from "../permits/send-permit-reminders";
import { clearExpiredRateLimits } from "../rate-limit";
import { removeOrphanedFiles } from "../files/remove-orphans";
import { notifyPendingMessages } from "../messages/notify";
import { enqueueWaitingPayouts, TRANSFER_DUE_JOB } from "../money/payouts/transfer-due";
import { db } from "../db";
import {
  expireOverdueChanges,
  expireUnansweredOrders,
  remindUnansweredOrders,
} from "../orders/response-deadline";
import { alertUnreconfirmed, requestReconfirmations } from "../orders/reconfirmation";

export type ScheduledJobDefinition = {
  /** Stable name: the row in scheduled_jobs. */
  name: string;
  /** How often it runs. */
  everyMs: number;
  run: () => Promise<string | void>;
};

export const SCHEDULED_JOBS: ScheduledJobDefinition[] = [
  {
    // No succeeded payment stays unrecorded for long (docs/product-rules.md §16).
    name: RECONCILE_JOB,
    everyMs: 10 * 60_000,
    run: async () => {
      const r = await reconcilePayments();
      const summary = `${r.checked} payments checked, ${r.recorded} recorded late, ${r.unmatched} unmatched, ${r.refunded} refunded`;
      if (r.failed) throw new Error(`${summary}, ${r.failed} refunds failed`);
      return summary;
    },
  },
  {
    // Refunds, transfers and reversals are work items the worker retries (../work/run-work.ts);
    // this sweep only enqueues lines whose money waited for their kitchen's payouts to be
    // enabled, in case that kitchen's change was missed (docs/product-rules.md §19).
    name: TRANSFER_DUE_JOB,
    everyMs: 10 * 60_000,
    run: async () => `${(await enqueueWaitingPayouts(db)).length} waiting lines enqueued`,
  },
  {
    // Every minute, so a released date is bookable again within a minute of its hold ending.
    name: "bookings.expire-unpaid-holds",
    everyMs: 60_000,
    run: async () => `${(await expireUnpaidHolds()).cancelled.length} unpaid holds expired`,
  },
  {
    // Kitchens answer paid orders in time, or the order is refunded; changes end at the
    // order's cutoff (docs/product-rules.md §20). Every minute.
    name: "orders.response-deadline",
    everyMs: 60_000,
    run: async () => {
      const reminded = await remindUnansweredOrders();
      const { expired } = await expireUnansweredOrders();
      const changes = await expireOverdueChanges();
      return `${reminded} kitchens reminded, ${expired.length} unanswered orders cancelled, ${changes} changes expired`;
    },
  },
  {
    // The day before, kitchens reconfirm tomorrow's orders; one not reconfirmed 12 hours
    // before its window alerts the admin (docs/product-rules.md §24). Each once per order.
    name: "orders.reconfirmation",
    everyMs: 5 * 60_000,
    run: async () => {
      const { sent } = await requestReconfirmations();
      const { alerted } = await alertUnreconfirmed();
      return `${sent} reconfirmations asked, ${alerted} orders not reconfirmed flagged`;
    },
  },
  {
    // Hourly: a reminder goes out on its day even if a worker was down at midnight.
    name: "permits.expiry-reminders",
    everyMs: 60 * 60_000,
    run: async () => `${(await sendPermitReminders()).sent} permit reminders sent`,
  },
  {
    // Stored files no record references (an upload cut short) go after a day.
    name: "files.remove-orphans",
    everyMs: 60 * 60_000,
    run: async () => `${await removeOrphanedFiles()} unreferenced files removed`,
  },
  {
    name: "account-tokens.clear-expired",
    everyMs: 60 * 60_000,
    run: async () => `${await clearExpiredAccountTokens()} expired account links removed`,
  },
  {
    // Messages that waited out someone's 10-minute email window go out in one email.
    name: "messages.notify",
    everyMs: 60_000,
    run: async () => `${(await notifyPendingMessages()).sent} message emails queued`,
  },
  {
    name: "rate-limits.clear-expired",
    everyMs: 15 * 60_000,
    run: async () => `${await clearExpiredRateLimits()} expired rate-limit counters removed`,
  },
];
