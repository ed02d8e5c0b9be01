import "server-only";
import type { z } from "zod";
import { unpaidHoldEndsAt } from "@/lib/lines/rules";
import { bookingSchema } from "@/lib/lines/schemas";
import { requireActor, type Actor } from "../actor";
import { db } from "../db";
import { AppError } from "../errors";
import { consumeRateLimits } from "../rate-limit";
import { parseInput } from "../validation";
import { assertNotOwnKitchen } from "./own-kitchen";
import { lineRefusal, placeOrder, priceLine, readLineDish } from "./place-line";
import { toBookingDto } from "./serialize";
import { TOO_MANY_UNPAID } from "./unpaid-orders";

export { TOO_MANY_UNPAID };

/**
 * POST /api/bookings, "Order This Dish": a one-line order (docs/product-rules.md §20),
 * placed by placeOrder as a cart checkout places each kitchen's order (priced by the
 * server, a client's totalPrice ignored; a closed kitchen or an event inside the kitchen's
 * notice refused with the earliest possible date; the date's slot and tray units taken in
 * the same statement as the insert, so a refused date leaves nothing behind;
 * docs/product-rules.md §11). Answers the line, as the spec's booking, with its orderId.
 *
 * An unpaid order holds its slot only until `holdExpiresAt` (unpaidHoldEndsAt), after which
 * expireUnpaidHolds() cancels it; a customer's unpaid orders may hold only a few slots and
 * trays (checkUnpaidAllowance, in placeOrder's statement), and orders are rate limited per
 * customer and per client address.
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
  const found = await readLineDish(data.catererId, data.dishId);
  if (!found) throw new AppError("not_found", "Dish not found");
  const { dish, inbox } = found;
  assertNotOwnKitchen(a.userId, dish.caterer);
  const line = priceLine(dish, data.traySize, data.quantity);
  // A closed kitchen, or an event inside the kitchen's notice (product-rules §11, §14).
  const refusal = lineRefusal(line, data);
  if (refusal) {
    const { message, path } = refusal;
    throw new AppError("conflict", message, path ? { errors: [{ path, message }] } : undefined);
  }

  const { bookings } = await db.$transaction((tx) =>
    placeOrder(
      tx,
      [{ ...line, specialRequests: data.specialRequests }],
      {
        userId: a.userId,
        customerName: data.customerName,
        customerEmail: data.customerEmail,
        customerPhone: data.customerPhone,
        eventDate: data.eventDate,
        eventTime: data.eventTime,
        holdExpiresAt: unpaidHoldEndsAt(new Date(), data.eventDate, data.eventTime),
      },
      { allowance: true, inbox },
    ),
  );
  // The DTO from what is already in hand: the inserted row, its dish and kitchen.
  return toBookingDto({ ...bookings[0]!, dish, caterer: dish.caterer, event: null });
}
