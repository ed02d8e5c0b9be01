import "server-only";
import { utcDateToIso } from "@/lib/dates";
import { bookingTotalCents } from "@/lib/money/cents";
import type { CartDto, CartEventDto, CartLineDto } from "@/lib/event-cart/types";
import type { CartDish } from "./cart-dishes";
import { lineProblems } from "./check-lines";
import { kitchenOrders } from "./kitchen-orders";

export const EMPTY_EVENT: CartEventDto = {
  eventDate: null,
  eventTime: null,
  deliveryAddress: null,
  guestCount: null,
  customerName: null,
  customerEmail: null,
  customerPhone: null,
};

type StoredEvent = Omit<CartEventDto, "eventDate"> & { eventDate: Date | string | null };

export function toCartEvent(e: StoredEvent | null): CartEventDto {
  if (!e) return EMPTY_EVENT;
  return {
    eventDate: e.eventDate instanceof Date ? utcDateToIso(e.eventDate) : e.eventDate,
    eventTime: e.eventTime,
    deliveryAddress: e.deliveryAddress,
    guestCount: e.guestCount,
    customerName: e.customerName,
    customerEmail: e.customerEmail,
    customerPhone: e.customerPhone,
  };
}

export type LineSource = {
  id: number | null;
  dish: CartDish;
  traySize: "medium" | "large";
  quantity: number;
  specialRequests: string | null;
};

/** The cart with each line priced and checked against the event's date. */
export async function toCartDto(
  event: CartEventDto,
  lines: LineSource[],
  unknownDishIds: number[] = [],
): Promise<CartDto> {
  const problems = await lineProblems(event, lines);
  const dtos: CartLineDto[] = lines.map((l, i) => ({
    id: l.id,
    dishId: l.dish.id,
    dishName: l.dish.name,
    category: l.dish.category,
    catererId: l.dish.catererId,
    catererName: l.dish.caterer.name,
    traySize: l.traySize,
    quantity: l.quantity,
    specialRequests: l.specialRequests,
    totalCents: bookingTotalCents(l.dish, l.traySize, l.quantity),
    problem: problems[i] ?? null,
  }));
  const kitchens = kitchenOrders(event.deliveryAddress, lines);
  return {
    event,
    lines: dtos,
    kitchens,
    totalCents: dtos.reduce((s, l) => s + l.totalCents, 0),
    deliveryCents: kitchens.reduce((s, k) => s + (k.deliveryFeeCents ?? 0), 0),
    unknownDishIds,
  };
}
