import type { BookingDto } from "@/lib/bookings/types";

/** A checked-out event with its lines, as My Orders and GET /api/events/{id} show it. */
export type EventDto = {
  id: number;
  eventDate: string;
  eventTime: string;
  /** Null only for an event made from a single-dish order that gained a dish (§20). */
  deliveryAddress: string | null;
  guestCount: number | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  /** Cents: the sum of the lines when checked out. */
  totalPrice: number;
  /** The event's one payment state. */
  paymentStatus: "pending" | "processing" | "paid" | "failed" | "refunded";
  paidAt: string | null;
  createdAt: string;
  bookings: BookingDto[];
};
