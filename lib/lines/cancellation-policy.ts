/**
 * A caterer's cancellation policy (docs/product-rules.md §11), pure so that the caterer page,
 * the order dialog, My Bookings and the server give the same answer.
 *
 * Each policy is a list of tiers: while the event starts more than `moreThanHours` from now,
 * the customer gets `fraction` of what they paid back. Past the last tier the customer may
 * still cancel (until the event starts) but gets nothing back. A caterer without a policy
 * (null) keeps the spec's rule: cancel only more than 24 hours ahead, full refund.
 */
import { CUSTOMER_CANCEL_MIN_HOURS } from "@/lib/constants";

export const CANCELLATION_POLICIES = ["flexible", "moderate", "strict"] as const;
export type CancellationPolicyValue = (typeof CANCELLATION_POLICIES)[number];

type Tier = { moreThanHours: number; fraction: number };

export const POLICY_TIERS: Record<CancellationPolicyValue, Tier[]> = {
  flexible: [{ moreThanHours: 24, fraction: 1 }],
  moderate: [
    { moreThanHours: 72, fraction: 1 },
    { moreThanHours: 24, fraction: 0.5 },
  ],
  strict: [{ moreThanHours: 7 * 24, fraction: 0.5 }],
};

export const POLICY_LABELS: Record<CancellationPolicyValue, string> = {
  flexible: "Flexible",
  moderate: "Moderate",
  strict: "Strict",
};

export const POLICY_DESCRIPTIONS: Record<CancellationPolicyValue, string> = {
  flexible: "Full refund if you cancel more than 24 hours before the event; no refund after that.",
  moderate:
    "Full refund if you cancel more than 72 hours before the event, half until 24 hours before; no refund after that.",
  strict: "Half refund if you cancel more than 7 days before the event; no refund after that.",
};

/** What the caterer page and the order dialog say about cancelling. */
export function describeCancellationPolicy(policy: CancellationPolicyValue | null): string {
  if (!policy) {
    return "Free cancellation more than 24 hours before the event (full refund); after that, please contact the caterer.";
  }
  return `${POLICY_LABELS[policy]} cancellation: ${POLICY_DESCRIPTIONS[policy]}`;
}

const HOUR_MS = 3_600_000;

/** Hours from `now` until the event starts (negative once it has started). */
export function hoursUntil(eventStart: Date, now: Date): number {
  return (eventStart.getTime() - now.getTime()) / HOUR_MS;
}

/** May the customer cancel at all, this many hours ahead? */
export function policyAllowsCancel(
  policy: CancellationPolicyValue | null,
  hoursAhead: number,
): boolean {
  return policy ? hoursAhead > 0 : hoursAhead > CUSTOMER_CANCEL_MIN_HOURS;
}

/** The share of the payment a customer's cancellation this many hours ahead gets back. */
export function refundFraction(policy: CancellationPolicyValue | null, hoursAhead: number): number {
  if (!policy) return hoursAhead > CUSTOMER_CANCEL_MIN_HOURS ? 1 : 0;
  for (const tier of POLICY_TIERS[policy]) {
    if (hoursAhead > tier.moreThanHours) return tier.fraction;
  }
  return 0;
}

/** The refund in integer cents (half of an odd amount rounds down: the caterer keeps the cent). */
export function refundCents(paidCents: number, fraction: number): number {
  return Math.floor(paidCents * fraction);
}
