/**
 * What an order or an event owes, was paid and got back (docs/product-rules.md §16): the one
 * model of amounts. The pay pages, intent creation, the recording of a payment, My Orders,
 * receipts and refunds all ask these functions, so they can never show or charge different
 * numbers. Pure, integer cents.
 */
import { isPayable, type PaymentStatusValue } from "./payment-status";
import { LINE_EXTRAS, type LineExtra, type LineExtraField } from "./line-extras";
import {
  refundCents,
  refundFraction,
  type CancellationPolicyValue,
} from "@/lib/lines/cancellation-policy";

/** The money fields of one line: a single order, or one line of an event. */
export type MoneyLine = {
  status: string;
  paymentStatus: string;
  /** The line's price in cents, fixed by the server. */
  totalPrice: number;
  /** Cents charged for the line, once paid: its price plus its tip and delivery fee share. */
  paymentAmount: number | null;
  /** Cents to give back on cancellation (a policy's share plus the tip); null = all that was paid. */
  refundAmount?: number | null;
  /**
   * The line's tip in cents (docs/product-rules.md §19): chosen with its current intent,
   * part of paymentAmount once paid. Absent or 0: no tip.
   */
  tipCents?: number;
  /**
   * The line's share of its kitchen order's delivery fee in cents (docs/product-rules.md
   * §23), fixed at checkout: due with the line's price, all of it the kitchen's. Absent or
   * 0: none (pickup, a single-dish order, an area not set).
   */
  deliveryFeeCents?: number;
  /**
   * Cents given back while the line stayed open: changes to its order that made it smaller
   * (docs/product-rules.md §20). Absent or 0: none.
   */
  changeRefundedCents?: number;
} & Partial<Record<LineExtraField, number>>;

const isOpen = (line: Pick<MoneyLine, "status">) => line.status !== "cancelled";

/** The cents of a line's extras (./line-extras.ts) that pass `which`. */
const extrasCents = (line: MoneyLine, which: (e: LineExtra) => boolean) =>
  LINE_EXTRAS.filter(which).reduce((s, e) => s + (line[e.field] ?? 0), 0);

/**
 * What a line costs before any tip: its price and the extras fixed before payment (its
 * share of the delivery fee).
 */
export const linePriceWithDeliveryCents = (line: MoneyLine) =>
  line.totalPrice + extrasCents(line, (e) => e.due === "checkout");

/** What a line still owes: its price and delivery fee while it is open and unpaid. */
export function lineAmountDueCents(line: MoneyLine): number {
  return isOpen(line) && isPayable(line.paymentStatus as PaymentStatusValue)
    ? linePriceWithDeliveryCents(line)
    : 0;
}

/** What paying a line's current intent charges for it: price and every extra (tip, delivery). */
export const lineChargeCents = (line: MoneyLine) => line.totalPrice + extrasCents(line, () => true);

const isCharged = (line: MoneyLine) =>
  line.paymentStatus === "paid" || line.paymentStatus === "refunded";

/** What was charged for a line, its tip and delivery fee included (nothing until paid). */
export function lineChargedCents(line: MoneyLine): number {
  return isCharged(line) ? (line.paymentAmount ?? lineChargeCents(line)) : 0;
}

/** What was charged for a line and not given back by changes to its order. */
export const lineNetChargedCents = (line: MoneyLine) =>
  lineChargedCents(line) - (line.changeRefundedCents ?? 0);

/**
 * What went back to the customer's card for a line, its tip included: what changes to its
 * order gave back, and on cancellation the policy's share or all that was left.
 */
export function lineRefundedCents(line: MoneyLine): number {
  const changes = line.changeRefundedCents ?? 0;
  return (
    changes +
    (line.paymentStatus === "refunded" ? (line.refundAmount ?? lineNetChargedCents(line)) : 0)
  );
}

/** What the kitchen keeps of a line: charged minus refunded (its tip included). */
export const lineKeptCents = (line: MoneyLine) => lineChargedCents(line) - lineRefundedCents(line);

/**
 * A line's extras (./line-extras.ts): its tip (docs/product-rules.md §19), its share of the
 * delivery fee (§23). Each is charged with the line, all of it the kitchen's, and all of it
 * goes back whenever the line is refunded (a refunded line was cancelled, so nothing was
 * delivered), whatever share of its price a cancellation policy keeps.
 */
export const lineExtraChargedCents = (line: MoneyLine, extra: LineExtraField) =>
  isCharged(line) ? (line[extra] ?? 0) : 0;
export const lineExtraRefundedCents = (line: MoneyLine, extra: LineExtraField) =>
  line.paymentStatus === "refunded" ? lineExtraChargedCents(line, extra) : 0;
export const lineExtraKeptCents = (line: MoneyLine, extra: LineExtraField) =>
  lineExtraChargedCents(line, extra) - lineExtraRefundedCents(line, extra);

export const lineTipChargedCents = (line: MoneyLine) => lineExtraChargedCents(line, "tipCents");
export const lineTipRefundedCents = (line: MoneyLine) => lineExtraRefundedCents(line, "tipCents");
export const lineTipKeptCents = (line: MoneyLine) => lineExtraKeptCents(line, "tipCents");
export const lineDeliveryChargedCents = (line: MoneyLine) =>
  lineExtraChargedCents(line, "deliveryFeeCents");
export const lineDeliveryKeptCents = (line: MoneyLine) =>
  lineExtraKeptCents(line, "deliveryFeeCents");

/**
 * What the line's price kept, its uncommissioned extras (tip, delivery fee) left out: the
 * amount the platform's fee is on.
 */
export const linePriceKeptCents = (line: MoneyLine) =>
  LINE_EXTRAS.filter((e) => !e.commissioned).reduce(
    (kept, e) => kept - lineExtraKeptCents(line, e.field),
    lineKeptCents(line),
  );

/** The tip choices at checkout: none, these percentages of the amount due, or an amount. */
export const TIP_PERCENTS = [10, 15, 20] as const;

/** A percentage tip on what is due, rounded to the nearest cent. */
export const tipForPercent = (dueCents: number, percent: number) =>
  Math.round((dueCents * percent) / 100);

/**
 * The largest tip accepted: the amount due itself (a 100% tip). Bounded so that a typo
 * ($1500 for $15.00) cannot charge a card many times the order.
 */
export const maxTipCents = (dueCents: number) => dueCents;

/**
 * An amount (an event's tip, an order's delivery fee, a dispute) split across lines by line
 * amount (largest remainder): each line gets floor(cents x amount / total), and the cents
 * left go one each to the lines with the largest remainders (the earlier line on a tie), so
 * the shares add up to the amount exactly.
 */
export function splitCentsByAmount(tipCents: number, amounts: number[]): number[] {
  const total = amounts.reduce((s, a) => s + a, 0);
  if (tipCents <= 0 || total <= 0) return amounts.map(() => 0);
  const shares = amounts.map((a) => Math.floor((tipCents * a) / total));
  const order = amounts
    .map((a, i) => ({ i, rest: (tipCents * a) % total }))
    .sort((x, y) => y.rest - x.rest || x.i - y.i);
  let left = tipCents - shares.reduce((s, a) => s + a, 0);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return shares;
}

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
  /** Charged, tips included. */
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
    keptCents: keptCents({ chargedCents, refundedCents }),
  };
}

/** What the customer paid and did not get back. */
export const keptCents = (m: { chargedCents: number; refundedCents: number }) =>
  m.chargedCents - m.refundedCents;

/** A cart's or an event's dishes with the kitchens' delivery fees (§23): what checkout asks. */
export const withDeliveryCents = (m: { totalCents: number; deliveryCents?: number | null }) =>
  m.totalCents + (m.deliveryCents ?? 0);

/** What the card is charged: the amount due and the tip on it. */
export const withTipCents = (dueCents: number, tipCents: number) => dueCents + tipCents;

/** The tips charged with these lines: the part of moneySummary's chargedCents that was a tip. */
export const tipsChargedCents = (lines: MoneyLine[]) =>
  lines.reduce((s, l) => s + lineTipChargedCents(l), 0);

/** The delivery fees of these lines (charged or due): what an order's "Delivery fee" shows. */
export const deliveryFeesCents = (lines: MoneyLine[]) =>
  lines.filter(isOpenOrCharged).reduce((s, l) => s + (l.deliveryFeeCents ?? 0), 0);

const isOpenOrCharged = (line: MoneyLine) => isOpen(line) || isCharged(line);

/**
 * What cancelling a paid line gives back (product-rules §4, §11, §19): a customer's own
 * cancellation under the caterer's policy returns the policy's share of the line's price
 * and its whole extras, tip and delivery fee (the line is not delivered); any other
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
  const charged = lineNetChargedCents(line);
  if (cancelledBy === "customer" && policy) {
    const extras = LINE_EXTRAS.reduce((s, e) => s + lineExtraChargedCents(line, e.field), 0);
    return refundCents(charged - extras, refundFraction(policy, hoursAhead)) + extras;
  }
  return charged;
}
