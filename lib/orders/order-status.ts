/**
 * An order's status from its lines (docs/product-rules.md §20), pure so that the server
 * stores it and the pages show the same word. The spec's four statuses stay per line; an
 * order is cancelled when every line is, pending while any open line waits for the
 * kitchen, completed when every open line is, and confirmed otherwise.
 */
import type { BookingStatusValue } from "@/lib/lines/schemas";

export function orderStatusOf(lines: { status: BookingStatusValue }[]): BookingStatusValue {
  const open = lines.filter((l) => l.status !== "cancelled");
  if (!open.length) return "cancelled";
  if (open.some((l) => l.status === "pending")) return "pending";
  if (open.every((l) => l.status === "completed")) return "completed";
  return "confirmed";
}

/** An order holds one of its date's order slots while any line is open. */
export const orderHoldsSlot = (lines: { status: BookingStatusValue }[]) =>
  lines.some((l) => l.status !== "cancelled");

type PaymentStatusValue = "pending" | "processing" | "paid" | "failed" | "refunded";
const PAYMENT_RANK: PaymentStatusValue[] = ["pending", "failed", "processing", "paid"];

/**
 * An order's payment state from its lines: the furthest its open lines got (paid, then
 * processing, failed, pending); an order with no open line is refunded when money went back.
 */
export function orderPaymentStatus(
  lines: { status: BookingStatusValue; paymentStatus: PaymentStatusValue }[],
): PaymentStatusValue {
  const open = lines.filter((l) => l.status !== "cancelled");
  if (!open.length) {
    if (lines.some((l) => l.paymentStatus === "refunded")) return "refunded";
    return lines.some((l) => l.paymentStatus === "paid") ? "paid" : "pending";
  }
  let best: PaymentStatusValue = "pending";
  for (const l of open) {
    const rank = PAYMENT_RANK.indexOf(l.paymentStatus);
    if (rank > PAYMENT_RANK.indexOf(best)) best = l.paymentStatus;
  }
  return best;
}
