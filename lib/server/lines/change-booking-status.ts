import "server-only";
import type { z } from "zod";
import type { Booking } from "@/lib/generated/prisma/client";
import {
  COMPLETE_BEFORE_EVENT,
  customerMayCancel,
  catererMay,
  eventStart,
  holdsSlot,
  mayCompleteOn,
} from "@/lib/lines/rules";
import { hoursUntil, type CancellationPolicyValue } from "@/lib/lines/cancellation-policy";
import { cancellationRefundCents } from "@/lib/money/amounts";
import { todayIso, utcDateToIso } from "@/lib/dates";
import { statusChangeSchema, type BookingStatusValue } from "@/lib/lines/schemas";
import { recordAdminChange } from "../audit/record-audit";
import { requireActor, type Actor } from "../actor";
import { db, type Tx } from "../db";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { releaseSlot, takeSlot } from "../availability/slots";
import { emailBookingStatusChanged } from "./emails/booking-status";
import { emailReviewInvite } from "./emails/review-invite";
import { runOwnWork } from "../work/run-work";
import { enqueueWork } from "../work/enqueue-work";
import { visibleBookings } from "./scope";
import { bookingAuditFields, bookingInclude, toBookingDto } from "./serialize";
import { syncOrder, type LineMover } from "./sync-order";

import { CANCEL_REASON_REQUIRED } from "@/lib/orders/schemas";
export { CANCEL_REASON_REQUIRED };
export const DEFAULT_CUSTOMER_CANCEL_COMMENT = "Cancelled by customer";
export const REFUNDED_NOT_REOPENED =
  "A refunded booking cannot be reopened; the customer needs to place a new order";

/** A line as a status change needs it: its row and its kitchen's terms. */
export type LineForChange = Booking & {
  caterer: { cancellationPolicy: CancellationPolicyValue | null; largeTrayWeight: unknown };
};

/** Who moves a line, as the rules tell them apart. */
export function moverOf(a: Actor, line: { catererId: number }): LineMover {
  if (a.role === "admin") return "admin";
  return a.catererId !== null && line.catererId === a.catererId ? "caterer" : "customer";
}

/**
 * One line's move to `to`, inside the caller's transaction with the order and the line
 * locked (docs/product-rules.md §4, §11, §20): the role's transition rules, the refund a
 * cancellation of a paid line asks for, the line's tray units released or taken again, the
 * row and the admin's audit entry. The order's slot and status are the caller's
 * (syncOrder), as are the emails and the work items of its money (enqueueLineMoney).
 */
export async function transitionLine(
  tx: Tx,
  a: Actor,
  current: LineForChange,
  to: BookingStatusValue,
  comments: string | null,
) {
  const from = current.status;
  if (from === to) throw new AppError("conflict", `The booking is already ${to}`);

  let statusComments = comments;
  // A customer's own cancellation is refunded by the caterer's policy (docs/product-rules.md
  // §11); everyone else's cancellation of a paid booking refunds it in full.
  let refundAmount: number | null = null;
  const mover = moverOf(a, current);
  // Completing is possible from the event day on (docs/product-rules.md §4, §12); an
  // admin may override, and the audit trail names the override.
  const completesEarly =
    to === "completed" && !mayCompleteOn(utcDateToIso(current.eventDate), todayIso());
  if (mover === "admin") {
    // Admins may set any status, except reopening a cancelled booking whose money went
    // back (or is on its way back): it would stand confirmed without a payment
    // (docs/product-rules.md §4).
    if (
      from === "cancelled" &&
      (current.paymentStatus === "refunded" || current.refundRequestedAt)
    ) {
      throw new AppError("conflict", REFUNDED_NOT_REOPENED);
    }
  } else if (mover === "caterer" && catererMay(from, to)) {
    if (completesEarly) throw new AppError("conflict", COMPLETE_BEFORE_EVENT);
    if (to === "cancelled" && !comments) {
      throw new AppError("invalid_input", CANCEL_REASON_REQUIRED, {
        errors: [{ path: "comments", message: CANCEL_REASON_REQUIRED }],
      });
    }
  } else if (current.userId === a.userId && to === "cancelled") {
    const rule = customerMayCancel({
      status: from,
      eventDate: utcDateToIso(current.eventDate),
      eventTime: current.eventTime,
      cancellationPolicy: current.caterer.cancellationPolicy,
    });
    if (!rule.allowed) throw new AppError("conflict", rule.reason);
    // What a customer's own cancellation gives back (product-rules §11, §16); null:
    // nothing was charged.
    if (current.caterer.cancellationPolicy) {
      refundAmount = cancellationRefundCents(
        current,
        "customer",
        current.caterer.cancellationPolicy,
        hoursUntil(eventStart(utcDateToIso(current.eventDate), current.eventTime), new Date()),
      );
    }
    statusComments = comments ?? DEFAULT_CUSTOMER_CANCEL_COMMENT;
  } else {
    throw new AppError("conflict", `Cannot change booking status from ${from} to ${to}`);
  }

  // The line's trays; the order's one slot follows its lines (syncOrder).
  const units = Number(current.trayUnits);
  if (holdsSlot(from) && !holdsSlot(to))
    await releaseSlot(tx, current.catererId, current.eventDate, units, 0);
  if (!holdsSlot(from) && holdsSlot(to)) {
    await takeSlot(
      tx,
      current.catererId,
      current.eventDate,
      { units, largeTrayWeight: Number(current.caterer.largeTrayWeight) },
      0,
    );
  }

  const now = new Date();
  // A policy that gives nothing back leaves the payment with the caterer: no refund.
  const requestRefund =
    to === "cancelled" &&
    current.paymentStatus === "paid" &&
    !current.refundRequestedAt &&
    refundAmount !== 0;
  const updated = await tx.booking.update({
    where: { id: current.id },
    data: {
      status: to,
      statusComments,
      lastStatusUpdate: now,
      statusUpdatedBy: a.userId,
      ...(requestRefund ? { refundRequestedAt: now, refundAmount } : {}),
    },
    include: bookingInclude,
  });
  await recordAdminChange(tx, a, {
    action: completesEarly ? "booking.complete-early" : "booking.status",
    entityType: "booking",
    entityId: current.id,
    before: bookingAuditFields(current),
    after: bookingAuditFields(updated),
  });
  return { updated, mover };
}

/** Locks a line's order, then the line (the order of locks every change of lines keeps). */
export async function lockLine(tx: Tx, id: number) {
  await tx.$queryRaw`
    SELECT o."id" FROM "orders" o JOIN "bookings" b ON b."orderId" = o."id"
    WHERE b."id" = ${id} FOR UPDATE OF o`;
  const locked = await tx.$queryRaw<{ id: number }[]>`
    SELECT "id" FROM "bookings" WHERE "id" = ${id} FOR UPDATE`;
  return locked.length > 0;
}

export const lineChangeInclude = {
  caterer: { select: { cancellationPolicy: true, largeTrayWeight: true } },
} as const;

/**
 * What a line's money needs after its status change (docs/product-rules.md §19), enqueued
 * in that change's transaction (the job runner calls the provider after the commit): a
 * cancelled paid line is refunded (refund_line, which settles the kitchen's side next);
 * otherwise a line that settles (completed, cancelled) or was settled (an admin reopened
 * it) gets its kitchen's transfer brought in line (pay_kitchen). Returns the items' ids.
 */
export async function enqueueLineMoney(tx: Tx, line: Booking, previous: string) {
  const settles = (s: string | null) => s === "completed" || s === "cancelled";
  if (line.status === "cancelled" && line.paymentStatus === "paid" && line.refundRequestedAt) {
    return [await enqueueWork(tx, { kind: "refund_line", subjectId: line.id })];
  }
  if (settles(line.status) || settles(previous)) {
    return [await enqueueWork(tx, { kind: "pay_kitchen", subjectId: line.id })];
  }
  return [];
}

/**
 * PATCH /api/bookings/{id}/status (docs/product-rules.md §4): caterers move their own bookings
 * pending -> confirmed | cancelled and confirmed -> completed | cancelled (cancelling needs a
 * reason); customers cancel their own pending or confirmed bookings more than 24 hours
 * ahead; admins set any status. The order row, then the line, are locked for the change;
 * the line's trays and, through syncOrder, its order's slot are released or taken again in
 * the same transaction. An admin's change, through this endpoint or the admin console's, is
 * recorded in the audit trail in that transaction too.
 *
 * Cancelling a paid booking refunds it (docs/product-rules.md §4). The transaction marks
 * the refund as requested (refundRequestedAt) and enqueues it (a refund_line work item);
 * after the commit this request runs its own items through the job runner (runOwnWork),
 * never while the row is locked, with an idempotency key per booking, and the booking
 * moves paid -> refunded once (refundBookingPayment). If the provider fails, the
 * cancellation stands, the booking stays paid with the refund requested, and the item
 * stays pending with its backoff: the job worker, a manual `npm run
 * payments:retry-refunds` or Stripe's charge.refunded webhook finishes it.
 */
export async function changeBookingStatus(
  actor: Actor | null,
  id: number,
  input: z.input<typeof statusChangeSchema>,
) {
  const a = requireActor(actor);
  const { status: to, comments } = parseInput(statusChangeSchema, input);

  let work: number[] = [];
  const booking = await db.$transaction(async (tx) => {
    const current = (await lockLine(tx, id))
      ? await tx.booking.findFirst({
          where: { AND: [{ id }, visibleBookings(a)] },
          include: lineChangeInclude,
        })
      : null;
    if (!current) throw new AppError("not_found", "Booking not found");
    const { updated, mover } = await transitionLine(tx, a, current, to, comments);
    await syncOrder(tx, current.orderId, mover);
    work = await enqueueLineMoney(tx, updated, current.status);
    await emailBookingStatusChanged(tx, id);
    if (to === "completed") await emailReviewInvite(tx, id);
    return updated;
  });

  // The refund (or transfer) shows in the answer when the provider works.
  if ((await runOwnWork(work)).done) {
    return toBookingDto(
      await db.booking.findUniqueOrThrow({ where: { id }, include: bookingInclude }),
    );
  }
  return toBookingDto(booking);
}
