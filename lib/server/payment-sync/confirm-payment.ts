import "server-only";
import type { z } from "zod";
import { lineChargeCents } from "@/lib/money/amounts";
import { paymentSuccessSchema } from "@/lib/money/schemas";
import { requireActor, type Actor } from "../actor";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { getPaymentProvider } from "../money/payments/get-provider";
import { ownBookingForPayment } from "../money/payments/own-booking-for-payment";
import { paidThroughEvent } from "@/lib/money/can-pay";
import { syncPayment } from "./sync-payment";

export const PAYMENT_NOT_FOR_BOOKING = "This payment does not belong to this booking";
export const PAYMENT_AMOUNT_MISMATCH = "The payment amount does not match the booking";
export const PAYMENT_NOT_SUCCEEDED = "The payment has not succeeded";
export const PAYMENT_PROCESSING = "The payment is still processing";
export const PAYMENT_RETURNED =
  "This payment could not be applied to your order, so it was refunded in full. Please pay again from My Orders.";

/**
 * POST /api/payment/success {paymentIntentId, bookingId} -> { success: true }, also run by
 * the /payment/success page. The browser's word is not trusted: the intent is read again
 * from the provider and must be the booking's intent, have succeeded, and carry the
 * booking's amount, currency and id. Every refusal happens before anything is written;
 * repeating a successful confirmation changes nothing.
 */
export async function confirmPayment(
  actor: Actor | null,
  input: z.input<typeof paymentSuccessSchema>,
) {
  const a = requireActor(actor);
  const { paymentIntentId, bookingId } = parseInput(paymentSuccessSchema, input);
  const booking = await ownBookingForPayment(a, bookingId);
  // A line of an event is paid with its event (docs/product-rules.md §16).
  if (booking.eventId !== null) throw new AppError("conflict", paidThroughEvent(booking.eventId));
  if (booking.stripePaymentIntentId !== paymentIntentId) {
    throw new AppError("invalid_input", PAYMENT_NOT_FOR_BOOKING);
  }
  const intent = await getPaymentProvider().retrieveIntent(paymentIntentId);
  if (intent.bookingId !== booking.id) throw new AppError("invalid_input", PAYMENT_NOT_FOR_BOOKING);
  // The one charge is the price, delivery fee and tip stored with this intent (§19, §23).
  const charged = lineChargeCents(booking);
  if (intent.amount !== charged || intent.currency !== booking.paymentCurrency) {
    throw new AppError("invalid_input", PAYMENT_AMOUNT_MISMATCH);
  }
  if (intent.status === "processing") throw new AppError("conflict", PAYMENT_PROCESSING);
  if (intent.status !== "succeeded") throw new AppError("conflict", PAYMENT_NOT_SUCCEEDED);
  const { outcome } = await syncPayment(intent);
  if (outcome === "unmatched") throw new AppError("conflict", PAYMENT_RETURNED);
  return { success: true as const };
}
