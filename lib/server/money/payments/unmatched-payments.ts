import "server-only";
import type { UnmatchedPaymentDto } from "@/lib/money/types";
import { recordSystemAudit } from "../../audit/record-audit";
import { requireRole, type Actor } from "../../actor";
import { db, type Tx } from "../../db";
import { emailPaymentReturned } from "./emails/payment-returned";
import { getPaymentProvider } from "./get-provider";
import { recordCharge, recordRefund } from "./ledger";
import type { ProviderIntent } from "./provider";
import { enqueueWork } from "../../work/enqueue-work";
import { runOwnWork } from "../../work/run-work";

const refundKey = (intentId: string) => `refund-unmatched-${intentId}`;

/** Whose payment it was: the customer of the order or event the intent names. */
async function payerOf(tx: Tx, intent: ProviderIntent): Promise<number | null> {
  if (intent.eventId !== null) {
    const event = await tx.cateringEvent.findUnique({
      where: { id: intent.eventId },
      select: { userId: true },
    });
    return event?.userId ?? null;
  }
  if (intent.changeId !== null) {
    const change = await tx.orderChange.findUnique({
      where: { id: intent.changeId },
      select: { order: { select: { userId: true } } },
    });
    return change?.order.userId ?? null;
  }
  if (intent.bookingId !== null) {
    const booking = await tx.booking.findUnique({
      where: { id: intent.bookingId },
      select: { userId: true },
    });
    return booking?.userId ?? null;
  }
  return null;
}

const auditTarget = (p: { eventId: number | null; bookingId: number | null }) =>
  p.eventId !== null
    ? { entityType: "event" as const, entityId: p.eventId }
    : { entityType: "booking" as const, entityId: p.bookingId ?? 0 };

/**
 * Inside syncPayment's transaction: a succeeded intent that pays for nothing we can record
 * it against is kept (unmatched_payments), its charge written to the ledger and the audit
 * trail, so that it is never lost, and its refund enqueued as a work item (refund_unmatched)
 * that the job runner carries out after the commit. Idempotent. Returns the item ids.
 */
export async function holdUnmatchedPayment(
  tx: Tx,
  intent: ProviderIntent,
  reason: string,
): Promise<number[]> {
  const { count } = await tx.unmatchedPayment.createMany({
    data: [
      {
        intentId: intent.id,
        amount: intent.amount,
        currency: intent.currency,
        bookingId: intent.bookingId,
        eventId: intent.eventId,
        userId: await payerOf(tx, intent),
        reason,
      },
    ],
    skipDuplicates: true,
  });
  if (!count) return enqueueUnmatchedRefund(tx, intent.id);
  await recordCharge(tx, {
    intentId: intent.id,
    amount: intent.amount,
    currency: intent.currency,
    bookingId: null,
    eventId: null,
    note: `unmatched: ${reason}`,
  });
  await recordSystemAudit(tx, {
    action: "payment.unmatched",
    ...auditTarget(intent),
    changes: {
      unmatchedPayment: { from: null, to: `${intent.id} (${intent.amount} ${intent.currency})` },
      reason: { from: null, to: reason },
    },
  });
  return enqueueUnmatchedRefund(tx, intent.id);
}

/**
 * Enqueues the refund of a held intent (in the caller's transaction) unless it was refunded
 * already: a replayed webhook re-arms an item whose refund has not gone through, due now.
 */
export async function enqueueUnmatchedRefund(tx: Tx, intentId: string): Promise<number[]> {
  const row = await tx.unmatchedPayment.findUnique({
    where: { intentId },
    select: { id: true, refundedAt: true },
  });
  if (!row || row.refundedAt) return [];
  return [await enqueueWork(tx, { kind: "refund_unmatched", subjectId: row.id })];
}

/**
 * The refund_unmatched work item's handler (lib/server/jobs/work-handlers.ts), by the
 * unmatched payment's id: refunds it in full, once (one idempotency key per intent), then
 * records the refund in the ledger and the audit trail and emails the customer why, in one
 * transaction. A provider failure is counted on the row (shown on /admin/payments) and
 * thrown, so that the runner retries the item with backoff. Returns whether this call made
 * the refund.
 */
export async function refundUnmatchedPayment(id: number): Promise<boolean> {
  const row = await db.unmatchedPayment.findUnique({ where: { id } });
  if (!row || row.refundedAt) return false;
  const { intentId } = row;
  let refundId: string | null;
  try {
    ({ refundId } = await getPaymentProvider().refund({
      intentId,
      idempotencyKey: refundKey(intentId),
      amount: row.amount,
    }));
  } catch (error) {
    await db.unmatchedPayment.update({
      where: { intentId },
      data: {
        attempts: { increment: 1 },
        lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
      },
    });
    throw error;
  }
  return db.$transaction(async (tx) => {
    const { count } = await tx.unmatchedPayment.updateMany({
      where: { intentId, refundedAt: null },
      data: { refundedAt: new Date(), refundId, attempts: { increment: 1 }, lastError: null },
    });
    if (!count) return false;
    await recordRefund(tx, refundKey(intentId), {
      intentId,
      amount: row.amount,
      currency: row.currency,
      bookingId: null,
      eventId: null,
      providerRef: refundId,
      note: `unmatched: ${row.reason}`,
    });
    await recordSystemAudit(tx, {
      action: "payment.unmatched-refunded",
      ...auditTarget(row),
      changes: {
        refund: {
          from: null,
          to: `${row.amount} ${row.currency} (${refundId ?? "at the provider"})`,
        },
      },
    });
    await emailPaymentReturned(tx, {
      ...row,
      stillUnpaid: await stillUnpaid(tx, row),
    });
    return true;
  });
}

async function stillUnpaid(tx: Tx, p: { bookingId: number | null; eventId: number | null }) {
  if (p.eventId !== null) {
    const event = await tx.cateringEvent.findUnique({
      where: { id: p.eventId },
      select: { paymentStatus: true, bookings: { select: { status: true } } },
    });
    return Boolean(
      event &&
      (event.paymentStatus === "pending" || event.paymentStatus === "failed") &&
      event.bookings.some((b) => b.status !== "cancelled"),
    );
  }
  if (p.bookingId === null) return false;
  const booking = await tx.booking.findUnique({
    where: { id: p.bookingId },
    select: { status: true, paymentStatus: true, eventId: true },
  });
  return Boolean(
    booking &&
    booking.eventId === null &&
    booking.status !== "cancelled" &&
    (booking.paymentStatus === "pending" || booking.paymentStatus === "failed"),
  );
}

/**
 * For the reconciliation job: unmatched payments whose refund has not gone through and that
 * have no live work item (held before the work queue, or an item marked done while its
 * refund was lost) get one, and are run now. An item still pending keeps its backoff, and
 * one the runner gave up on stays for an admin (countFailedWork), so this never re-arms
 * them. Returns what the run did.
 */
export async function retryUnmatchedRefunds(): Promise<{ refunded: number; failed: number }> {
  const orphans = await db.$queryRaw<{ id: number }[]>`
    SELECT u."id" FROM "unmatched_payments" u
    WHERE u."refundedAt" IS NULL AND NOT EXISTS (
      SELECT 1 FROM "work_items" w
      WHERE w."dedupeKey" = 'refund_unmatched:' || u."id" AND w."status" <> 'done')
    ORDER BY u."createdAt"`;
  const ids: number[] = [];
  for (const { id } of orphans) {
    ids.push(await enqueueWork(db, { kind: "refund_unmatched", subjectId: id }));
  }
  const run = await runOwnWork(ids);
  return { refunded: run.outcomes.refunded ?? 0, failed: run.retrying + run.failed };
}

/** The admin's list of unmatched payments, newest first (refund still open ones first). */
export async function listUnmatchedPayments(actor: Actor | null): Promise<UnmatchedPaymentDto[]> {
  requireRole(actor, "admin");
  const rows = await db.unmatchedPayment.findMany({
    orderBy: [{ refundedAt: { sort: "desc", nulls: "first" } }, { createdAt: "desc" }],
    take: 100,
  });
  return rows.map((r) => ({
    intentId: r.intentId,
    amount: r.amount,
    currency: r.currency,
    bookingId: r.bookingId,
    eventId: r.eventId,
    userId: r.userId,
    reason: r.reason,
    refundId: r.refundId,
    refundedAt: r.refundedAt?.toISOString() ?? null,
    attempts: r.attempts,
    lastError: r.lastError,
    createdAt: r.createdAt.toISOString(),
  }));
}
