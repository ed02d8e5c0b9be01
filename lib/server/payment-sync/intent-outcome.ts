import "server-only";
import type { PaymentStatusValue } from "@/lib/money/payment-status";
import type { ProviderIntent } from "../money/payments/provider";

/** What recording an intent did, inside its transaction (syncPayment's recorders). */
export type Recorded = {
  outcome: "ignored" | "unchanged" | "updated";
  paymentStatus: PaymentStatusValue | null;
  /** Lines cancelled before the money arrived: refunded after the commit. */
  refunds: number[];
  /** Why the intent pays for nothing we can record it against; null when it matched. */
  unmatched: string | null;
};

/** The status an intent asks its booking or event to move to; null: nothing happened. */
export function targetStatus(intent: ProviderIntent): PaymentStatusValue | null {
  if (intent.status === "succeeded") return intent.refunded ? "refunded" : "paid";
  if (intent.status === "processing") return "processing";
  if (intent.status === "failed") return "failed";
  return null; // open or canceled: nothing happened to the money
}

/** Why a succeeded payment could not be applied: the sentence its refund email gives. */
export const UNMATCHED_REASONS = {
  orderGone: "the order it was made for no longer exists.",
  eventLine: "the order is part of an event, which is paid as a whole.",
  replaced: "the order was meanwhile paid, or its payment was started again, with another payment.",
  amount: "the amount paid no longer matches the order.",
  eventGone: "the event it was made for no longer exists.",
  eventReplaced: "the event's payment was started again with another payment.",
  eventAmount: "the amount paid no longer matches what the event owes.",
  changeGone: "the change to the order it was made for no longer exists.",
  changeReplaced: "the change's payment was started again with another payment.",
  changeClosed: "the change to the order was withdrawn or ran out of time before it was paid.",
  changeAmount: "the amount paid no longer matches the change.",
} as const;
