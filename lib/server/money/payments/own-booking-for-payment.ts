import "server-only";
import type { Actor } from "../../actor";
import { db } from "../../db";
import { AppError } from "../../errors";

/**
 * The actor's own booking, for paying it. Only the customer who ordered pays: anyone
 * else (another customer, the caterer, an admin) gets the same 404 as for an unknown id.
 */
export async function ownBookingForPayment(actor: Actor, bookingId: number) {
  const booking = await db.booking.findFirst({
    where: { id: bookingId, userId: actor.userId },
    include: { caterer: { select: { name: true } } },
  });
  if (!booking) throw new AppError("not_found", "Booking not found");
  return booking;
}
