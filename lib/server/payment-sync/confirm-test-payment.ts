import "server-only";
import type { z } from "zod";
import { testCardSchema } from "@/lib/money/schemas";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { getPaymentProvider } from "../money/payments/get-provider";
import { PAYMENT_RETURNED } from "./confirm-payment";
import { syncPayment } from "./sync-payment";

/**
 * POST /api/test-payments/confirm: the test-mode card form charges a test card, as
 * Stripe.js does with Stripe. Like Stripe, the client secret is the authority to pay.
 * The outcome is recorded at once through syncPayment (what Stripe's webhook does
 * later), and a declined card answers 402 with the card error. 404 when the active
 * provider takes real cards.
 */
export async function confirmTestPayment(input: z.input<typeof testCardSchema>) {
  const provider = getPaymentProvider();
  if (!provider.confirmTestCard) throw new AppError("not_found", "Test payments are not enabled");
  const card = parseInput(testCardSchema, input);
  const intent = await provider.confirmTestCard(card);
  const { outcome } = await syncPayment(intent);
  if (outcome === "unmatched") throw new AppError("conflict", PAYMENT_RETURNED);
  if (intent.status === "failed") {
    throw new AppError("payment_failed", intent.lastError ?? "Your card was declined.");
  }
  return { paymentIntentId: intent.id, status: intent.status };
}
