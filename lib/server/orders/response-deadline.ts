import "server-only";
import { eventStart } from "@/lib/lines/rules";
import { utcDateToIso } from "@/lib/dates";
import { changeCutoff, respondByAt } from "@/lib/orders/change-rules";
import { releaseSlot } from "../availability/slots";
import { lockOrder, syncOrder } from "../lines/sync-order";
import { db, type Tx } from "../db";
import { emailOrderReceipt } from "./emails/order-receipt";
import { emailOrderUpdate } from "../lines/emails/order-update";
import { runOwnWork } from "../work/run-work";
import { enqueueWorkFor } from "../work/enqueue-work";
import { cancelChangeIntent, closeWaitingChange } from "./changes/withdraw-change";
import { openUnits } from "./serialize";

export const kitchenTooLateComment = (kitchen: string) =>
  `Cancelled automatically: ${kitchen} did not confirm the order in time. Your payment is refunded in full.`;

/**
 * Starts the kitchen's clock on orders whose payment was just recorded (docs/product-rules.md
 * §20), in that transaction: a pending order must be confirmed by respondByAt (24 hours, or
 * half the time to the event, never under an hour), with a reminder halfway. The caller
 * locked the orders before their lines.
 */
export async function startResponseClock(tx: Tx, orderIds: number[], paidAt: Date) {
  for (const id of new Set(orderIds)) {
    const order = await tx.order.findUnique({ where: { id } });
    if (!order || order.status !== "pending" || order.respondBy || order.decision) continue;
    const { respondBy, remindAt } = respondByAt(
      paidAt,
      eventStart(utcDateToIso(order.eventDate), order.eventTime),
    );
    await tx.order.update({ where: { id }, data: { respondBy, remindAt } });
  }
}

/** Locks the orders of these lines (by id), before the lines are locked: the house order. */
export async function lockOrdersOfLines(tx: Tx, where: { bookingId?: number; eventId?: number }) {
  if (where.bookingId !== undefined) {
    await tx.$queryRaw`
      SELECT o."id" FROM "orders" o JOIN "bookings" b ON b."orderId" = o."id"
      WHERE b."id" = ${where.bookingId} FOR UPDATE OF o`;
  } else if (where.eventId !== undefined) {
    await tx.$queryRaw`SELECT "id" FROM "orders" WHERE "eventId" = ${where.eventId} ORDER BY "id" FOR UPDATE`;
  }
}

/** Reminds kitchens halfway to their deadline (once per order). */
export async function remindUnansweredOrders(now: Date = new Date()) {
  const due = await db.order.findMany({
    where: {
      status: "pending",
      decision: null,
      reminderSentAt: null,
      remindAt: { lte: now },
      respondBy: { gt: now },
    },
    select: { id: true },
  });
  for (const { id } of due) {
    await db.$transaction(async (tx) => {
      const { count } = await tx.order.updateMany({
        where: { id, reminderSentAt: null, status: "pending" },
        data: { reminderSentAt: now },
      });
      if (!count) return;
      const order = await tx.order.findUniqueOrThrow({ where: { id } });
      await emailOrderUpdate(tx, id, "respond-reminder", { respondBy: order.respondBy });
    });
  }
  return due.length;
}

/**
 * Cancels and refunds in full every paid order its kitchen did not confirm by its deadline
 * (docs/product-rules.md §20): its waiting lines are cancelled with a comment saying why,
 * their trays and the order's slot go back, the order is recorded as expired (the
 * kitchen's acceptance rate), and the customer gets the receipt saying so. Each order in
 * its own transaction, locked and re-checked, so the kitchen's confirmation meanwhile wins.
 * The refunds are enqueued in that transaction and run after its commit (refund_line items).
 */
export async function expireUnansweredOrders(now: Date = new Date()) {
  const due = await db.order.findMany({
    where: { status: "pending", decision: null, respondBy: { lte: now } },
    select: { id: true },
    orderBy: { respondBy: "asc" },
    take: 200,
  });
  const expired: number[] = [];
  for (const { id } of due) {
    const refunds = await db.$transaction(async (tx) => {
      await lockOrder(tx, id);
      const order = await tx.order.findUniqueOrThrow({
        where: { id },
        include: { caterer: { select: { name: true } } },
      });
      if (order.status !== "pending" || order.decision || !order.respondBy || order.respondBy > now)
        return null;
      await tx.$queryRaw`SELECT "id" FROM "bookings" WHERE "orderId" = ${id} ORDER BY "id" FOR UPDATE`;
      const waiting = await tx.booking.findMany({ where: { orderId: id, status: "pending" } });
      const refund: number[] = [];
      for (const line of waiting) {
        const paid = line.paymentStatus === "paid";
        await tx.booking.update({
          where: { id: line.id },
          data: {
            status: "cancelled",
            statusComments: kitchenTooLateComment(order.caterer.name),
            lastStatusUpdate: now,
            statusUpdatedBy: null,
            ...(paid && !line.refundRequestedAt
              ? { refundRequestedAt: now, refundAmount: null }
              : {}),
          },
        });
        await releaseSlot(tx, order.catererId, order.eventDate, Number(line.trayUnits), 0);
        if (paid && !line.refundRequestedAt) refund.push(line.id);
      }
      await syncOrder(tx, id, "system");
      await tx.order.update({ where: { id }, data: { decision: "expired", decidedAt: now } });
      await emailOrderReceipt(tx, id, "expired");
      return enqueueWorkFor(tx, "refund_line", refund);
    });
    if (refunds === null) continue;
    expired.push(id);
    await runOwnWork(refunds);
  }
  return { expired };
}

/** Changes still waiting when their order's cutoff passed end as expired; their trays go back. */
export async function expireOverdueChanges(now: Date = new Date()) {
  const waiting = await db.orderChange.findMany({
    where: {
      status: { in: ["requested", "accepted"] },
      paymentStatus: { in: ["pending", "failed"] },
    },
    select: { id: true, orderId: true },
    take: 500,
  });
  let expired = 0;
  for (const { id, orderId } of waiting) {
    const intentId = await db.$transaction(async (tx) => {
      await lockOrder(tx, orderId);
      const order = await tx.order.findUniqueOrThrow({
        where: { id: orderId },
        include: {
          lines: { select: { status: true, trayUnits: true } },
          caterer: {
            select: { minNoticeHours: true, longNoticeHours: true, longNoticeAboveTrays: true },
          },
        },
      });
      const cutoff = changeCutoff(
        order.caterer,
        openUnits(order.lines),
        utcDateToIso(order.eventDate),
        order.eventTime,
      );
      if (cutoff > now) return undefined;
      const change = await tx.orderChange.findUniqueOrThrow({ where: { id } });
      return (await closeWaitingChange(tx, order, change, "expired"))
        ? change.stripePaymentIntentId
        : undefined;
    });
    if (intentId !== undefined) {
      expired++;
      await cancelChangeIntent(intentId);
    }
  }
  return expired;
}
