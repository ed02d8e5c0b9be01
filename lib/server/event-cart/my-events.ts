import "server-only";
import { utcDateToIso } from "@/lib/dates";
import type { EventDto } from "@/lib/event-cart/types";
import { requireActor, type Actor } from "../actor";
import { bookingInclude, toBookingDto } from "../lines/serialize";
import { db } from "../db";
import { AppError } from "../errors";

export const EVENT_NOT_FOUND = "Event not found";

const eventInclude = {
  bookings: { orderBy: { id: "asc" as const }, include: bookingInclude },
};

type EventRow = NonNullable<Awaited<ReturnType<typeof findEvent>>>;
const findEvent = (id: number, userId: number) =>
  db.cateringEvent.findFirst({ where: { id, userId }, include: eventInclude });

function toEventDto(e: EventRow): EventDto {
  return {
    id: e.id,
    eventDate: utcDateToIso(e.eventDate),
    eventTime: e.eventTime,
    deliveryAddress: e.deliveryAddress,
    guestCount: e.guestCount,
    customerName: e.customerName,
    customerEmail: e.customerEmail,
    customerPhone: e.customerPhone,
    totalPrice: e.totalPrice,
    paymentStatus: e.paymentStatus,
    paidAt: e.paidAt?.toISOString() ?? null,
    createdAt: e.createdAt.toISOString(),
    bookings: e.bookings.map(toBookingDto),
  };
}

/**
 * The actor's own events (docs/product-rules.md §15), newest first, each with its lines.
 * Only the customer who checked out sees an event; its caterers see their own lines as
 * bookings, never the event.
 */
export async function listMyEvents(actor: Actor | null): Promise<EventDto[]> {
  const a = requireActor(actor);
  const rows = await db.cateringEvent.findMany({
    where: { userId: a.userId },
    include: eventInclude,
    orderBy: { createdAt: "desc" },
    take: 100,
  });
  return rows.map(toEventDto);
}

/** GET /api/events/{id}: the actor's own event; anyone else's is 404 like an unknown id. */
export async function getMyEvent(actor: Actor | null, id: number): Promise<EventDto> {
  const a = requireActor(actor);
  const row = await findEvent(id, a.userId);
  if (!row) throw new AppError("not_found", EVENT_NOT_FOUND);
  return toEventDto(row);
}
