import "server-only";
import { ledgerTotals, type LedgerKind, type LedgerTotals } from "@/lib/money/ledger-totals";
import { requireRole, type Actor } from "../../actor";
import { db } from "../../db";

export type OrderMoneyDto = {
  orderId: number;
  kitchen: string;
  customerName: string;
  eventDate: string;
  status: string;
  lines: {
    bookingId: number;
    dishName: string;
    quantity: number;
    traySize: string;
    totalPriceCents: number;
    tipCents: number;
    deliveryFeeCents: number;
    paymentStatus: string;
  }[];
  movements: {
    id: number;
    kind: LedgerKind;
    amount: number;
    bookingId: number | null;
    intentId: string;
    providerRef: string | null;
    at: string;
  }[];
  totals: LedgerTotals;
};

/**
 * One order's charge, tip, refunds, fee and transfers for the admin (issue 46: support is
 * asked "what was I charged?"), straight from the ledger; admins only. Null when there is no
 * such order.
 */
export async function lookUpOrderMoney(
  actor: Actor | null,
  orderId: number,
): Promise<OrderMoneyDto | null> {
  requireRole(actor, "admin");
  const order = await db.order.findUnique({
    where: { id: orderId },
    select: {
      id: true,
      customerName: true,
      eventDate: true,
      status: true,
      caterer: { select: { name: true } },
      lines: {
        orderBy: { id: "asc" },
        select: {
          id: true,
          dishName: true,
          quantity: true,
          traySize: true,
          totalPrice: true,
          tipCents: true,
          deliveryFeeCents: true,
          paymentStatus: true,
        },
      },
    },
  });
  if (!order) return null;
  const movements = await db.moneyMovement.findMany({
    where: { bookingId: { in: order.lines.map((l) => l.id) } },
    orderBy: { id: "asc" },
  });
  return {
    orderId: order.id,
    kitchen: order.caterer.name,
    customerName: order.customerName,
    eventDate: order.eventDate.toISOString().slice(0, 10),
    status: order.status,
    lines: order.lines.map((l) => ({
      bookingId: l.id,
      dishName: l.dishName,
      quantity: l.quantity,
      traySize: l.traySize,
      totalPriceCents: l.totalPrice,
      tipCents: l.tipCents,
      deliveryFeeCents: l.deliveryFeeCents,
      paymentStatus: l.paymentStatus,
    })),
    movements: movements.map((m) => ({
      id: m.id,
      kind: m.kind,
      amount: m.amount,
      bookingId: m.bookingId,
      intentId: m.intentId,
      providerRef: m.providerRef,
      at: m.createdAt.toISOString(),
    })),
    totals: ledgerTotals(movements),
  };
}
