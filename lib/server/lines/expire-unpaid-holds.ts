import "server-only";
import { isUnpaidOpen, UNPAID_PAYMENT_STATUSES } from "@/lib/lines/rules";
import { UNPAID_HOLD_HOURS } from "@/lib/constants";
import { releaseSlot } from "../availability/slots";
import { db } from "../db";
import { emailOrderUpdate } from "./emails/order-update";
import { emailBookingStatusChanged } from "./emails/booking-status";
import { lockOrder, syncOrder } from "./sync-order";

export const HOLD_EXPIRED_COMMENT = `Cancelled automatically: the order was not paid within its hold (${UNPAID_HOLD_HOURS} hours at most, ending no later than 24 hours before the event), so the date was released for other customers. Nothing was charged.`;

/**
 * Cancels every unpaid open line whose hold ended at or before `now`, releases its trays
 * (and its order's slot once no line of the order is open) and says why in its status
 * comment (which My Orders and My Bookings show the customer). Each order is locked and
 * its lines re-checked in one transaction, so a payment that lands meanwhile wins; a
 * payment that succeeds after the cancellation is recorded and refunded by the payment
 * rules. One email per order. Idempotent: run it as often as you like (a scheduled job
 * runs it; `npm run jobs:expire-holds` by hand).
 */
export async function expireUnpaidHolds(now: Date = new Date(), batchSize = 100) {
  const cancelled: number[] = [];
  const skipped = new Set<number>();
  for (;;) {
    const due = await db.booking.findMany({
      where: {
        holdExpiresAt: { lte: now },
        status: { in: ["pending", "confirmed"] },
        paymentStatus: { in: [...UNPAID_PAYMENT_STATUSES] },
        orderId: { notIn: [...skipped] },
      },
      select: { orderId: true },
      distinct: ["orderId"],
      orderBy: { orderId: "asc" },
      take: batchSize,
    });
    if (!due.length) break;
    for (const { orderId } of due) {
      const done = await db.$transaction(async (tx) => {
        await lockOrder(tx, orderId);
        await tx.$queryRaw`SELECT "id" FROM "bookings" WHERE "orderId" = ${orderId} ORDER BY "id" FOR UPDATE`;
        const lines = await tx.booking.findMany({ where: { orderId }, orderBy: { id: "asc" } });
        const expired = lines.filter(
          (b) => isUnpaidOpen(b) && b.holdExpiresAt && b.holdExpiresAt <= now,
        );
        for (const b of expired) {
          await tx.booking.update({
            where: { id: b.id },
            data: {
              status: "cancelled",
              statusComments: HOLD_EXPIRED_COMMENT,
              lastStatusUpdate: now,
              statusUpdatedBy: null,
            },
          });
          await releaseSlot(tx, b.catererId, b.eventDate, Number(b.trayUnits), 0);
        }
        if (!expired.length) return [];
        await syncOrder(tx, orderId, "system");
        // The customer is told why, by email too: once for the order.
        if (lines.length === 1) await emailBookingStatusChanged(tx, expired[0]!.id);
        else {
          await emailOrderUpdate(tx, orderId, "cancelled", {
            comments: HOLD_EXPIRED_COMMENT,
            commentsBy: "TrayTable",
          });
        }
        return expired.map((b) => b.id);
      });
      cancelled.push(...done);
      skipped.add(orderId);
    }
  }
  return { cancelled };
}
