import "server-only";
import type { z } from "zod";
import { KITCHEN_CLOSED } from "@/lib/kitchens/open";
import { utcDateToIso } from "@/lib/dates";
import { formatEventDate, formatInstant } from "@/lib/format";
import { earliestStart, meetsNotice, noticeMessage } from "@/lib/lines/lead-time";
import {
  changeChargeCents,
  changeCutoff,
  changesClosedMessage,
  grows,
  needsKitchenAcceptance,
  type LineDelta,
} from "@/lib/orders/change-rules";
import { orderChangeSchema } from "@/lib/orders/schemas";
import type { OrderChangeDto, OrderDto } from "@/lib/orders/types";
import { recordAdminChange } from "../../audit/record-audit";
import { requireActor, type Actor } from "../../actor";
import { takeSlot } from "../../availability/slots";
import { takesOrders } from "../../kitchens/kitchen-open";
import { db, type Tx } from "../../db";
import { emailOrderUpdate } from "../../lines/emails/order-update";
import { AppError } from "../../errors";
import { parseInput } from "../../validation";
import { getOrder } from "../get-order";
import { toOrderChangeDto } from "../serialize";
import { applyChange } from "./apply-change";
import { enqueueChangeRefunds } from "../../money/payments/change-refunds";
import { runOwnWork } from "../../work/run-work";
import {
  keepsALine,
  KEEP_ONE_DISH,
  lineDeltas,
  loadOrderForChange,
  NOTHING_TO_CHANGE,
  unitsAfter,
  type OrderForChange,
} from "./load-for-change";

export const CHANGE_WAITING = (id: number) =>
  `Order #${id} already has a change waiting. Withdraw it before asking for another.`;
export const ORDER_CLOSED = (id: number, status: string) =>
  `Order #${id} is ${status}, so it can no longer change`;
export const PAYMENT_GOING_THROUGH =
  "A payment for this order is going through. Please try again in a minute.";
export const ONLY_CUSTOMER_CHANGES = "Only the customer who placed this order can change it";

/** The order as it must be for any change: open, no change waiting, no payment on its way. */
export function assertChangeable(order: OrderForChange) {
  if (order.status === "cancelled" || order.status === "completed") {
    throw new AppError("conflict", ORDER_CLOSED(order.id, order.status));
  }
  if (order.changes.length) throw new AppError("conflict", CHANGE_WAITING(order.id));
  if (order.lines.some((l) => l.status !== "cancelled" && l.paymentStatus === "processing")) {
    throw new AppError("conflict", PAYMENT_GOING_THROUGH);
  }
}

/** Refuses a change after the order's cutoff (409 with the cutoff as the marketplace reads it). */
export function assertBeforeCutoff(order: OrderForChange, units: number, now = new Date()) {
  const cutoff = changeCutoff(order.caterer, units, utcDateToIso(order.eventDate), order.eventTime);
  if (now.getTime() > cutoff.getTime()) {
    throw new AppError("conflict", changesClosedMessage(formatInstant(cutoff.toISOString())));
  }
}

/**
 * Whether the order's date and kitchen can take what the change adds: the kitchen takes
 * orders, its notice holds for the new trays, and (when `take`) the extra trays are taken
 * now under the date's row lock; a date without room throws why.
 */
async function checkGrowth(tx: Tx, order: OrderForChange, deltas: LineDelta[], take: boolean) {
  if (!deltas.some(grows)) return 0;
  if (!takesOrders(order.caterer)) throw new AppError("conflict", KITCHEN_CLOSED);
  const units = unitsAfter(order, deltas);
  const date = utcDateToIso(order.eventDate);
  if (!meetsNotice(order.caterer, units, date, order.eventTime)) {
    throw new AppError(
      "conflict",
      noticeMessage(earliestStart(order.caterer, units), formatEventDate),
    );
  }
  const extra = deltas.reduce((s, d) => s + Math.max(0, d.toUnits - d.fromUnits), 0);
  if (take && extra > 0) {
    await takeSlot(
      tx,
      order.catererId,
      order.eventDate,
      { units: extra, largeTrayWeight: Number(order.caterer.largeTrayWeight) },
      0,
    );
  }
  return extra;
}

/**
 * POST /api/orders/{id}/changes (docs/product-rules.md §20): the customer (or an admin, for
 * the admin's edit) asks for the order's lines and guests as they should be, until the
 * order's cutoff. Capacity and notice are checked again. Then (the product decision on
 * changes after payment, restated in docs/product-rules.md §20):
 * - an unpaid order the kitchen has not confirmed, or a change that only takes away,
 *   applies at once (a paid line made smaller is refunded under the kitchen's policy);
 * - anything that adds to a paid or confirmed order waits for the kitchen's acceptance
 *   (decideOrderChange), then for the customer's payment of the difference; the order keeps
 *   its status throughout;
 * - an admin's change needs no acceptance: one that adds to a paid order waits for the
 *   customer's payment, anything else applies at once, refunded in full, and is audited.
 * One change may wait per order. Returns the order and the change.
 */
export async function requestOrderChange(
  actor: Actor | null,
  orderId: number,
  input: z.input<typeof orderChangeSchema>,
): Promise<{ order: OrderDto; change: OrderChangeDto }> {
  const a = requireActor(actor);
  const data = parseInput(orderChangeSchema, input);
  const byAdmin = a.role === "admin";
  let work: number[] = [];
  const change = await db.$transaction(async (tx) => {
    const order = await loadOrderForChange(tx, orderId);
    if (!byAdmin && order.userId !== a.userId) {
      if (a.catererId === order.catererId) throw new AppError("forbidden", ONLY_CUSTOMER_CHANGES);
      throw new AppError("not_found", "Order not found");
    }
    assertChangeable(order);
    const deltas = await lineDeltas(tx, order, data.lines);
    const guests = data.guestCount !== undefined && data.guestCount !== order.guestCount;
    if (!deltas.length && !guests) throw new AppError("invalid_input", NOTHING_TO_CHANGE);
    if (!keepsALine(order, deltas)) throw new AppError("conflict", KEEP_ONE_DISH);
    if (!byAdmin)
      assertBeforeCutoff(order, Math.max(unitsAfter(order, deltas), unitsAfter(order, [])));

    const paid = order.lines.some((l) => l.status !== "cancelled" && l.paymentStatus === "paid");
    const charge = paid ? changeChargeCents(deltas) : 0;
    const waitsForKitchen =
      !byAdmin && needsKitchenAcceptance(deltas, { paid, status: order.status });
    // A paid order that grows waits for the customer's payment; its trays are held now.
    const waitsForPayment = !waitsForKitchen && charge > 0;
    const status = waitsForKitchen ? "requested" : waitsForPayment ? "accepted" : "applied";
    const reservedUnits = await checkGrowth(tx, order, deltas, waitsForPayment);

    const row = await tx.orderChange.create({
      data: {
        orderId,
        requestedBy: a.userId,
        requestedRole: byAdmin ? "admin" : "customer",
        status: status === "applied" ? "accepted" : status,
        needsAcceptance: waitsForKitchen,
        guestCount: guests ? data.guestCount! : null,
        previousGuestCount: order.guestCount,
        chargeCents: charge,
        reservedUnits: String(waitsForPayment ? reservedUnits : 0),
        note: data.note,
        ...(byAdmin ? { decidedAt: new Date(), decidedBy: a.userId } : {}),
        lines: {
          create: deltas.map((d) => ({
            bookingId: d.lineId,
            dishId: d.dishId,
            dishName: d.dishName,
            traySize: d.traySize,
            quantity: d.quantity,
            specialRequests: d.specialRequests,
            fromTraySize: d.fromTraySize,
            fromQuantity: d.fromQuantity,
            fromTotal: d.fromTotal,
            toTotal: d.toTotal,
            fromUnits: String(d.fromUnits),
            toUnits: String(d.toUnits),
          })),
        },
      },
      include: { lines: { orderBy: { id: "asc" } } },
    });
    if (byAdmin) {
      await recordAdminChange(tx, a, {
        action: "order.change",
        entityType: "booking",
        entityId: orderId,
        before: {
          lines: deltas.map((d) => ({
            line: d.lineId,
            trays: d.fromQuantity,
            size: d.fromTraySize,
            total: d.fromTotal,
          })),
        },
        after: {
          lines: deltas.map((d) => ({
            line: d.lineId,
            trays: d.quantity,
            size: d.traySize,
            total: d.toTotal,
          })),
          charge,
        },
      });
    }
    if (status === "requested") {
      await emailOrderUpdate(tx, orderId, "change-requested", { changeId: row.id });
      return row;
    }
    if (status === "accepted") {
      await emailOrderUpdate(tx, orderId, "change-accepted", { changeId: row.id });
      return row;
    }
    const applied = await applyChange(tx, order, row, {
      acceptedByKitchen: false,
      byAdmin,
      by: byAdmin ? "admin" : "customer",
      actorId: a.userId,
      payment: null,
    });
    work = await enqueueChangeRefunds(tx, {
      cancelledLines: applied.cancelledLines,
      changeId: row.id,
    });
    return row;
  });
  await runOwnWork(work);
  const fresh = await db.orderChange.findUniqueOrThrow({
    where: { id: change.id },
    include: { lines: { orderBy: { id: "asc" } } },
  });
  return { order: await getOrder(a, orderId), change: toOrderChangeDto(fresh) };
}
