import "server-only";
import { AppError } from "../../errors";
import { getPaymentProvider } from "./get-provider";
import type { ProviderIntent } from "./provider";

export type CurrentIntent =
  /** The open intent can take this payment: hand out its client secret again. */
  | { kind: "reuse"; intent: ProviderIntent }
  /** Money moved (or is moving) on it: record it before anything else. */
  | { kind: "settled"; intent: ProviderIntent }
  /** None, or one that can no longer be paid: make a new one. */
  | { kind: "replace" };

/**
 * What to do with the intent an order or event carries now, before handing out a client
 * secret (docs/product-rules.md §16). An order has at most one intent that can take money:
 * one that no longer fits (the amount changed) is cancelled at the provider before a new
 * one is made, so a page still holding its client secret can never pay it. If the customer
 * paid it meanwhile, the cancellation fails and the payment is reported as settled, to be
 * recorded.
 */
export async function currentIntent(
  previousId: string | null,
  amount: number,
  currency: string,
): Promise<CurrentIntent> {
  if (!previousId) return { kind: "replace" };
  const provider = getPaymentProvider();
  const existing = await provider.retrieveIntent(previousId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found") return null;
    throw error;
  });
  if (!existing || existing.status === "canceled") return { kind: "replace" };
  if (existing.status === "succeeded" || existing.status === "processing") {
    return { kind: "settled", intent: existing };
  }
  if (existing.amount === amount && existing.currency === currency && existing.clientSecret) {
    return { kind: "reuse", intent: existing };
  }
  const cancelled = await provider.cancelIntent(existing.id);
  if (cancelled.status === "succeeded" || cancelled.status === "processing") {
    return { kind: "settled", intent: cancelled };
  }
  return { kind: "replace" };
}
