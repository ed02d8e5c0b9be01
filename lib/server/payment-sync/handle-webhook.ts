import "server-only";
import { db } from "../db";
import { AppError } from "../errors";
import { getPaymentProvider } from "../money/payments/get-provider";
import { syncPayment } from "./sync-payment";
import { syncConnectedAccount } from "../money/payouts/sync-account";
import { DISPUTE_EVENTS, handleDisputeEvent } from "../money/disputes/handle-dispute-event";

export const HANDLED_EVENTS = new Set([
  "payment_intent.succeeded",
  "payment_intent.payment_failed",
  "payment_intent.processing",
  "charge.refunded",
  "account.updated",
  ...DISPUTE_EVENTS,
]);

/**
 * POST /api/webhooks/stripe. The signature is checked on the raw body (400 when it does
 * not match, and nothing changes). A handled event is only a prompt: the intent is read
 * again from the provider and recorded by syncPayment, the same function that
 * payment/success uses, so events arriving late or out of order cannot move a payment
 * backwards. Each event id is stored with its change and processed once.
 */
export async function handlePaymentWebhook(rawBody: Buffer, signature: string | null) {
  const provider = getPaymentProvider();
  const event = provider.parseWebhook(rawBody, signature);
  if (event.type === "account.updated" && event.accountId) {
    return handleAccountUpdated(event.id, event.type, event.accountId);
  }
  if (DISPUTE_EVENTS.has(event.type) && event.disputeId) {
    return handleDisputeEvent(event.id, event.type, event.disputeId);
  }
  if (!HANDLED_EVENTS.has(event.type) || !event.intentId) {
    return { received: true, handled: false };
  }
  // Cheap early answer for a redelivery; the transaction in syncPayment decides.
  if (await db.processedWebhookEvent.findUnique({ where: { id: event.id } })) {
    return { received: true, handled: true, duplicate: true };
  }
  let intent;
  try {
    intent = await provider.retrieveIntent(event.intentId);
  } catch (error) {
    // Not an intent of this account: acknowledge, there is nothing to record.
    if (error instanceof AppError && error.code === "not_found")
      return { received: true, handled: false };
    throw error; // provider unavailable: 502, and Stripe delivers the event again later
  }
  const { outcome } = await syncPayment(intent, { id: event.id, type: event.type });
  return { received: true, handled: true, duplicate: outcome === "duplicate" };
}

/**
 * account.updated (Connect): a kitchen's onboarding moved on. Only a prompt: the account is
 * read again from the provider, and recorded once per event id (docs/product-rules.md §19).
 */
async function handleAccountUpdated(id: string, type: string, accountId: string) {
  if (await db.processedWebhookEvent.findUnique({ where: { id } })) {
    return { received: true, handled: true, duplicate: true };
  }
  let account;
  try {
    account = await getPaymentProvider().retrieveAccount(accountId);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found")
      return { received: true, handled: false };
    throw error;
  }
  const { duplicate, catererId } = await syncConnectedAccount(account, { id, type });
  return { received: true, handled: catererId !== null || duplicate, duplicate };
}
