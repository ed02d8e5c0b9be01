/**
 * The inputs of kitchen orders (docs/product-rules.md §20), shared by the forms and the
 * server: a change to an order, and the kitchen's decline.
 */
import { z } from "zod";
import { MAX_TRAYS_PER_ORDER } from "@/lib/constants";
import { idField } from "@/lib/validation/id";
import { strictInteger } from "@/lib/validation/number";
import { orderLineFields } from "@/lib/lines/schemas";

export const MAX_ORDER_LINES = 20;
export const DECLINE_REASON_REQUIRED = "Please provide a reason for declining";
/** The spec's message: declining an order is cancelling it. */
/** A kitchen that cancels or declines says why (product-rules §4). */
export const CANCEL_REASON_REQUIRED = "Please provide a reason for cancellation";

/**
 * A change: the order's lines as the customer wants them. A line with `lineId` changes that
 * line (quantity 0 removes it); a line without one adds a dish of the same kitchen. Lines
 * not named stay as they are.
 */
export const orderChangeSchema = z.object({
  guestCount: z
    .preprocess(
      (v) => (v === "" || v === null || v === undefined ? undefined : strictInteger(v)),
      z
        .number({ error: "Guests must be a whole number from 1 to 500" })
        .int("Guests must be a whole number from 1 to 500")
        .min(1, "Guests must be a whole number from 1 to 500")
        .max(500, "Guests must be a whole number from 1 to 500"),
    )
    .optional(),
  lines: z
    .array(
      z.object({
        lineId: idField("Invalid line").optional(),
        dishId: idField("Dish is required"),
        traySize: orderLineFields.traySize,
        quantity: z.preprocess(
          strictInteger,
          z
            .number({ error: "Quantity must be a whole number from 0 to 10" })
            .int("Quantity must be a whole number from 0 to 10")
            .min(0, "Quantity must be a whole number from 0 to 10")
            .max(MAX_TRAYS_PER_ORDER, "Maximum 10 trays per order"),
        ),
        specialRequests: orderLineFields.specialRequests,
      }),
      { error: "Lines must be a list" },
    )
    .max(MAX_ORDER_LINES, `An order has at most ${MAX_ORDER_LINES} dishes`)
    .default([]),
  note: z
    .string()
    .trim()
    .max(1000, "The note must be at most 1000 characters")
    .optional()
    .nullable()
    .transform((v) => v || null),
});
export type OrderChangeInput = z.input<typeof orderChangeSchema>;

/** A reason the customer reads, required with the given message. */
function reasonSchema(required: string) {
  return z.object({
    reason: z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(2000, "The reason must be at most 2000 characters"),
  });
}

/** The kitchen declines an order: the spec's cancellation, whose reason is required. */
export const declineOrderSchema = reasonSchema(CANCEL_REASON_REQUIRED);
/** The kitchen declines a change: the order stays as it was. */
export const declineChangeSchema = reasonSchema(DECLINE_REASON_REQUIRED);
export type DeclineInput = z.input<typeof declineOrderSchema>;

/** The kitchen sends the food out, with an optional note for the customer (§24). */
export const outForDeliverySchema = z.object({
  note: z
    .string({ error: "The note must be text" })
    .trim()
    .max(500, "The note must be at most 500 characters")
    .optional()
    .nullable()
    .transform((v) => v || null),
});
export type OutForDeliveryInput = z.input<typeof outForDeliverySchema>;
