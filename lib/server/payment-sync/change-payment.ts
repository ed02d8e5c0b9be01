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
} from "./confirm-payment";
import { currentIntent } from "../money/payments/current-intent";
import { getPaymentProvider } from "../money/payments/get-provider";
import { syncPayment } from "./sync-payment";
import { parseInput } from "../validation";
import { ORDER_NOT_FOUND } from "../orders/scope";

export const CHANGE_NOT_PAYABLE = "This change has nothing to pay";
export const PAYMENT_NOT_FOR_CHANGE = "This payment does not belong to this change";

/** The customer's own change of an order, or 404. */
async function ownChange(a: Actor, orderId: number, changeId: number) {
  const change = await db.orderChange.findFirst({
    where: { id: changeId, orderId, order: { userId: a.userId } },
  });
  if (!change) throw new AppError("not_found", ORDER_NOT_FOUND);
  return change;
}

/**
 * POST /api/orders/{id}/changes/{changeId}/payment-intent -> { clientSecret, amount }: the
 * one intent for an accepted change's difference (docs/product-rules.md §20), for exactly
 * its chargeCents (no tip: the tip went with the order). Only the order's customer; reused
 * while it can take that amount, replaced (the old one cancelled) otherwise.
 */
export async function createChangePaymentIntent(
  actor: Actor | null,
  orderId: number,
  changeId: number,
) {
  const a = requireActor(actor);
  const change = await ownChange(a, orderId, changeId);
  const payable =
    change.status === "accepted" &&
    change.chargeCents > 0 &&
    (change.paymentStatus === "pending" || change.paymentStatus === "failed");
  if (!payable) throw new AppError("conflict", CHANGE_NOT_PAYABLE);
  const amount = change.chargeCents;
  const previousId = change.stripePaymentIntentId;
  const current = await currentIntent(previousId, amount, "usd");
  if (current.kind === "reuse") return { clientSecret: current.intent.clientSecret!, amount };
  if (current.kind === "settled") {
    const { outcome } = await syncPayment(current.intent);
    if (outcome !== "unmatched") throw new AppError("conflict", CHANGE_NOT_PAYABLE);
  }
  const intent = await getPaymentProvider().createIntent({
    amount,
    currency: "usd",
    changeId: change.id,
    idempotencyKey: `change-${change.id}-${change.createdAt.getTime()}-${amount}-${previousId ?? "first"}`,
  });
  if (intent.status !== "open" || intent.changeId !== change.id || !intent.clientSecret) {
    throw new Error(`New intent ${intent.id} for change ${change.id} is ${intent.status}`);
  }
  const { count } = await db.orderChange.updateMany({
    where: { id: change.id, stripePaymentIntentId: previousId, status: "accepted" },
    data: { stripePaymentIntentId: intent.id },
  });
  if (!count) throw new AppError("conflict", "The payment changed meanwhile. Please try again.");
  return { clientSecret: intent.clientSecret, amount };
}

/**
 * POST /api/orders/{id}/changes/{changeId}/payment/confirm {paymentIntentId}, also run by the
 * page the card form returns to: the intent is read again from the provider and recorded
 * by syncPayment (which applies the change); repeating it changes nothing.
 */
export async function confirmChangePayment(
  actor: Actor | null,
  orderId: number,
  changeId: number,
  input: z.input<typeof eventPaymentConfirmSchema>,
) {
  const a = requireActor(actor);
  const { paymentIntentId } = parseInput(eventPaymentConfirmSchema, input);
  await ownChange(a, orderId, changeId);
  const intent = await getPaymentProvider()
    .retrieveIntent(paymentIntentId)
    .catch((error: unknown) => {
      if (error instanceof AppError && error.code === "not_found") return null;
      throw error;
    });
  if (!intent || intent.changeId !== changeId)
    throw new AppError("invalid_input", PAYMENT_NOT_FOR_CHANGE);
  if (intent.currency !== "usd") throw new AppError("invalid_input", PAYMENT_AMOUNT_MISMATCH);
  if (intent.status === "processing") {
    await syncPayment(intent);
    throw new AppError("conflict", PAYMENT_PROCESSING);
  }
  if (intent.status !== "succeeded") throw new AppError("conflict", PAYMENT_NOT_SUCCEEDED);
  const { outcome } = await syncPayment(intent);
  if (outcome === "unmatched") throw new AppError("conflict", PAYMENT_RETURNED);
  return { success: true as const };
}
