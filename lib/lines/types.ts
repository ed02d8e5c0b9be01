import type { CancellationPolicyValue } from "@/lib/lines/cancellation-policy";
/** A booking as every response shows it. Money is integer cents (docs/product-rules.md §2). */
export type BookingDto = {
  id: number;
  /** The kitchen order this booking is a line of (docs/product-rules.md §20). */
  orderId: number;
  catererId: number;
  userId: number | null;
  dishId: number | null;
  dishName: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  eventDate: string;
  eventTime: string;
  traySize: "medium" | "large";
  quantity: number;
  specialRequests: string | null;
  status: "pending" | "confirmed" | "cancelled" | "completed";
  statusComments: string | null;
  lastStatusUpdate: string | null;
  statusUpdatedBy: number | null;
  totalPrice: number;
  paymentStatus: "pending" | "processing" | "paid" | "failed" | "refunded";
  /** Until when an unpaid booking keeps its date; then it is cancelled automatically. */
  holdExpiresAt: string | null;
  stripePaymentIntentId: string | null;
  paymentAmount: number | null;
  /** The tip in cents with the line's payment (part of paymentAmount once paid). */
  tipCents: number;
  /** The line's share of its kitchen order's delivery fee in cents (additive, §23). */
  deliveryFeeCents: number;
  paymentCurrency: string;
  paidAt: string | null;
  createdAt: string;
  updatedAt: string;
  dish: {
    id: number;
    name: string;
    imageUrl: string | null;
    mediumTrayPrice: string;
    largeTrayPrice: string;
  } | null;
  caterer: { id: number; name: string; cuisine: string; location: string | null } | null;
  /** Tray units the booking holds on its date (docs/product-rules.md §11). */
  trayUnits?: number;
  /** Cents refunded (or to refund) by the caterer's cancellation policy; null = in full. */
  refundAmount?: number | null;
  /** The caterer's cancellation policy; null = the spec's rule. */
  cancellationPolicy?: CancellationPolicyValue | null;
  /** Present only for a line of an event (docs/product-rules.md §15): where to deliver. */
  event?: { id: number; deliveryAddress: string | null; guestCount: number | null };
};
