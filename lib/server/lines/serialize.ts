import "server-only";
import type { Booking, Caterer, CateringEvent, Dish } from "@/lib/generated/prisma/client";
import { utcDateToIso } from "@/lib/dates";
import type { BookingDto } from "@/lib/lines/types";

export const bookingInclude = {
  dish: {
    select: { id: true, name: true, imageUrls: true, mediumTrayPrice: true, largeTrayPrice: true },
  },
  caterer: {
    select: { id: true, name: true, cuisine: true, location: true, cancellationPolicy: true },
  },
  // A line of an event (the event cart) is delivered to the event's address.
  event: { select: { id: true, deliveryAddress: true, guestCount: true } },
} as const;

type BookingRow = Booking & {
  dish?: Pick<Dish, "id" | "name" | "imageUrls" | "mediumTrayPrice" | "largeTrayPrice"> | null;
  caterer?:
    | (Pick<Caterer, "id" | "name" | "cuisine" | "location"> &
        Partial<Pick<Caterer, "cancellationPolicy">>)
    | null;
  event?: Pick<CateringEvent, "id" | "deliveryAddress" | "guestCount"> | null;
};

export function toBookingDto(b: BookingRow): BookingDto {
  return {
    id: b.id,
    orderId: b.orderId,
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
    holdExpiresAt: b.holdExpiresAt?.toISOString() ?? null,
    stripePaymentIntentId: b.stripePaymentIntentId,
    paymentAmount: b.paymentAmount,
    tipCents: b.tipCents,
    deliveryFeeCents: b.deliveryFeeCents,
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
    caterer: b.caterer
      ? {
          id: b.caterer.id,
          name: b.caterer.name,
          cuisine: b.caterer.cuisine,
          location: b.caterer.location,
        }
      : null,
    trayUnits: Number(b.trayUnits),
    refundAmount: b.refundAmount,
    ...(b.caterer?.cancellationPolicy !== undefined
      ? { cancellationPolicy: b.caterer.cancellationPolicy }
      : {}),
    ...(b.event
      ? {
          event: {
            id: b.event.id,
            deliveryAddress: b.event.deliveryAddress,
            guestCount: b.event.guestCount,
          },
        }
      : {}),
  };
}

/** The booking's own columns (not its dish, caterer or event), as the audit trail compares them. */
export function bookingAuditFields(
  b: Booking & { dish?: unknown; caterer?: unknown; event?: unknown },
): Record<string, unknown> {
  const own: Record<string, unknown> = { ...b };
  delete own.dish;
  delete own.caterer;
  delete own.event;
  return own;
}
