import { UNPAID_PAYMENT_STATUSES } from "@/lib/booking-rules";
import { eventPaymentBlocker } from "@/lib/payments/event-payment";
import { requireActor, type Actor } from "../auth/actor";
import { db } from "../db";
import { AppError } from "../errors";
import { getPaymentProvider } from "../payments/get-provider";
import type { ProviderIntent } from "../payments/provider";
import { syncEventPayment } from "./sync-event-payment";
import { EVENT_NOT_FOUND } from "./my-events";

/**
 * POST /api/events/{id}/payment-intent -> { clientSecret, amount }: the event's one
 * PaymentIntent (docs/product-rules.md §15), for the sum of its lines that are not
 * cancelled, in cents from the bookings (never a client's number). Only the customer who
 * checked out; anyone else 404. Like createPaymentIntent, an event has at most one open
 * intent: it is reused while it can still take this amount, and the idempotency key is
 * derived from the event, the amount and the intent it replaces. The intent's id is
 * recorded on the event and on every booking it pays for.
 */
export async function createEventPaymentIntent(actor: Actor | null, eventId: number) {
  const a = requireActor(actor);
  const event = await db.cateringEvent.findFirst({
    where: { id: eventId, userId: a.userId },
    include: {
      bookings: { select: { id: true, status: true, paymentStatus: true, totalPrice: true } },
    },
  });
  if (!event) throw new AppError("not_found", EVENT_NOT_FOUND);
  const blocker = eventPaymentBlocker(event);
  if (blocker) throw new AppError("conflict", blocker);
  const payable = event.bookings.filter(
    (b) =>
      b.status !== "cancelled" &&
      (UNPAID_PAYMENT_STATUSES as readonly string[]).includes(b.paymentStatus),
  );
  const amount = payable.reduce((s, b) => s + b.totalPrice, 0);

  const provider = getPaymentProvider();
  const previousId = event.stripePaymentIntentId;
  if (previousId) {
    const existing = await provider.retrieveIntent(previousId).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "not_found") return null;
      throw error;
    });
    if (existing) {
      const reusable =
        (existing.status === "open" || existing.status === "failed") &&
        existing.amount === amount &&
        existing.currency === event.paymentCurrency;
      if (reusable && existing.clientSecret) {
        return { clientSecret: existing.clientSecret, amount };
      }
      if (existing.status === "succeeded" || existing.status === "processing") {
        await syncEventPayment(existing);
        throw new AppError(
          "conflict",
          eventPaymentBlocker({
            ...event,
            paymentStatus: existing.status === "processing" ? "processing" : "paid",
          })!,
        );
      }
    }
  }

  const intent: ProviderIntent = await provider.createIntent({
    amount,
    currency: event.paymentCurrency,
    eventId: event.id,
    idempotencyKey: `event-${event.id}-${event.createdAt.getTime()}-${amount}-${previousId ?? "first"}`,
  });
  if (intent.status !== "open" || intent.eventId !== event.id) {
    throw new Error(`New intent ${intent.id} for event ${event.id} is ${intent.status}`);
  }
  const stored = await db.$transaction(async (tx) => {
    const { count } = await tx.cateringEvent.updateMany({
      where: { id: event.id, stripePaymentIntentId: previousId },
      data: { stripePaymentIntentId: intent.id },
    });
    if (count === 0) return false;
    // The intent pays exactly these lines: the ones it was summed from.
    await tx.booking.updateMany({
      where: { id: { in: payable.map((b) => b.id) }, eventId: event.id },
      data: { stripePaymentIntentId: intent.id },
    });
    return true;
  });
  if (!stored) {
    const now = await db.cateringEvent.findUniqueOrThrow({ where: { id: event.id } });
    if (now.stripePaymentIntentId !== intent.id) {
      throw new AppError("conflict", "The payment changed meanwhile. Please try again.");
    }
  }
  if (!intent.clientSecret) throw new Error(`Intent ${intent.id} has no client secret`);
  return { clientSecret: intent.clientSecret, amount };
}
