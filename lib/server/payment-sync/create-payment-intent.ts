import "server-only";
import type { z } from "zod";
import { bookingAmountDueCents } from "@/lib/money/amounts";
import { paymentBlocker } from "@/lib/money/can-pay";
import { createPaymentIntentSchema } from "@/lib/money/schemas";
import { requireActor, type Actor } from "../actor";
import { db } from "../db";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { currentIntent } from "../money/payments/current-intent";
import { getPaymentProvider } from "../money/payments/get-provider";
import { ownBookingForPayment } from "../money/payments/own-booking-for-payment";
import type { ProviderIntent } from "../money/payments/provider";
import { syncPayment } from "./sync-payment";
import { checkedTip } from "../money/payments/tip";

/**
 * POST /api/create-payment-intent {bookingId, tipCents?} -> { clientSecret }. Only the booking's
 * customer, only while it is unpaid and not cancelled, and never for a line of an event
 * (409 naming the event: the event's one payment pays it); the amount is what the booking
 * owes (bookingAmountDueCents, docs/product-rules.md §16), never a client's number.
 *
 * A booking has at most one intent that can take money: a second call returns the same
 * one, and one that no longer fits is cancelled before a new one is made (currentIntent).
 * The provider's idempotency key is derived from the booking, its amount and the intent it
 * replaces, so two concurrent first calls also get one intent.
 *
 * An optional tip (docs/product-rules.md §19, at most the amount due) is added to the one
 * charge and stored on the booking with the intent it was made for; a changed tip is a new
 * amount, so the open intent is cancelled and replaced like any other amount change.
 */
export async function createPaymentIntent(
  actor: Actor | null,
  input: z.input<typeof createPaymentIntentSchema>,
) {
  const a = requireActor(actor);
  const { bookingId, tipCents } = parseInput(createPaymentIntentSchema, input);
  const booking = await ownBookingForPayment(a, bookingId);
  const blocker = paymentBlocker(booking);
  if (blocker) throw new AppError("conflict", blocker);
  const due = bookingAmountDueCents(booking);
  const tip = checkedTip(tipCents, due);
  const amount = due + tip;

  const previousId = booking.stripePaymentIntentId;
  const current = await currentIntent(previousId, amount, booking.paymentCurrency);
  // Same amount, same price: the tip stored with it is this one.
  if (current.kind === "reuse") return { clientSecret: current.intent.clientSecret! };
  if (current.kind === "settled") {
    // Paid (or being paid) at the provider but not recorded yet: record it, refuse. A
    // payment that cannot pay this order is refunded by syncPayment; then a new one is made.
    const { outcome } = await syncPayment(current.intent);
    if (outcome !== "unmatched") {
      throw new AppError(
        "conflict",
        paymentBlocker({
          status: booking.status,
          paymentStatus: current.intent.status === "processing" ? "processing" : "paid",
        })!,
      );
    }
  }

  const intent: ProviderIntent = await getPaymentProvider().createIntent({
    amount,
    currency: booking.paymentCurrency,
    bookingId: booking.id,
    // createdAt keeps keys unique if a database is ever rebuilt and ids are reused.
    idempotencyKey: `booking-${booking.id}-${booking.createdAt.getTime()}-${amount}-${previousId ?? "first"}`,
  });
  if (intent.status !== "open" || intent.bookingId !== booking.id) {
    throw new Error(`New intent ${intent.id} for booking ${booking.id} is ${intent.status}`);
  }
  const { count } = await db.booking.updateMany({
    where: { id: booking.id, stripePaymentIntentId: previousId },
    data: { stripePaymentIntentId: intent.id, tipCents: tip },
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
