import type { BookingDto } from "@/lib/lines/types";
import type { DisputeStatusValue } from "@/lib/money/disputes/rules";

/** What a change does to one line, as the order pages show it. */
export type OrderChangeLineDto = {
  lineId: number | null;
  dishName: string;
  from: { traySize: "medium" | "large"; quantity: number; totalCents: number } | null;
  /** Null: the line is removed. */
  to: { traySize: "medium" | "large"; quantity: number; totalCents: number } | null;
  refundCents: number;
};

/** A change to an order (docs/product-rules.md §20). */
export type OrderChangeDto = {
  id: number;
  status: "requested" | "accepted" | "applied" | "declined" | "withdrawn" | "expired";
  requestedRole: string;
  needsAcceptance: boolean;
  guestCount: number | null;
  previousGuestCount: number | null;
  /** Cents the customer pays for it. */
  chargeCents: number;
  /** Cents given back when it applied. */
  refundCents: number;
  note: string | null;
  declineReason: string | null;
  paymentStatus: "pending" | "processing" | "paid" | "failed" | "refunded";
  createdAt: string;
  decidedAt: string | null;
  appliedAt: string | null;
  lines: OrderChangeLineDto[];
};

/** A kitchen order (docs/product-rules.md §20): one kitchen's lines for one event. */
export type OrderDto = {
  id: number;
  catererId: number;
  caterer: { id: number; name: string };
  userId: number | null;
  eventId: number | null;
  eventDate: string;
  eventTime: string;
  deliveryAddress: string | null;
  guestCount: number | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  /** From the lines: cancelled when all are, pending while one waits, and so on. */
  status: "pending" | "confirmed" | "cancelled" | "completed";
  paymentStatus: "pending" | "processing" | "paid" | "failed" | "refunded";
  /** ISO: by when the kitchen must answer a paid order; null once answered. */
  respondBy: string | null;
  /** ISO: until when the order can change. */
  changeCutoff: string;
  /** Cents: the open lines' prices; what was charged, refunded, tipped; what is due. */
  money: {
    totalCents: number;
    dueCents: number;
    chargedCents: number;
    refundedCents: number;
    tipCents: number;
    /** The order's delivery fee (additive, §23): part of totalCents' due and charged amounts. */
    deliveryFeeCents: number;
  };
  lines: BookingDto[];
  /** The change waiting for the kitchen or for the payment of its difference. */
  openChange: OrderChangeDto | null;
  changes: OrderChangeDto[];
  /** The latest dispute of its charge (docs/product-rules.md §22); null when none. */
  dispute: DisputeStatusValue | null;
  createdAt: string;
  /** ISO: the arrival window (docs/product-rules.md §24); the kitchen is ready by its start. */
  arrivalFrom: string;
  arrivalTo: string;
  /** Delivery progress of a confirmed order, beside the spec's status: forward only. */
  deliveryStatus: DeliveryStatusValue;
  deliveryNote: string | null;
  outForDeliveryAt: string | null;
  deliveredAt: string | null;
  /** ISO: the day-before reconfirmation asked of the kitchen, its answer, the admin's alert. */
  reconfirmRequestedAt: string | null;
  reconfirmedAt: string | null;
  reconfirmAlertedAt: string | null;
};

export type DeliveryStatusValue = "none" | "out_for_delivery" | "delivered";

/** An order the admin must chase (docs/product-rules.md §24). */
export type DeliveryAlertDto = {
  orderId: number;
  catererName: string;
  customerName: string;
  customerPhone: string | null;
  eventDate: string;
  eventTime: string;
  arrivalFrom: string;
  arrivalTo: string;
  /** Confirmed and not out for delivery by the window's start. */
  late: boolean;
  /** Asked the day before and not reconfirmed 12 hours before the window. */
  notReconfirmed: boolean;
};
