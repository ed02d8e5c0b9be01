/**
 * A kitchen order as its emails show it (docs/product-rules.md §20): the data captured in
 * the transaction of the change, and its rows. Shared by the order's three emails.
 */
import "server-only";
import { z } from "zod";
import { utcDateToIso } from "@/lib/dates";
import { formatEventDate, formatEventTime, traySizeLabel } from "@/lib/format";
import { moneySummary, tipsChargedCents } from "@/lib/money/amounts";
import { formatCents } from "@/lib/money/cents";
import type { Tx } from "../../db";
import { bookingStatusSchema, traySizeSchema } from "../../email/booking-parts";
import { defang, type Row } from "../../email/parts";

export const orderEmailSchema = z.object({
  orderId: z.number(),
  catererId: z.number(),
  catererName: z.string(),
  /** YYYY-MM-DD */
  eventDate: z.string(),
  /** HH:mm */
  eventTime: z.string(),
  deliveryAddress: z.string().nullable(),
  guestCount: z.number().nullable(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  status: bookingStatusSchema,
  lines: z.array(
    z.object({
      id: z.number(),
      dishName: z.string(),
      traySize: traySizeSchema,
      quantity: z.number(),
      totalCents: z.number(),
      status: bookingStatusSchema,
      specialRequests: z.string().nullable(),
    }),
  ),
  /** The open lines' prices. */
  totalCents: z.number(),
  chargedCents: z.number(),
  refundedCents: z.number(),
  tipCents: z.number(),
});
export type OrderEmailData = z.infer<typeof orderEmailSchema>;

/** A change to an order as its emails show it: each line before and after. */
export const orderChangeEmailSchema = z.object({
  changeId: z.number(),
  chargeCents: z.number(),
  refundCents: z.number(),
  guestCount: z.number().nullable(),
  previousGuestCount: z.number().nullable(),
  note: z.string().nullable(),
  declineReason: z.string().nullable(),
  lines: z.array(z.object({ dishName: z.string(), from: z.string(), to: z.string() })),
});
export type OrderChangeEmailData = z.infer<typeof orderChangeEmailSchema>;

export async function orderData(
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

export async function changeData(tx: Tx, changeId: number): Promise<OrderChangeEmailData> {
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

/** An order's lines and amounts, as every order email shows them (docs/product-rules.md §20). */
export function orderRows(o: OrderEmailData): Row[] {
  const rows: Row[] = [
    ["Order", `#${o.orderId}`],
    ["Caterer", o.catererName],
    ["Event date", formatEventDate(o.eventDate)],
    ["Event time", formatEventTime(o.eventTime)],
  ];
  if (o.guestCount) rows.push(["Guests", String(o.guestCount)]);
  if (o.deliveryAddress) rows.push(["Deliver to", defang(o.deliveryAddress)]);
  for (const l of o.lines) {
    const cancelled = l.status === "cancelled" ? " (cancelled)" : "";
    rows.push([
      l.dishName,
      `${l.quantity} × ${traySizeLabel(l.traySize)}: ${formatCents(l.totalCents)}${cancelled}`,
    ]);
  }
  rows.push(["Total", formatCents(o.totalCents)]);
  if (o.chargedCents) rows.push(["Paid", formatCents(o.chargedCents)]);
  if (o.tipCents) rows.push(["Of which tip (all to the kitchen)", formatCents(o.tipCents)]);
  if (o.refundedCents) rows.push(["Refunded", formatCents(o.refundedCents)]);
  return rows;
}

export function changeRows(c: OrderChangeEmailData): Row[] {
  const rows: Row[] = c.lines.map((l) => [l.dishName, `${l.from} → ${l.to}`]);
  if (c.guestCount && c.guestCount !== c.previousGuestCount) {
    rows.push(["Guests", `${c.previousGuestCount ?? "not set"} → ${c.guestCount}`]);
  }
  if (c.chargeCents) rows.push(["To pay", formatCents(c.chargeCents)]);
  if (c.refundCents) rows.push(["Refunded", formatCents(c.refundCents)]);
  return rows;
}
