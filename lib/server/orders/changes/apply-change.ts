import "server-only";
import type { OrderChange, OrderChangeLine } from "@/lib/generated/prisma/client";
import { eventStart, unpaidHoldEndsAt } from "@/lib/lines/rules";
import { hoursUntil } from "@/lib/lines/cancellation-policy";
import { utcDateToIso } from "@/lib/dates";
import { reductionRefundCents } from "@/lib/orders/change-rules";
import { cancellationRefundCents } from "@/lib/money/amounts";
import { addLineToOrder } from "../../lines/place-line";
import { syncOrder, type LineMover } from "../../lines/sync-order";
import { releaseSlot, takeSlot } from "../../availability/slots";
import type { Tx } from "../../db";
import { emailOrderReceipt } from "../emails/order-receipt";
import { recordCharge } from "../../money/payments/ledger";
import { lineFeeBps, recordLineFee, settleLineFee } from "../../money/payouts/line-fee";
import type { OrderForChange } from "./load-for-change";

/** How a change came to apply: it decides what a smaller line gives back. */
export type ApplyHow = {
  acceptedByKitchen: boolean;
  byAdmin: boolean;
  by: LineMover;
  actorId: number | null;
  /** The intent that paid the change's difference, when the order was paid. */
  payment: { intentId: string; currency: string } | null;
};

/** What the caller does after the commit: the refunds the change asked for. */
export type Applied = { cancelledLines: number[]; reducedLines: boolean };

/**
 * Applies a change to its order, in the caller's transaction with the order and its lines
 * locked (loadOrderForChange) (docs/product-rules.md §20). Trays reserved when the kitchen
 * accepted are given back first and each line then takes or gives back its own, under the
 * date's row lock, so nothing can take them in between. Per line:
 * - removed: cancelled ("Removed by change #N"); a paid one is refunded as a cancellation
 *   (the kitchen's policy for a change applied at once, all of it for an accepted one);
 * - smaller: a paid one gets back reductionRefundCents, made after the commit;
 * - bigger: a paid one is charged the difference on the change's intent (ledger and fee);
 * - added: a new line with the order's status, paid by the change's intent when the order
 *   was paid, else owed with the order's other lines.
 * The order's guests, status and slot follow, and the customer gets the receipt again.
 */
export async function applyChange(
  tx: Tx,
  order: OrderForChange,
  change: OrderChange & { lines: OrderChangeLine[] },
  how: ApplyHow,
): Promise<Applied> {
  const now = new Date();
  const weight = Number(order.caterer.largeTrayWeight);
  const policy = order.caterer.cancellationPolicy;
  const hours = hoursUntil(eventStart(utcDateToIso(order.eventDate), order.eventTime), now);
  const generous = { acceptedByKitchen: how.acceptedByKitchen, byAdmin: how.byAdmin };
  const reserved = Number(change.reservedUnits);
  if (reserved > 0) await releaseSlot(tx, order.catererId, order.eventDate, reserved, 0);

  const cancelledLines: number[] = [];
  let reducedLines = false;
  let refundCents = 0;
  const feeBps = how.payment ? await lineFeeBps(tx, order.catererId) : null;
  const movementOf = (bookingId: number) => ({
    intentId: how.payment!.intentId,
    currency: how.payment!.currency,
    bookingId,
    eventId,
  });
  const openStatus = order.status === "confirmed" ? "confirmed" : "pending";
  // An unpaid single-dish order that gains a dish is paid once for all of them, as an event.
  let eventId = order.eventId;
  if (eventId === null && !how.payment && change.lines.some((l) => l.bookingId === null)) {
    eventId = await promoteToEvent(tx, order, change.guestCount);
  }

  for (const cl of change.lines) {
    const line = cl.bookingId ? order.lines.find((l) => l.id === cl.bookingId) : null;
    const fromUnits = Number(cl.fromUnits);
    const toUnits = Number(cl.toUnits);
    if (line && cl.quantity === 0) {
      // Removed: the customer's cancellation of this line (or the kitchen's, accepted).
      await releaseSlot(tx, order.catererId, order.eventDate, Number(line.trayUnits), 0);
      const refund =
        line.paymentStatus === "paid"
          ? cancellationRefundCents(
              line,
              how.acceptedByKitchen || how.byAdmin ? "caterer" : "customer",
              policy,
              hours,
            )
          : null;
      const requestRefund = refund !== null && refund !== 0 && !line.refundRequestedAt;
      await tx.booking.update({
        where: { id: line.id },
        data: {
          status: "cancelled",
          statusComments: `Removed by change #${change.id}`,
          lastStatusUpdate: now,
          statusUpdatedBy: how.actorId,
          ...(requestRefund ? { refundRequestedAt: now, refundAmount: refund } : {}),
        },
      });
      if (requestRefund) {
        cancelledLines.push(line.id);
        refundCents += refund;
      }
      continue;
    }
    if (line) {
      // Made bigger or smaller: its trays first (a date without room refuses the change).
      if (toUnits < fromUnits) {
        await releaseSlot(tx, order.catererId, order.eventDate, fromUnits - toUnits, 0);
      } else if (toUnits > fromUnits) {
        await takeSlot(
          tx,
          order.catererId,
          order.eventDate,
          { units: toUnits - fromUnits, largeTrayWeight: weight },
          0,
        );
      }
      const paid = line.paymentStatus === "paid";
      const more = cl.toTotal - cl.fromTotal;
      const updated = await tx.booking.update({
        where: { id: line.id },
        data: {
          traySize: cl.traySize,
          quantity: cl.quantity,
          totalPrice: cl.toTotal,
          trayUnits: String(toUnits),
          specialRequests: cl.specialRequests,
          ...(paid && more > 0
            ? { paymentAmount: (line.paymentAmount ?? line.totalPrice) + more }
            : {}),
        },
      });
      if (paid && more > 0) {
        if (!how.payment) throw new Error(`Change ${change.id} charges more but has no payment`);
        await recordCharge(tx, { ...movementOf(line.id), amount: more });
        await settleLineFee(tx, `change-${change.id}-${line.id}`, updated, movementOf(line.id));
      }
      if (paid && more < 0) {
        const back = reductionRefundCents(-more, generous, policy, hours);
        if (back > 0) {
          await tx.orderChangeLine.update({ where: { id: cl.id }, data: { refundCents: back } });
          reducedLines = true;
          refundCents += back;
        }
      }
      continue;
    }
    // Added: a dish of the same kitchen, at the price the change was made with.
    if (!cl.dishId) throw new Error(`Change ${change.id} adds a line without a dish`);
    const unpaidHold =
      order.lines.find((l) => l.status !== "cancelled" && l.holdExpiresAt)?.holdExpiresAt ??
      unpaidHoldEndsAt(now, utcDateToIso(order.eventDate), order.eventTime);
    const added = await addLineToOrder(
      tx,
      order.id,
      {
        dish: { id: cl.dishId, name: cl.dishName, catererId: order.catererId },
        traySize: cl.traySize,
        quantity: cl.quantity,
        weight,
        units: toUnits,
        totalPrice: cl.toTotal,
        specialRequests: cl.specialRequests,
      },
      {
        userId: order.userId ?? 0,
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        customerPhone: order.customerPhone,
        eventDate: utcDateToIso(order.eventDate),
        eventTime: order.eventTime,
        holdExpiresAt: how.payment ? now : unpaidHold,
        eventId: eventId ?? undefined,
      },
      { status: openStatus },
    );
    await tx.orderChangeLine.update({ where: { id: cl.id }, data: { bookingId: added.id } });
    if (how.payment) {
      await tx.booking.update({
        where: { id: added.id },
        data: {
          paymentStatus: "paid",
          paymentAmount: cl.toTotal,
          paymentCurrency: how.payment.currency,
          paidAt: now,
          platformFeeBps: feeBps,
          stripePaymentIntentId: how.payment.intentId,
          holdExpiresAt: null,
        },
      });
      await recordCharge(tx, { ...movementOf(added.id), amount: cl.toTotal });
      await recordLineFee(tx, movementOf(added.id), cl.toTotal, feeBps!);
    }
  }

  await tx.orderChange.update({
    where: { id: change.id },
    data: { status: "applied", appliedAt: now, refundCents },
  });
  if (change.guestCount !== null) {
    await tx.order.update({ where: { id: order.id }, data: { guestCount: change.guestCount } });
  }
  await syncOrder(tx, order.id, how.by);
  const moneyMoved = how.payment !== null || refundCents > 0;
  if (moneyMoved) await emailOrderReceipt(tx, order.id, "change-applied", change.id);
  return { cancelledLines, reducedLines };
}

/**
 * Makes an unpaid single-dish order the one order of a new event, so its lines are paid
 * together (the event's one payment, docs/product-rules.md §15, §20). Its thread moves with
 * it. A payment still made on the old order's intent cannot pay a line of an event: it is
 * refunded in full as unmatched (§16).
 */
async function promoteToEvent(tx: Tx, order: OrderForChange, guests: number | null) {
  const open = order.lines.filter((l) => l.status !== "cancelled");
  const event = await tx.cateringEvent.create({
    data: {
      userId: order.userId,
      eventDate: order.eventDate,
      eventTime: order.eventTime,
      deliveryAddress: order.deliveryAddress,
      guestCount: guests ?? order.guestCount,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      customerPhone: order.customerPhone,
      totalPrice: open.reduce((s, l) => s + l.totalPrice, 0),
    },
  });
  await tx.order.update({ where: { id: order.id }, data: { eventId: event.id } });
  await tx.booking.updateMany({ where: { orderId: order.id }, data: { eventId: event.id } });
  await tx.messageThread.updateMany({
    where: { bookingId: { in: order.lines.map((l) => l.id) } },
    data: { bookingId: null, eventId: event.id },
  });
  return event.id;
}
