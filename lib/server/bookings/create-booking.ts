import "server-only";
import type { z } from "zod";
import { unpaidHoldEndsAt } from "@/lib/bookings/rules";
import { isoToUtcDate } from "@/lib/dates";
import { formatEventDate } from "@/lib/format";
import { earliestStart, meetsNotice, noticeMessage } from "@/lib/bookings/lead-time";
import { trayUnits } from "@/lib/bookings/tray-load";
import { bookingTotalCents } from "@/lib/money";
import { bookingSchema } from "@/lib/bookings/schemas";
import { requireActor, type Actor } from "../auth/actor";
import { db } from "../db";
import { AppError } from "../errors";
import { assertTakesOrders, kitchenOwnerSelect } from "../caterers/kitchen-open";
import { consumeRateLimits } from "../rate-limit";
import { parseInput } from "../validation";
import { takeSlot } from "../availability/slots";
import { emailBookingPlaced } from "@/lib/server/email/triggers";
import { bookingInclude, toBookingDto } from "./serialize";
import { assertUnpaidAllowance, TOO_MANY_UNPAID } from "./unpaid-orders";

export { TOO_MANY_UNPAID };

/**
 * Places an order for one dish. The total is the dish's current price for the tray size
 * times the quantity, in cents; a client's totalPrice is ignored. The date's slot is taken
 * in the same transaction as the insert, so a refused date leaves nothing behind. The slot
 * carries the order's tray units, and an order inside the kitchen's notice is refused with
 * the earliest possible date (docs/product-rules.md §11).
 *
 * An unpaid order holds its slot only until `holdExpiresAt` (unpaidHoldEndsAt), after which
 * expireUnpaidHolds() cancels it; a customer's unpaid orders may hold only a few slots
 * (assertUnpaidAllowance, which counts lines), and orders are rate limited per customer and
 * per client address.
 */
export async function createBooking(
  actor: Actor | null,
  input: z.input<typeof bookingSchema>,
  meta: { ipAddress?: string | null } = {},
) {
  const a = requireActor(actor);
  const data = parseInput(bookingSchema, input);
  await consumeRateLimits([
    ["bookingPerUser", a.userId],
    ["bookingPerAddress", meta.ipAddress ?? null],
  ]);
  const dish = await db.dish.findFirst({
    where: { id: data.dishId, catererId: data.catererId },
    select: {
      id: true,
      name: true,
      mediumTrayPrice: true,
      largeTrayPrice: true,
      caterer: {
        select: {
          name: true,
          largeTrayWeight: true,
          minNoticeHours: true,
          longNoticeHours: true,
          longNoticeAboveTrays: true,
          ...kitchenOwnerSelect,
        },
      },
    },
  });
  if (!dish) throw new AppError("not_found", "Dish not found");
  // A closed kitchen takes no new orders (docs/product-rules.md §14).
  assertTakesOrders(dish.caterer);

  // Kitchen load and notice (docs/product-rules.md §11).
  const largeTrayWeight = Number(dish.caterer.largeTrayWeight);
  const units = trayUnits(data.traySize, data.quantity, largeTrayWeight);
  if (!meetsNotice(dish.caterer, units, data.eventDate, data.eventTime)) {
    const message = noticeMessage(earliestStart(dish.caterer, units), formatEventDate);
    throw new AppError("conflict", message, { errors: [{ path: "eventDate", message }] });
  }

  const totalPrice = bookingTotalCents(dish, data.traySize, data.quantity);
  const eventDate = isoToUtcDate(data.eventDate);

  const booking = await db.$transaction(async (tx) => {
    await assertUnpaidAllowance(tx, a.userId, [
      { catererId: data.catererId, catererName: dish.caterer.name, eventDate },
    ]);
    await takeSlot(tx, data.catererId, eventDate, { units, largeTrayWeight });
    const created = await tx.booking.create({
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
        trayUnits: units,
        specialRequests: data.specialRequests,
        totalPrice,
        holdExpiresAt: unpaidHoldEndsAt(new Date(), data.eventDate, data.eventTime),
      },
      include: bookingInclude,
    });
    await emailBookingPlaced(tx, created.id);
    return created;
  });
  return toBookingDto(booking);
}
