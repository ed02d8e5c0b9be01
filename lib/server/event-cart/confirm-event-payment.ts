import "server-only";
import type { z } from "zod";
import { eventPaymentConfirmSchema } from "@/lib/money/schemas";
import { requireActor, type Actor } from "../actor";
import { db } from "../db";
import { AppError } from "../errors";
import {
  PAYMENT_AMOUNT_MISMATCH,
  PAYMENT_NOT_SUCCEEDED,
  PAYMENT_PROCESSING,
  PAYMENT_RETURNED,
} from "../payment-sync/confirm-payment";
import { getPaymentProvider } from "../money/payments/get-provider";
import { syncPayment } from "../payment-sync/sync-payment";
import { parseInput } from "../validation";
import { EVENT_NOT_FOUND } from "./my-events";

export const PAYMENT_NOT_FOR_EVENT = "This payment does not belong to this event";

/**
 * POST /api/events/{id}/payment/confirm {paymentIntentId} -> { success: true }, also run by
 * the /events/{id}/paid page that Stripe returns the customer to (docs/product-rules.md
 * §16). Like confirmPayment for a single order: the browser's word is not trusted, the
 * intent is read again from the provider and recorded by syncPayment, and repeating it
 * changes nothing. A payment that could not be applied is refunded, and the customer is
 * told so (409).
 */
export async function confirmEventPayment(
  actor: Actor | null,
  eventId: number,
  input: z.input<typeof eventPaymentConfirmSchema>,
) {
  const a = requireActor(actor);
  const { paymentIntentId } = parseInput(eventPaymentConfirmSchema, input);
  const event = await db.cateringEvent.findFirst({
    where: { id: eventId, userId: a.userId },
    select: { id: true, paymentCurrency: true },
  });
  if (!event) throw new AppError("not_found", EVENT_NOT_FOUND);
  const intent = await getPaymentProvider()
    .retrieveIntent(paymentIntentId)
    .catch((error: unknown) => {
      if (error instanceof AppError && error.code === "not_found") return null;
      throw error;
    });
  if (!intent || intent.eventId !== event.id) {
    throw new AppError("invalid_input", PAYMENT_NOT_FOR_EVENT);
  }
  if (intent.currency !== event.paymentCurrency) {
    throw new AppError("invalid_input", PAYMENT_AMOUNT_MISMATCH);
  }
  if (intent.status === "processing") {
    await syncPayment(intent);
    throw new AppError("conflict", PAYMENT_PROCESSING);
  }
  if (intent.status !== "succeeded") throw new AppError("conflict", PAYMENT_NOT_SUCCEEDED);
  const { outcome } = await syncPayment(intent);
  if (outcome === "unmatched") throw new AppError("conflict", PAYMENT_RETURNED);
  return { success: true as const };
}
