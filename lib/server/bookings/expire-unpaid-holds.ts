import "server-only";
import { isUnpaidOpen, UNPAID_PAYMENT_STATUSES } from "@/lib/bookings/rules";
import { UNPAID_HOLD_HOURS } from "@/lib/constants";
import { releaseSlot } from "../availability/slots";
import { db } from "../db";
import { emailBookingStatusChanged } from "@/lib/server/email/triggers";

export const HOLD_EXPIRED_COMMENT = `Cancelled automatically: the order was not paid within its hold (${UNPAID_HOLD_HOURS} hours at most, ending no later than 24 hours before the event), so the date was released for other customers. Nothing was charged.`;

/**
 * Cancels every unpaid open order whose hold ended at or before `now`, releases its date's
 * slot and says why in its status comment (which My Orders and My Bookings show the
 * customer). Each booking is locked and re-checked in its own transaction, so a payment
 * that lands meanwhile wins; a payment that succeeds after the cancellation is recorded and
 * refunded by the payment rules. Idempotent: run it as often as you like (a scheduled job
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
        id: { notIn: [...skipped] },
      },
      select: { id: true },
      orderBy: { holdExpiresAt: "asc" },
      take: batchSize,
    });
    if (!due.length) break;
    for (const { id } of due) {
      const done = await db.$transaction(async (tx) => {
        await tx.$queryRaw`SELECT "id" FROM "bookings" WHERE "id" = ${id} FOR UPDATE`;
        const b = await tx.booking.findUniqueOrThrow({ where: { id } });
        if (!isUnpaidOpen(b) || !b.holdExpiresAt || b.holdExpiresAt > now) return false;
        await tx.booking.update({
          where: { id },
          data: {
            status: "cancelled",
            statusComments: HOLD_EXPIRED_COMMENT,
            lastStatusUpdate: now,
            statusUpdatedBy: null,
          },
        });
        await releaseSlot(tx, b.catererId, b.eventDate, Number(b.trayUnits));
        await emailBookingStatusChanged(tx, id); // the customer is told why, by email too
        return true;
      });
      if (done) cancelled.push(id);
      else skipped.add(id);
    }
  }
  return { cancelled };
}
