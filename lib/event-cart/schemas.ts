/**
 * Inputs of the event cart (docs/product-rules.md §15): its event, its lines, a visitor's
 * cart merged on sign-in, and the tray planner's guest counts. The event fields reuse the
 * single order's rules (bookingSchema), so a cart checks out exactly what an order accepts.
 */
import { z } from "zod";
import { MAX_CART_LINES, MAX_EVENT_GUESTS } from "@/lib/constants";
import { bookingSchema, orderLineFields } from "@/lib/lines/schemas";
import { idField } from "@/lib/validation/id";
import { strictInteger } from "@/lib/validation/number";
import { optionalText } from "@/lib/validation/fields";

const guestCount = z.preprocess(
  strictInteger,
  z
    .number({ error: "Guest count must be a whole number" })
    .int("Guest count must be a whole number")
    .min(1, "Guest count must be at least 1")
    .max(MAX_EVENT_GUESTS, `Guest count must be at most ${MAX_EVENT_GUESTS}`),
);

const deliveryAddress = z
  .string({ error: "Delivery address is required" })
  .trim()
  .min(1, "Delivery address is required")
  .max(500, "Delivery address must be at most 500 characters");

const b = bookingSchema.shape;

/** The event of a cart as it is being filled: every field optional, null clears it. */
export const cartEventSchema = z.object({
  eventDate: b.eventDate.nullable().optional(),
  eventTime: orderLineFields.eventTime.nullable().optional(),
  deliveryAddress: deliveryAddress.nullable().optional(),
  guestCount: guestCount.nullable().optional(),
  customerName: b.customerName.nullable().optional(),
  customerEmail: b.customerEmail.nullable().optional(),
  customerPhone: optionalText(50),
});

/** The event as checkout needs it: everything but the phone is required. */
export const checkoutEventSchema = z.object({
  eventDate: b.eventDate,
  eventTime: orderLineFields.eventTime,
  deliveryAddress,
  guestCount: z.preprocess((v) => (v === null ? undefined : v), guestCount),
  customerName: b.customerName,
  customerEmail: b.customerEmail,
  customerPhone: optionalText(50),
});

export const cartLineSchema = z.object({
  dishId: idField("Dish is required"),
  traySize: orderLineFields.traySize,
  quantity: orderLineFields.quantity,
  specialRequests: orderLineFields.specialRequests,
});

const lines = z
  .array(cartLineSchema, { error: "Lines must be a list" })
  .max(MAX_CART_LINES, `An event holds at most ${MAX_CART_LINES} lines`);

/** POST /api/cart/lines: one or more lines (the planner adds its whole proposal at once). */
export const addCartLinesSchema = z.object({
  lines: lines.min(1, "Add at least one line"),
});

/** PATCH /api/cart/lines/{id}: any of the line's own fields. */
export const updateCartLineSchema = z.object({
  traySize: orderLineFields.traySize.optional(),
  quantity: orderLineFields.quantity.optional(),
  specialRequests: orderLineFields.specialRequests,
});

/** POST /api/cart/merge and /api/cart/quote: a visitor's cart from the browser. */
export const visitorCartSchema = z.object({
  event: cartEventSchema.optional().nullable(),
  lines,
  /**
   * A fresh key each time the browser's cart changes: a merge sent twice with the same key
   * (the first answer lost to a page change) appends nothing the second time.
   */
  mergeKey: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, "Invalid merge key")
    .optional(),
});
