import "server-only";
import type { Booking, Order, OrderChange, OrderChangeLine } from "@/lib/generated/prisma/client";
import { utcDateToIso } from "@/lib/dates";
import type { DisputeStatusValue } from "@/lib/money/disputes/rules";
import { arrivalWindow } from "@/lib/orders/arrival-window";
import { changeCutoff } from "@/lib/orders/change-rules";
import { orderPaymentStatus } from "@/lib/orders/order-status";
import type { OrderChangeDto, OrderDto } from "@/lib/orders/types";
import {
  deliveryFeesCents,
  lineAmountDueCents,
  moneySummary,
  tipsChargedCents,
} from "@/lib/money/amounts";
import { isPayable, type PaymentStatusValue } from "@/lib/money/payment-status";
import { bookingInclude, toBookingDto } from "../lines/serialize";

/** What an order's pages need: its lines (as bookings), kitchen terms, event and changes. */
export const orderInclude = {
  caterer: {
    select: {
      id: true,
      name: true,
      minNoticeHours: true,
      longNoticeHours: true,
      longNoticeAboveTrays: true,
      arrivalLeadMinutes: true,
    },
  },
  lines: {
    orderBy: { id: "asc" as const },
    include: {
      ...bookingInclude,
      // Whether a dispute holds the order (docs/product-rules.md §22).
      disputeLines: { select: { dispute: { select: { id: true, status: true } } } },
    },
  },
  event: { select: { paymentStatus: true } },
  changes: {
    orderBy: { id: "desc" as const },
    take: 10,
    include: { lines: { orderBy: { id: "asc" as const } } },
  },
} as const;

type OrderRow = Order & {
  caterer: {
    id: number;
    name: string;
    minNoticeHours: number | null;
    longNoticeHours: number | null;
    longNoticeAboveTrays: number | null;
    arrivalLeadMinutes: number;
  };
  lines: (Parameters<typeof toBookingDto>[0] & {
    disputeLines?: { dispute: { id: number; status: DisputeStatusValue } }[];
  })[];
  event: { paymentStatus: string } | null;
  changes: (OrderChange & { lines: OrderChangeLine[] })[];
};

export function toOrderChangeDto(c: OrderChange & { lines: OrderChangeLine[] }): OrderChangeDto {
  return {
    id: c.id,
    status: c.status,
    requestedRole: c.requestedRole,
    needsAcceptance: c.needsAcceptance,
    guestCount: c.guestCount,
    previousGuestCount: c.previousGuestCount,
    chargeCents: c.chargeCents,
    refundCents: c.refundCents,
    note: c.note,
    declineReason: c.declineReason,
    paymentStatus: c.paymentStatus,
    createdAt: c.createdAt.toISOString(),
    decidedAt: c.decidedAt?.toISOString() ?? null,
    appliedAt: c.appliedAt?.toISOString() ?? null,
    lines: c.lines.map((l) => ({
      lineId: l.bookingId,
      dishName: l.dishName,
      from:
        l.fromQuantity !== null && l.fromTraySize !== null
          ? { traySize: l.fromTraySize, quantity: l.fromQuantity, totalCents: l.fromTotal }
          : null,
      to:
        l.quantity > 0
          ? { traySize: l.traySize, quantity: l.quantity, totalCents: l.toTotal }
          : null,
      refundCents: l.refundCents,
    })),
  };
}

/** The open lines' tray units: what the order's notice (and so its cutoff) is for. */
export const openUnits = (lines: Pick<Booking, "status" | "trayUnits">[]) =>
  lines.filter((l) => l.status !== "cancelled").reduce((s, l) => s + Number(l.trayUnits), 0);

export function toOrderDto(o: OrderRow): OrderDto {
  const lines = o.lines;
  const money = moneySummary(lines);
  // A line of an event owes only while its event can be paid (eventAmountDueCents).
  const eventPayable = o.event ? isPayable(o.event.paymentStatus as PaymentStatusValue) : true;
  const open = o.changes.find((c) => c.status === "requested" || c.status === "accepted");
  const latestDispute = lines
    .flatMap((l) => l.disputeLines ?? [])
    .map((d) => d.dispute)
    .sort((a, b) => b.id - a.id)[0];
  const arrival = arrivalWindow(
    utcDateToIso(o.eventDate),
    o.eventTime,
    o.caterer.arrivalLeadMinutes,
  );
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    id: o.id,
    catererId: o.catererId,
    caterer: { id: o.caterer.id, name: o.caterer.name },
    userId: o.userId,
    eventId: o.eventId,
    eventDate: utcDateToIso(o.eventDate),
    eventTime: o.eventTime,
    deliveryAddress: o.deliveryAddress,
    guestCount: o.guestCount,
    customerName: o.customerName,
    customerEmail: o.customerEmail,
    customerPhone: o.customerPhone,
    status: o.status,
    paymentStatus: orderPaymentStatus(lines),
    respondBy:
      o.decision === null && o.status === "pending" ? (o.respondBy?.toISOString() ?? null) : null,
    changeCutoff: changeCutoff(
      o.caterer,
      openUnits(lines),
      utcDateToIso(o.eventDate),
      o.eventTime,
    ).toISOString(),
    money: {
      totalCents: lines
        .filter((l) => l.status !== "cancelled")
        .reduce((s, l) => s + l.totalPrice, 0),
      dueCents: eventPayable ? lines.reduce((s, l) => s + lineAmountDueCents(l), 0) : 0,
      chargedCents: money.chargedCents,
      refundedCents: money.refundedCents,
      tipCents: tipsChargedCents(lines),
      deliveryFeeCents: deliveryFeesCents(lines),
    },
    lines: lines.map(toBookingDto),
    openChange: open ? toOrderChangeDto(open) : null,
    changes: o.changes.map(toOrderChangeDto),
    dispute: latestDispute?.status ?? null,
    createdAt: o.createdAt.toISOString(),
    arrivalFrom: arrival.from.toISOString(),
    arrivalTo: arrival.to.toISOString(),
    deliveryStatus: o.deliveryStatus,
    deliveryNote: o.deliveryNote,
    outForDeliveryAt: iso(o.outForDeliveryAt),
    deliveredAt: iso(o.deliveredAt),
    reconfirmRequestedAt: iso(o.reconfirmRequestedAt),
    reconfirmedAt: iso(o.reconfirmedAt),
    reconfirmAlertedAt: iso(o.reconfirmAlertedAt),
  };
}
