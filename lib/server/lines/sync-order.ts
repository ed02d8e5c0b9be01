import "server-only";
import { orderHoldsSlot, orderStatusOf } from "@/lib/orders/order-status";
import { releaseSlot, takeOrderSlot } from "../availability/slots";
import type { Tx } from "../db";

/** Who moved a line: the kitchen's own moves are its decisions (acceptance rate). */
export type LineMover = "caterer" | "customer" | "admin" | "system";

/**
 * Brings an order in line with its lines after any of them changed (docs/product-rules.md
 * §20), in the caller's transaction, with the order row locked by the caller (lockOrder):
 * its status; the date's order slot, released when the last open line closes and taken
 * again when a line reopens (the lines' tray units are their own); and the kitchen's
 * decision on a pending order: confirmed, or declined when the kitchen cancels it.
 */
export async function syncOrder(tx: Tx, orderId: number, by: LineMover | null = null) {
  const order = await tx.order.findUniqueOrThrow({
    where: { id: orderId },
    include: {
      lines: { select: { status: true } },
      caterer: { select: { largeTrayWeight: true } },
    },
  });
  const status = orderStatusOf(order.lines);
  const holdsSlot = orderHoldsSlot(order.lines);
  if (order.holdsSlot && !holdsSlot) {
    await releaseSlot(tx, order.catererId, order.eventDate, 0, 1);
  }
  if (!order.holdsSlot && holdsSlot) {
    await takeOrderSlot(
      tx,
      order.catererId,
      order.eventDate,
      Number(order.caterer.largeTrayWeight),
    );
  }
  // A change still waiting when the order ends (cancelled or completed) can never apply:
  // it is withdrawn and the trays it held go back.
  if (status === "cancelled" || status === "completed") {
    const closed = await tx.$queryRaw<{ reservedUnits: string }[]>`
      UPDATE "order_changes" SET "status" = 'withdrawn', "updatedAt" = now()
      WHERE "orderId" = ${orderId} AND "status" IN ('requested', 'accepted')
        AND "paymentStatus" IN ('pending', 'failed')
      RETURNING "reservedUnits"::text AS "reservedUnits"`;
    const reserved = closed.reduce((s, c) => s + Number(c.reservedUnits), 0);
    if (reserved > 0) await releaseSlot(tx, order.catererId, order.eventDate, reserved, 0);
  }
  const decided =
    order.decision === null && order.status === "pending" && status !== "pending"
      ? status === "cancelled"
        ? by === "caterer"
          ? "declined"
          : null
        : by === "caterer" || by === "admin"
          ? "confirmed"
          : null
      : null;
  if (status === order.status && holdsSlot === order.holdsSlot && !decided) return order;
  return tx.order.update({
    where: { id: orderId },
    data: {
      status,
      holdsSlot,
      ...(decided ? { decision: decided, decidedAt: new Date() } : {}),
    },
  });
}

/** Locks an order row for a change of its lines: two changes of one order run one by one. */
export async function lockOrder(tx: Tx, orderId: number) {
  await tx.$queryRaw`SELECT "id" FROM "orders" WHERE "id" = ${orderId} FOR UPDATE`;
}
