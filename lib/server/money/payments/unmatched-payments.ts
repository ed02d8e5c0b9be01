import "server-only";
import type { UnmatchedPaymentDto } from "@/lib/money/types";
import { recordSystemAudit } from "../../audit/record-audit";
import { requireRole, type Actor } from "../../actor";
import { db, type Tx } from "../../db";
import { emailPaymentReturned } from "./emails/payment-returned";
import { getPaymentProvider } from "./get-provider";
import { recordCharge, recordRefund } from "./ledger";
import type { ProviderIntent } from "./provider";
import { log } from "../../observability/log";

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
 * trail, so that it is never lost; the refund follows after the commit. Idempotent.
 */
export async function holdUnmatchedPayment(tx: Tx, intent: ProviderIntent, reason: string) {
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
  if (!count) return false;
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
  return true;
}

/**
 * Refunds an unmatched payment in full, once (one idempotency key per intent), then records
 * the refund in the ledger and the audit trail and emails the customer why, in one
 * transaction. A failure is counted and kept for the reconciliation job to retry. Returns
 * whether this call made the refund.
 */
export async function refundUnmatchedPayment(intentId: string): Promise<boolean> {
  const row = await db.unmatchedPayment.findUnique({ where: { intentId } });
  if (!row || row.refundedAt) return false;
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

/** Unmatched payments whose refund has not gone through yet, retried by the job. */
export async function retryUnmatchedRefunds(): Promise<{ refunded: number; failed: number }> {
  const pending = await db.unmatchedPayment.findMany({
    where: { refundedAt: null },
    select: { intentId: true },
    orderBy: { createdAt: "asc" },
  });
  let refunded = 0;
  let failed = 0;
  for (const { intentId } of pending) {
    try {
      if (await refundUnmatchedPayment(intentId)) refunded++;
    } catch (error) {
      failed++;
      log.error(`Refund of unmatched payment ${intentId} failed`, error);
    }
  }
  return { refunded, failed };
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
