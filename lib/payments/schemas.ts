/** Inputs of the payment endpoints. */
import { z } from "zod";
import { idField } from "@/lib/validation/id";

export const BOOKING_ID_REQUIRED = "Booking ID is required";
export const PAYMENT_INTENT_REQUIRED = "Payment intent ID is required";

/** A booking id as a number (the spec's clients send one), or its strict decimal text. */
const bookingId = idField(BOOKING_ID_REQUIRED);

/** POST /api/create-payment-intent. */
export const createPaymentIntentSchema = z.object({ bookingId });

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
