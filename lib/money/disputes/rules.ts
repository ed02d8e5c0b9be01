/**
 * The pure rules of disputes (chargebacks, docs/product-rules.md §22): which line bears what
 * part of a disputed charge, what a lost dispute takes back from a kitchen, who bears the
 * provider's fee, and which statuses hold a kitchen's money. Integer cents throughout.
 */
import { splitCentsByAmount } from "@/lib/money/amounts";

/** Stripe's dispute fee in the US (the test provider charges the same). */
export const DISPUTE_FEE_CENTS = 1500;

export const DISPUTE_STATUSES = ["needs_response", "under_review", "won", "lost"] as const;
export type DisputeStatusValue = (typeof DISPUTE_STATUSES)[number];

export const DISPUTE_STATUS_LABELS: Record<DisputeStatusValue, string> = {
  needs_response: "Needs response",
  under_review: "Under review",
  won: "Won",
  lost: "Lost",
};

export type FeeBearer = "platform" | "kitchen";

/** Open: the card network has not decided yet. */
export const isDisputeOpen = (status: DisputeStatusValue) =>
  status === "needs_response" || status === "under_review";

/**
 * Whether a dispute keeps its lines' money from their kitchens: while open (the money may
 * have to go back) and once lost (it went back). A won dispute releases it.
 */
export const disputeHoldsPayout = (status: DisputeStatusValue) =>
  isDisputeOpen(status) || status === "lost";

/**
 * Whether a provider's status may replace the recorded one: won and lost are final (a late
 * or replayed "under review" never reopens a decided dispute).
 */
export const mayMoveDispute = (from: DisputeStatusValue, to: DisputeStatusValue) =>
  isDisputeOpen(from) && from !== to;

/**
 * The disputed amount split over the lines its charge paid, by what each was charged
 * (largest remainder, so the shares add up exactly); never more than the charge.
 */
export function splitDisputedCents(disputedCents: number, chargedByLine: number[]): number[] {
  const charged = chargedByLine.reduce((s, c) => s + c, 0);
  return splitCentsByAmount(Math.min(disputedCents, charged), chargedByLine);
}

/**
 * What a lost dispute still has to take back from a line's kitchen: the kitchen's share of
 * the line's disputed part (its transfer in the proportion the line was disputed), less
 * what was taken back already, never more than is left of the transfer. A line not
 * transferred yet loses nothing here: its money is held and never sent.
 */
export function lostTakeBackCents(line: {
  disputedCents: number;
  chargedCents: number;
  transferCents: number;
  transferLeftCents: number;
  takenBackCents: number;
}): number {
  if (line.chargedCents <= 0 || line.transferLeftCents <= 0) return 0;
  const share = Math.round((line.disputedCents * line.transferCents) / line.chargedCents);
  return Math.max(0, Math.min(share - line.takenBackCents, line.transferLeftCents));
}

/**
 * Each line's part of the dispute fee its kitchen bears: nothing while the platform bears
 * it; charged to the kitchens, it is split by their disputed amounts.
 */
export function kitchenFeeShares(
  feeCents: number,
  bearer: FeeBearer,
  disputedByLine: number[],
): number[] {
  if (bearer === "platform") return disputedByLine.map(() => 0);
  return splitCentsByAmount(feeCents, disputedByLine);
}

/**
 * How much of a line's fee share comes back out of its transfer now; the rest stays owed
 * by the kitchen (docs/product-rules.md §22).
 */
export const feeTakeBackCents = (line: {
  feeCents: number;
  feeTakenCents: number;
  transferLeftCents: number;
}) => Math.max(0, Math.min(line.feeCents - line.feeTakenCents, line.transferLeftCents));

/** The part of a line's dispute fee share its kitchen still owes (not taken from a transfer). */
export const kitchenFeeOwedCents = (line: { feeCents: number; feeTakenCents: number }) =>
  Math.max(0, line.feeCents - line.feeTakenCents);
