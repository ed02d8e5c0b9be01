import "server-only";
import { requireActor, type Actor } from "../actor";
import { db } from "../db";
import { AppError } from "../errors";
import { visibleBookings } from "./scope";
import { bookingInclude, toBookingDto } from "./serialize";

/** One booking the actor may see; anyone else's is a 404, so ids do not leak. */
export async function getBooking(actor: Actor | null, id: number) {
  const a = requireActor(actor);
  const booking = await db.booking.findFirst({
    where: { AND: [{ id }, visibleBookings(a)] },
    include: bookingInclude,
  });
  if (!booking) throw new AppError("not_found", "Booking not found");
  return toBookingDto(booking);
}
