import type { BookingDto } from "@/lib/lines/types";

/** The event cart as the pages and GET /api/cart see it (docs/product-rules.md §15). */
export type CartEventDto = {
  eventDate: string | null;
  eventTime: string | null;
  deliveryAddress: string | null;
  guestCount: number | null;
  customerName: string | null;
  customerEmail: string | null;
  customerPhone: string | null;
};

export type CartLineDto = {
  /** Null in a visitor's cart (it lives in the browser until sign-in). */
  id: number | null;
  dishId: number;
  dishName: string;
  category: string;
  catererId: number;
  catererName: string;
  traySize: "medium" | "large";
  quantity: number;
  specialRequests: string | null;
  /** Cents: the dish's current price for the tray size times the quantity. */
  totalCents: number;
  /** Why the event's date cannot take this line now, or null (also when no date is set). */
  problem: string | null;
};

/**
 * One kitchen's share of the cart: its order at checkout (docs/product-rules.md §23). Reach
 * is how the kitchen gets the food to the ZIP the delivery address ends with ("no_zip":
 * the address has none).
 */
export type CartKitchenDto = {
  catererId: number;
  catererName: string;
  subtotalCents: number;
  minOrderCents: number | null;
  /** Cents the kitchen's order lacks to its minimum (0: enough or no minimum). */
  missingCents: number;
  zip: string | null;
  reach: "delivery" | "pickup" | "area_not_set" | "none" | "no_zip";
  /**
   * The delivery fee of the zone that covers the ZIP, charged with the kitchen's order
   * (additive, §23); null when the kitchen does not deliver there (pickup, no ZIP, area not
   * set, outside its zones): nothing is charged for delivery then.
   */
  deliveryFeeCents: number | null;
  /** Why checkout refuses this kitchen's order as it is, or null. */
  problem: string | null;
};

export type CartDto = {
  event: CartEventDto;
  lines: CartLineDto[];
  /** Each kitchen's order, in the order its first line was added (additive). */
  kitchens: CartKitchenDto[];
  /** The food: every line's price. */
  totalCents: number;
  /** The kitchens' delivery fees (additive, §23): due at checkout beside totalCents. */
  deliveryCents: number;
  /** Lines that named a dish which no longer exists (dropped from the answer). */
  unknownDishIds: number[];
};

/** What checkout answers: the event with one booking per line. */
export type CheckedOutEventDto = {
  eventId: number;
  bookingIds: number[];
  totalCents: number;
  /** The kitchens' delivery fees, charged with the event's payment (additive, §23). */
  deliveryCents: number;
};

/** A checked-out event with its lines, as My Orders and GET /api/events/{id} show it. */
export type EventDto = {
  id: number;
  eventDate: string;
  eventTime: string;
  /** Null only for an event made from a single-dish order that gained a dish (§20). */
  deliveryAddress: string | null;
  guestCount: number | null;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  /** Cents: the sum of the lines when checked out. */
  totalPrice: number;
  /** The event's one payment state. */
  paymentStatus: "pending" | "processing" | "paid" | "failed" | "refunded";
  paidAt: string | null;
  createdAt: string;
  bookings: BookingDto[];
};
