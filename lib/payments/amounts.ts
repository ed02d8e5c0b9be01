/**
 * What an order or an event owes, was paid and got back (docs/product-rules.md §16): the one
 * model of amounts. The pay pages, intent creation, the recording of a payment, My Orders,
 * receipts and refunds all ask these functions, so they can never show or charge different
 * numbers. Pure, integer cents.
 */
import { isPayable, type PaymentStatusValue } from "./payment-status";
import {
  refundCents,
  refundFraction,
  type CancellationPolicyValue,
} from "@/lib/bookings/cancellation-policy";

/** The money fields of one line: a single order, or one line of an event. */
export type MoneyLine = {
  status: string;
  paymentStatus: string;
  /** The line's price in cents, fixed by the server. */
  totalPrice: number;
  /** Cents charged for the line, once paid. */
  paymentAmount: number | null;
  /** Cents to give back on cancellation (a policy's share); null = all that was paid. */
  refundAmount?: number | null;
};

const isOpen = (line: Pick<MoneyLine, "status">) => line.status !== "cancelled";

/** What a line still owes: its price while it is open and nothing has been charged. */
export function lineAmountDueCents(line: MoneyLine): number {
  return isOpen(line) && isPayable(line.paymentStatus as PaymentStatusValue) ? line.totalPrice : 0;
}

/** What was charged for a line (nothing until it is paid). */
export function lineChargedCents(line: MoneyLine): number {
  return line.paymentStatus === "paid" || line.paymentStatus === "refunded"
    ? (line.paymentAmount ?? line.totalPrice)
    : 0;
}

/** What went back to the customer's card for a line. */
export function lineRefundedCents(line: MoneyLine): number {
  return line.paymentStatus === "refunded" ? (line.refundAmount ?? lineChargedCents(line)) : 0;
}

/** What the kitchen keeps of a line: charged minus refunded. */
export const lineKeptCents = (line: MoneyLine) => lineChargedCents(line) - lineRefundedCents(line);

/** What a single order (not a line of an event) owes now. */
export const bookingAmountDueCents = (booking: MoneyLine) => lineAmountDueCents(booking);

/**
 * What an event owes now: the sum of its open lines that nothing has been charged for.
 * The same number on the pay page, in the intent, when the payment is recorded and on My
 * Orders. Zero once its payment is going through or went through.
 */
export function eventAmountDueCents(event: { paymentStatus: string; bookings: MoneyLine[] }) {
  if (!isPayable(event.paymentStatus as PaymentStatusValue)) return 0;
  return event.bookings.reduce((sum, line) => sum + lineAmountDueCents(line), 0);
}

/** Amounts to show for an order or an event: what is due, charged, refunded and kept. */
export type MoneySummary = {
  dueCents: number;
  chargedCents: number;
  refundedCents: number;
  keptCents: number;
};

export function moneySummary(lines: MoneyLine[], dueCents?: number): MoneySummary {
  const chargedCents = lines.reduce((s, l) => s + lineChargedCents(l), 0);
  const refundedCents = lines.reduce((s, l) => s + lineRefundedCents(l), 0);
  return {
    dueCents: dueCents ?? lines.reduce((s, l) => s + lineAmountDueCents(l), 0),
    chargedCents,
    refundedCents,
    keptCents: chargedCents - refundedCents,
  };
}

/**
 * What cancelling a paid line gives back (product-rules §4, §11): a customer's own
 * cancellation under the caterer's policy returns the policy's share; any other
 * cancellation (the caterer's, an admin's, a customer's without a policy) returns all that
 * was charged. Null when nothing was charged, so there is nothing to refund.
 */
export function cancellationRefundCents(
  line: MoneyLine,
  cancelledBy: "customer" | "caterer" | "admin",
  policy: CancellationPolicyValue | null,
  hoursAhead: number,
): number | null {
  if (line.paymentStatus !== "paid") return null;
  const charged = lineChargedCents(line);
  if (cancelledBy === "customer" && policy) {
    return refundCents(charged, refundFraction(policy, hoursAhead));
  }
  return charged;
}
