import { isoToUtcDate } from "@/lib/dates";
import { dollarsToCents } from "@/lib/money";
import { bookingSchema } from "@/lib/validation/booking";
import { requireActor, type Actor } from "../auth/actor";
import { db } from "../db";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { takeSlot } from "../availability/slots";
import { bookingInclude, toBookingDto } from "./serialize";

/**
 * Places an order for one dish. The total is the dish's current price for the tray size
 * times the quantity, in cents; a client's totalPrice is ignored. The date's slot is taken
 * in the same transaction as the insert, so a refused date leaves nothing behind.
 */
export async function createBooking(actor: Actor | null, input: unknown) {
  const a = requireActor(actor);
  const data = parseInput(bookingSchema, input);
  const dish = await db.dish.findFirst({
    where: { id: data.dishId, catererId: data.catererId },
    select: { id: true, name: true, mediumTrayPrice: true, largeTrayPrice: true },
  });
  if (!dish) throw new AppError("not_found", "Dish not found");

  const unitPrice = data.traySize === "large" ? dish.largeTrayPrice : dish.mediumTrayPrice;
  const totalPrice = dollarsToCents(unitPrice.toFixed(2)) * data.quantity;
  const eventDate = isoToUtcDate(data.eventDate);

  const booking = await db.$transaction(async (tx) => {
    await takeSlot(tx, data.catererId, eventDate);
    return tx.booking.create({
      data: {
        catererId: data.catererId,
        userId: a.userId,
        dishId: dish.id,
        dishName: dish.name,
        customerName: data.customerName,
        customerEmail: data.customerEmail,
        customerPhone: data.customerPhone,
        eventDate,
        eventTime: data.eventTime,
        traySize: data.traySize,
        quantity: data.quantity,
        specialRequests: data.specialRequests,
        totalPrice,
      },
      include: bookingInclude,
    });
  });
  return toBookingDto(booking);
}
