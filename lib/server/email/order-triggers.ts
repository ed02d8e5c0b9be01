/**
 * The emails of a kitchen order (docs/product-rules.md §20): one per change of the whole
 * order, written to the outbox in the transaction of that change, like every trigger.
 */
import "server-only";
import { utcDateToIso } from "@/lib/dates";
import { traySizeLabel } from "@/lib/format";
import { moneySummary, tipsChargedCents } from "@/lib/money/amounts";
import type { Tx } from "../db";
import { enqueueEmail } from "./enqueue";
import type { OrderChangeEmailData, OrderEmailData, OrderUpdateKind } from "./types";

/** Who reads which kind: the kitchen learns of new work, the customer of the kitchen's answers. */
const TO_KITCHEN: readonly OrderUpdateKind[] = [
  "placed",
  "change-requested",
  "respond-reminder",
  "reconfirm-request",
];
/** Sent once per order whatever replays them: the scheduled jobs' emails (§20, §24). */
const ONCE: readonly OrderUpdateKind[] = [...TO_KITCHEN, "reconfirm-chasing"];

async function orderData(
  tx: Tx,
  orderId: number,
): Promise<{
  data: OrderEmailData;
  userId: number | null;
  kitchenUserId: number | null;
}> {
  const o = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    include: {
      caterer: { select: { id: true, name: true, userId: true } },
      lines: { orderBy: { id: "asc" } },
    },
  });
  const money = moneySummary(o.lines);
  return {
    userId: o.userId,
    kitchenUserId: o.caterer.userId,
    data: {
      orderId: o.id,
      catererId: o.catererId,
      catererName: o.caterer.name,
      eventDate: utcDateToIso(o.eventDate),
      eventTime: o.eventTime,
      deliveryAddress: o.deliveryAddress,
      guestCount: o.guestCount,
      customerName: o.customerName,
      customerEmail: o.customerEmail,
      customerPhone: o.customerPhone,
      status: o.status,
      lines: o.lines.map((l) => ({
        id: l.id,
        dishName: l.dishName,
        traySize: l.traySize,
        quantity: l.quantity,
        totalCents: l.totalPrice,
        status: l.status,
        specialRequests: l.specialRequests,
      })),
      totalCents: o.lines
        .filter((l) => l.status !== "cancelled")
        .reduce((s, l) => s + l.totalPrice, 0),
      chargedCents: money.chargedCents,
      refundedCents: money.refundedCents,
      tipCents: tipsChargedCents(o.lines),
    },
  };
}

async function changeData(tx: Tx, changeId: number): Promise<OrderChangeEmailData> {
  const c = await tx.orderChange.findUniqueOrThrow({
    where: { id: changeId },
    include: { lines: { orderBy: { id: "asc" } } },
  });
  const trays = (quantity: number | null, size: "medium" | "large" | null) =>
    quantity && size ? `${quantity} × ${traySizeLabel(size)}` : "none";
  return {
    changeId: c.id,
    chargeCents: c.chargeCents,
    refundCents: c.refundCents,
    guestCount: c.guestCount,
    previousGuestCount: c.previousGuestCount,
    note: c.note,
    declineReason: c.declineReason,
    lines: c.lines.map((l) => ({
      dishName: l.dishName,
      from: trays(l.fromQuantity, l.fromTraySize),
      to: trays(l.quantity, l.traySize),
    })),
  };
}

async function account(tx: Tx, userId: number | null) {
  if (!userId) return null;
  return tx.user.findUnique({ where: { id: userId }, select: { id: true, email: true } });
}

/**
 * One email about a whole order: to the kitchen's owner for new work, to the customer's
 * account for the kitchen's answers. Each (order, kind, change) is sent once.
 */
export async function emailOrderUpdate(
  tx: Tx,
  orderId: number,
  kind: OrderUpdateKind,
  extra: {
    changeId?: number;
    comments?: string | null;
    commentsBy?: string;
    respondBy?: Date | null;
    arrival?: string;
    deliveryNote?: string | null;
  } = {},
) {
  const { data, userId, kitchenUserId } = await orderData(tx, orderId);
  const to = await account(tx, TO_KITCHEN.includes(kind) ? kitchenUserId : userId);
  if (!to) return false;
  return enqueueEmail(tx, {
    template: "order-update",
    to: to.email,
    recipientUserId: to.id,
    data: {
      kind,
      order: data,
      ...(extra.changeId ? { change: await changeData(tx, extra.changeId) } : {}),
      ...(extra.comments ? { comments: extra.comments, commentsBy: extra.commentsBy } : {}),
      ...(extra.respondBy ? { respondBy: extra.respondBy.toISOString() } : {}),
      ...(extra.arrival ? { arrival: extra.arrival } : {}),
      ...(extra.deliveryNote ? { deliveryNote: extra.deliveryNote } : {}),
    },
    // New work and reminders once; an answer may come again (an admin reopens an order).
    ...(ONCE.includes(kind) || extra.changeId
      ? { dedupeKey: `order-${kind}:${orderId}:${extra.changeId ?? ""}` }
      : {}),
  });
}

/** The order's receipt again, to the customer, after a change applied or an expiry refunded it. */
export async function emailOrderReceipt(
  tx: Tx,
  orderId: number,
  kind: "change-applied" | "expired",
  changeId?: number,
) {
  const { data, userId } = await orderData(tx, orderId);
  const to = await account(tx, userId);
  if (!to) return false;
  return enqueueEmail(tx, {
    template: "order-receipt",
    to: to.email,
    recipientUserId: to.id,
    data: { kind, order: data, ...(changeId ? { change: await changeData(tx, changeId) } : {}) },
    dedupeKey: `order-receipt-${kind}:${orderId}:${changeId ?? ""}`,
  });
}

/**
 * An order its kitchen did not reconfirm in time (docs/product-rules.md §24): every active
 * admin hears of it, once per order.
 */
export async function emailNotReconfirmed(tx: Tx, orderId: number, arrival: string) {
  const { data, kitchenUserId } = await orderData(tx, orderId);
  const kitchen = await account(tx, kitchenUserId);
  const admins = await tx.user.findMany({
    where: { role: "admin", isActive: true },
    select: { id: true, email: true },
    orderBy: { id: "asc" },
  });
  let written = 0;
  for (const admin of admins) {
    const ok = await enqueueEmail(tx, {
      template: "order-not-reconfirmed",
      to: admin.email,
      recipientUserId: admin.id,
      data: { order: data, arrival, kitchenEmail: kitchen?.email ?? null },
      dedupeKey: `order-not-reconfirmed:${orderId}:${admin.id}`,
    });
    if (ok) written++;
  }
  return written;
}
