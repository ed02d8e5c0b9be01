import "server-only";
import { unpaidHoldEndsAt } from "@/lib/lines/rules";
import { isoToUtcDate } from "@/lib/dates";
import { TRAY_SIZES } from "@/lib/constants";
import type { CheckedOutEventDto } from "@/lib/event-cart/types";
import { checkoutEventSchema } from "@/lib/event-cart/schemas";
import { requireActor, type Actor } from "../actor";
import { lineRefusal, placeOrder, priceLine } from "../lines/place-line";
import { OWN_KITCHEN_ORDER, ownsKitchen } from "../lines/own-kitchen";
import { assertUnpaidAllowance } from "../lines/unpaid-orders";
import { db } from "../db";
import { AppError } from "../errors";
import { consumeRateLimits } from "../rate-limit";
import { parseInput } from "../validation";
import { lockCheckoutCart } from "./lock-checkout-cart";
import { kitchenOrders } from "./kitchen-orders";
import { splitCentsByAmount } from "@/lib/money/amounts";
import { toCartEvent } from "./serialize";

export const CART_EMPTY = "Your event cart is empty";

/** How a refused line is named in checkout's message: "Lasagna (Nonna's Table), 2 × Large Tray". */
export function lineLabel(line: {
  dishName: string;
  catererName: string;
  quantity: number;
  traySize: "medium" | "large";
}) {
  return `${line.dishName} (${line.catererName}), ${line.quantity} × ${TRAY_SIZES[line.traySize].label}`;
}

/**
 * POST /api/cart/checkout (docs/product-rules.md §15, §20): the cart becomes one event with
 * one order per kitchen and one booking per line, in one transaction, or nothing at all.
 * Each kitchen's order is placed by placeOrder, as a single order is: priced by the server,
 * a closed kitchen or the kitchen's notice refused (lineRefusal), the date's one slot and
 * each line's tray units taken by takeSlotSql's conditional upsert in the statements that
 * insert them. A line the date cannot take rolls everything back, and the message names
 * that line.
 *
 * Slots are taken in caterer order, so two checkouts competing for the same kitchens lock
 * their availability rows in the same order and cannot deadlock. Each order counts against
 * the customer's unpaid allowance with its trays (assertUnpaidAllowance); the lines hold
 * their slots until one shared hold end. Rate limited like single orders (one checkout is
 * one order attempt).
 */
export async function checkoutCart(
  actor: Actor | null,
  meta: { ipAddress?: string | null } = {},
): Promise<CheckedOutEventDto> {
  const a = requireActor(actor);
  await consumeRateLimits([
    ["bookingPerUser", a.userId],
    ["bookingPerAddress", meta.ipAddress ?? null],
  ]);
  return db.$transaction(async (tx) => {
    const cart = await lockCheckoutCart(tx, a.userId);
    if (!cart || !cart.lines.length) throw new AppError("conflict", CART_EMPTY);
    const event = parseInput(checkoutEventSchema, toCartEvent(cart));
    const eventDate = isoToUtcDate(event.eventDate);
    const now = new Date();

    const lines = cart.lines.map((l, index) => ({
      index,
      line: l,
      priced: priceLine(l.dish, l.traySize, l.quantity),
      label: lineLabel({
        dishName: l.dish.name,
        catererName: l.dish.caterer.name,
        quantity: l.quantity,
        traySize: l.traySize,
      }),
    }));
    const refuse = (
      l: (typeof lines)[number],
      message: string,
      code: "conflict" | "forbidden" = "conflict",
    ): never => {
      const text = `${l.label}: ${message}`;
      throw new AppError(code, text, {
        errors: [{ path: `lines.${l.index}`, message: text }],
      });
    };
    // A line of the owner's own kitchen (added before the rule), a kitchen closed since
    // the line was added, or the event inside its notice.
    for (const l of lines) {
      if (ownsKitchen(a.userId, l.line.dish.caterer)) refuse(l, OWN_KITCHEN_ORDER, "forbidden");
      const refusal = lineRefusal(l.priced, event, now);
      if (refusal) refuse(l, refusal.message);
    }

    // Each kitchen's order reaches its minimum and the address's ZIP (§23): the message
    // names the kitchen, as the cart shows it.
    const kitchenOrderList = kitchenOrders(event.deliveryAddress, cart.lines);
    for (const k of kitchenOrderList) {
      if (!k.problem) continue;
      const text = `${k.catererName}: ${k.problem}`;
      throw new AppError("conflict", text, {
        errors: [{ path: `kitchens.${k.catererId}`, message: text }],
      });
    }

    // One order per kitchen (docs/product-rules.md §20): each takes one slot, and the
    // unpaid allowance counts orders and trays.
    const kitchens = [...new Set(lines.map((l) => l.line.dish.catererId))].sort((x, y) => x - y);
    const byKitchen = kitchens.map((catererId) =>
      lines.filter((l) => l.line.dish.catererId === catererId),
    );
    await assertUnpaidAllowance(
      tx,
      a.userId,
      byKitchen.map((group) => ({
        catererId: group[0]!.line.dish.catererId,
        catererName: group[0]!.line.dish.caterer.name,
        eventDate,
        units: group.reduce((s, l) => s + l.priced.units, 0),
        lineIndex: group[0]!.index,
      })),
    );
    const totalPrice = lines.reduce((s, l) => s + l.priced.totalPrice, 0);
    const created = await tx.cateringEvent.create({
      data: {
        userId: a.userId,
        eventDate,
        eventTime: event.eventTime,
        deliveryAddress: event.deliveryAddress,
        guestCount: event.guestCount,
        customerName: event.customerName,
        customerEmail: event.customerEmail,
        customerPhone: event.customerPhone,
        totalPrice,
      },
    });
    const holdExpiresAt = unpaidHoldEndsAt(now, event.eventDate, event.eventTime);
    const bookingIds = new Map<number, number>();
    let deliveryCents = 0;
    // Kitchens in id order: two checkouts competing for the same kitchens lock their dates'
    // rows in the same order and cannot deadlock.
    for (const group of byKitchen) {
      const { bookings } = await placeOrder(
        tx,
        group.map((l) => ({ ...l.priced, specialRequests: l.line.specialRequests })),
        {
          userId: a.userId,
          customerName: event.customerName,
          customerEmail: event.customerEmail,
          customerPhone: event.customerPhone,
          eventDate: event.eventDate,
          eventTime: event.eventTime,
          holdExpiresAt,
          eventId: created.id,
          deliveryAddress: event.deliveryAddress,
          guestCount: event.guestCount,
        },
        {
          // The date refused this line: the message names it; everything rolls back.
          refuse: (i, error) => refuse(group[i]!, error.message),
          inbox: group[0]!.line.inbox,
        },
      );
      group.forEach((l, i) => bookingIds.set(l.index, bookings[i]!.id));
      // The zone's delivery fee is charged with the order (§23): each line carries its share
      // by price (the shares add up to the fee exactly), so a refunded line returns its own.
      const fee = kitchenOrderList.find(
        (k) => k.catererId === group[0]!.line.dish.catererId,
      )?.deliveryFeeCents;
      if (fee) {
        const shares = splitCentsByAmount(
          fee,
          group.map((l) => l.priced.totalPrice),
        );
        for (const [i, booking] of bookings.entries()) {
          if (shares[i]) {
            await tx.booking.update({
              where: { id: booking.id },
              data: { deliveryFeeCents: shares[i] },
            });
          }
        }
        deliveryCents += fee;
      }
    }
    await tx.eventCart.delete({ where: { id: cart.id } });
    return {
      eventId: created.id,
      bookingIds: lines.map((l) => bookingIds.get(l.index)!),
      totalCents: totalPrice,
      deliveryCents,
    };
  });
}
