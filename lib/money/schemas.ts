/** Inputs of the payment endpoints. */
import { z } from "zod";
import { idField } from "@/lib/validation/id";

export const BOOKING_ID_REQUIRED = "Booking ID is required";
export const PAYMENT_INTENT_REQUIRED = "Payment intent ID is required";

/** A booking id as a number (the spec's clients send one), or its strict decimal text. */
const bookingId = idField(BOOKING_ID_REQUIRED);

export const TIP_INVALID = "A tip must be an amount in whole cents, 0 or more";
/** A fixed ceiling on any tip ($10,000); the domain also caps it at the amount due. */
export const TIP_CEILING_CENTS = 1_000_000;

/**
 * An optional tip in integer cents (docs/product-rules.md §19); absent means none, so the
 * spec's clients that send no tip are charged exactly the order.
 */
export const tipCentsField = z
  .number({ error: TIP_INVALID })
  .int(TIP_INVALID)
  .min(0, TIP_INVALID)
  .max(TIP_CEILING_CENTS, TIP_INVALID)
  .optional();

/** POST /api/create-payment-intent. */
export const createPaymentIntentSchema = z.object({ bookingId, tipCents: tipCentsField });

/** POST /api/events/{id}/payment-intent (the body is optional). */
export const eventPaymentIntentSchema = z.object({ tipCents: tipCentsField });

/** The refusal of a tip over the amount due (maxTipCents). */
export const tipTooLarge = (maxLabel: string) =>
  `A tip can be at most the order's amount (${maxLabel})`;

/** POST /api/payment/success. */
export const paymentSuccessSchema = z.object({
  paymentIntentId: z
    .string({ error: PAYMENT_INTENT_REQUIRED })
    .trim()
    .min(1, PAYMENT_INTENT_REQUIRED)
    .max(255, PAYMENT_INTENT_REQUIRED),
  bookingId,
});

/** POST /api/events/{id}/payment/confirm: what Stripe's return URL carries back. */
export const eventPaymentConfirmSchema = z.object({
  paymentIntentId: paymentSuccessSchema.shape.paymentIntentId,
});

/** POST /api/test-payments/confirm: the test-mode card form. */
export const testCardSchema = z.object({
  clientSecret: z
    .string({ error: "Payment is required" })
    .trim()
    .min(1, "Payment is required")
    .max(255),
  number: z.string({ error: "Your card number is incomplete." }).max(40),
  expiry: z.string({ error: "Your card's expiration date is incomplete." }).max(10),
  cvc: z.string({ error: "Your card's security code is incomplete." }).max(10),
});
