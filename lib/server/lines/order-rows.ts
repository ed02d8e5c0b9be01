import "server-only";
import type { Booking, Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "../db";

/**
 * An order's id comes from the bookings' sequence and is its first line's id
 * (docs/product-rules.md §20), so a one-line order's number is its booking's everywhere.
 */
export async function nextOrderId(tx: Tx): Promise<number> {
  const [row] = await tx.$queryRaw<{ id: bigint }[]>`SELECT nextval('bookings_id_seq') AS id`;
  return Number(row!.id);
}

/**
 * Writes a one-line order (the order and its line, which share an id) as given, or a line
 * of an event's existing order of the same kitchen, without the booking rules: for the demo seed and for tests that need rows in a given state. Domain
 * code places lines through placeLine.
 */
export async function insertOneLineOrder(
  tx: Tx,
  data: Omit<Prisma.BookingUncheckedCreateInput, "orderId" | "id">,
  order: { deliveryAddress?: string | null; guestCount?: number | null } = {},
): Promise<Booking> {
  // A line of an event joins its kitchen's order of that event (one per kitchen per event).
  if (data.eventId) {
    const joined = await tx.order.findUnique({
      where: { eventId_catererId: { eventId: data.eventId, catererId: data.catererId } },
    });
    if (joined) return tx.booking.create({ data: { ...data, orderId: joined.id } });
  }
  const id = await nextOrderId(tx);
  const status = data.status ?? "pending";
  await tx.order.create({
    data: {
      id,
      catererId: data.catererId,
      userId: data.userId ?? null,
      eventId: data.eventId ?? null,
      eventDate: data.eventDate,
      eventTime: data.eventTime,
      customerName: data.customerName,
      customerEmail: data.customerEmail,
      customerPhone: data.customerPhone ?? null,
      deliveryAddress: order.deliveryAddress ?? null,
      guestCount: order.guestCount ?? null,
      status,
      holdsSlot: status !== "cancelled",
      ...(data.createdAt ? { createdAt: data.createdAt } : {}),
    },
  });
  return tx.booking.create({ data: { ...data, id, orderId: id } });
}

/**
 * Brings every order in line with its lines in one statement (status, slot, event date and
 * time), after writes that bypass the domain functions: the demo seed's upserts.
 */
export async function resyncAllOrders(tx: Pick<Tx, "$executeRaw">) {
  await tx.$executeRaw`
    UPDATE "orders" o SET
      "status" = x."status", "holdsSlot" = x."open", "eventDate" = x."eventDate",
      "eventTime" = x."eventTime", "updatedAt" = now()
    FROM (
      SELECT b."orderId",
        (CASE
           WHEN bool_and(b."status" = 'cancelled') THEN 'cancelled'
           WHEN bool_or(b."status" = 'pending') THEN 'pending'
           WHEN bool_and(b."status" IN ('completed', 'cancelled')) THEN 'completed'
           ELSE 'confirmed'
         END)::"booking_status" AS "status",
        bool_or(b."status" <> 'cancelled') AS "open",
        min(b."eventDate") AS "eventDate", min(b."eventTime") AS "eventTime"
      FROM "bookings" b GROUP BY b."orderId"
    ) x
    WHERE o."id" = x."orderId"
      AND (o."status" <> x."status" OR o."holdsSlot" <> x."open"
           OR o."eventDate" <> x."eventDate" OR o."eventTime" <> x."eventTime")`;
}
