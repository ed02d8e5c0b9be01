import type { Booking, Caterer, Dish } from "@/lib/generated/prisma/client";
import { utcDateToIso } from "@/lib/dates";

/** A booking as every response shows it. Money is integer cents (decisions section 2). */
export type BookingDto = {
  id: number;
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
  stripePaymentIntentId: string | null;
  paymentAmount: number | null;
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
};

export const bookingInclude = {
  dish: {
    select: { id: true, name: true, imageUrls: true, mediumTrayPrice: true, largeTrayPrice: true },
  },
  caterer: { select: { id: true, name: true, cuisine: true, location: true } },
} as const;

type BookingRow = Booking & {
  dish?: Pick<Dish, "id" | "name" | "imageUrls" | "mediumTrayPrice" | "largeTrayPrice"> | null;
  caterer?: Pick<Caterer, "id" | "name" | "cuisine" | "location"> | null;
};

export function toBookingDto(b: BookingRow): BookingDto {
  return {
    id: b.id,
    catererId: b.catererId,
    userId: b.userId,
    dishId: b.dishId,
    dishName: b.dishName,
    customerName: b.customerName,
    customerEmail: b.customerEmail,
    customerPhone: b.customerPhone,
    eventDate: utcDateToIso(b.eventDate),
    eventTime: b.eventTime,
    traySize: b.traySize,
    quantity: b.quantity,
    specialRequests: b.specialRequests,
    status: b.status,
    statusComments: b.statusComments,
    lastStatusUpdate: b.lastStatusUpdate?.toISOString() ?? null,
    statusUpdatedBy: b.statusUpdatedBy,
    totalPrice: b.totalPrice,
    paymentStatus: b.paymentStatus,
    stripePaymentIntentId: b.stripePaymentIntentId,
    paymentAmount: b.paymentAmount,
    paymentCurrency: b.paymentCurrency,
    paidAt: b.paidAt?.toISOString() ?? null,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
    dish: b.dish
      ? {
          id: b.dish.id,
          name: b.dish.name,
          imageUrl: b.dish.imageUrls[0] ?? null,
          mediumTrayPrice: b.dish.mediumTrayPrice.toFixed(2),
          largeTrayPrice: b.dish.largeTrayPrice.toFixed(2),
        }
      : null,
    caterer: b.caterer ?? null,
  };
}
