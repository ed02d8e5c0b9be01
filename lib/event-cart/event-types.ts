import type { BookingDto } from "@/lib/bookings/types";

/** A checked-out event with its lines, as My Orders and GET /api/events/{id} show it. */
export type EventDto = {
  id: number;
  eventDate: string;
  eventTime: string;
  deliveryAddress: string;
  guestCount: number;
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
