import type { z } from "zod";
import { createPaymentIntentSchema } from "@/lib/validation/payment";
import { requireActor, type Actor } from "../auth/actor";
import { db } from "../db";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { getPaymentProvider } from "./get-provider";
import { paymentBlocker } from "@/lib/payments/can-pay";
import { ownBookingForPayment } from "./payable";
import type { ProviderIntent } from "./provider";
import { syncBookingPayment } from "./sync-booking-payment";

/**
 * POST /api/create-payment-intent {bookingId} -> { clientSecret }. Only the booking's
 * customer, only while it is unpaid and not cancelled; the amount is the booking's stored
 * total in cents (docs/product-rules.md §2), never a client's number.
 *
 * A booking has at most one open intent: a second call returns the same one. The
 * provider's idempotency key is derived from the booking, its amount and the intent it
 * replaces, so two concurrent first calls also get one intent. A new intent is made only
 * when the old one can no longer take this payment (canceled, or the total has changed).
 */
export async function createPaymentIntent(
  actor: Actor | null,
  input: z.input<typeof createPaymentIntentSchema>,
) {
  const a = requireActor(actor);
  const { bookingId } = parseInput(createPaymentIntentSchema, input);
  const booking = await ownBookingForPayment(a, bookingId);
  const blocker = paymentBlocker(booking);
  if (blocker) throw new AppError("conflict", blocker);

  const provider = getPaymentProvider();
  const previousId = booking.stripePaymentIntentId;
  if (previousId) {
    const existing = await provider.retrieveIntent(previousId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "not_found") return null;
      throw error;
    });
    if (existing) {
      const reusable =
        (existing.status === "open" || existing.status === "failed") &&
        existing.amount === booking.totalPrice &&
        existing.currency === booking.paymentCurrency;
      if (reusable && existing.clientSecret) return { clientSecret: existing.clientSecret };
      if (existing.status === "succeeded" || existing.status === "processing") {
        // Paid (or being paid) at the provider but not recorded yet: record it, refuse.
        await syncBookingPayment(existing);
        throw new AppError(
          "conflict",
          paymentBlocker({
            status: booking.status,
            paymentStatus: existing.status === "processing" ? "processing" : "paid",
          })!,
        );
      }
    }
  }

  const intent: ProviderIntent = await provider.createIntent({
    amount: booking.totalPrice,
    currency: booking.paymentCurrency,
    bookingId: booking.id,
    // createdAt keeps keys unique if a database is ever rebuilt and ids are reused.
    idempotencyKey: `booking-${booking.id}-${booking.createdAt.getTime()}-${booking.totalPrice}-${previousId ?? "first"}`,
  });
  if (intent.status !== "open" || intent.bookingId !== booking.id) {
    throw new Error(`New intent ${intent.id} for booking ${booking.id} is ${intent.status}`);
  }
  const { count } = await db.booking.updateMany({
    where: { id: booking.id, stripePaymentIntentId: previousId },
    data: { stripePaymentIntentId: intent.id },
  });
  if (count === 0) {
    // Another request stored an intent first; with the same key it is this one.
    const now = await db.booking.findUniqueOrThrow({ where: { id: booking.id } });
    if (now.stripePaymentIntentId !== intent.id) {
      throw new AppError("conflict", "The payment changed meanwhile. Please try again.");
    }
  }
  if (!intent.clientSecret) throw new Error(`Intent ${intent.id} has no client secret`);
  return { clientSecret: intent.clientSecret };
}
