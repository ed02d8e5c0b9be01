/**
 * What a kitchen earns from a line and when it is paid out (docs/product-rules.md §19): the
 * platform fee, the kitchen's share, whether a line is settled (its share is due) and the
 * payout state of a connected account. Pure, integer cents, built on the one money model
 * (./amounts.ts), so the earnings page, the admin console, the transfers and the ledger
 * test all use the same numbers.
 */
import { lineKeptCents, linePriceKeptCents, type MoneyLine } from "./amounts";

/** 1,000 basis points = 10%, unless PLATFORM_FEE_BPS says otherwise. */
export const DEFAULT_PLATFORM_FEE_BPS = 1000;

/** The fee for lines paid from now on: PLATFORM_FEE_BPS (0 to 10,000), else the default. */
export function platformFeeBps(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.PLATFORM_FEE_BPS?.trim() ?? "";
  if (!/^\d{1,5}$/.test(raw)) return DEFAULT_PLATFORM_FEE_BPS;
  const bps = Number(raw);
  return bps <= 10_000 ? bps : DEFAULT_PLATFORM_FEE_BPS;
}

/** The fee fixed on a line when it is paid: none for a grandfathered kitchen. */
export const feeBpsFor = (caterer: { isGrandfathered: boolean }, bps: number) =>
  caterer.isGrandfathered ? 0 : bps;

/** The fee on an amount, rounded to the nearest cent. */
export const feeCents = (amountCents: number, bps: number) =>
  Math.round((amountCents * bps) / 10_000);

export type PayoutLine = MoneyLine & { platformFeeBps: number | null };

/**
 * What the platform keeps of a line: its fee on what the kitchen keeps of the line's price
 * (a refund gives the fee on the refunded part back; a tip is never commissioned). A line
 * paid before fees existed pays none.
 */
export const lineFeeCents = (line: PayoutLine) =>
  feeCents(linePriceKeptCents(line), line.platformFeeBps ?? 0);

/** The kitchen's share of a line: what it keeps (its tip included) minus the fee. */
export const lineKitchenShareCents = (line: PayoutLine) => lineKeptCents(line) - lineFeeCents(line);

/**
 * A line's share is due to its kitchen once nothing more can happen to its money: it was
 * completed, or it was cancelled and its refund (if any) has been made.
 */
export function lineSettled(line: PayoutLine & { refundRequestedAt?: Date | null }): boolean {
  if (line.paymentStatus !== "paid" && line.paymentStatus !== "refunded") return false;
  if (line.status === "completed") return true;
  if (line.status !== "cancelled") return false;
  return !(line.paymentStatus === "paid" && line.refundRequestedAt);
}

export const PAYOUT_STATES = [
  "not_started",
  "details_needed",
  "verified",
  "payouts_enabled",
] as const;
export type PayoutStateValue = (typeof PAYOUT_STATES)[number];

export const PAYOUT_STATE_LABELS: Record<PayoutStateValue, string> = {
  not_started: "Not started",
  details_needed: "Details needed",
  verified: "Verified",
  payouts_enabled: "Payouts enabled",
};

/** A connected account as the provider reports it (Stripe's account.updated). */
export type AccountFacts = {
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  /** Requirements Stripe needs now (requirements.currently_due). */
  requirementsDue: number;
};

export function payoutStateOf(account: AccountFacts | null): PayoutStateValue {
  if (!account) return "not_started";
  if (account.payoutsEnabled) return "payouts_enabled";
  if (account.detailsSubmitted && account.requirementsDue === 0) return "verified";
  return "details_needed";
}

/**
 * Stripe pays a connected account's balance out on its automatic schedule (two business
 * days for US accounts by default); TrayTable does not follow each bank payout, so a
 * transfer counts as paid out once this many days have passed since it was sent.
 */
export const PAYOUT_DAYS = 2;

export type EarningStatus = "pending" | "held" | "on_its_way" | "paid_out" | "returned";

export const EARNING_STATUS_LABELS: Record<EarningStatus, string> = {
  pending: "Pending",
  held: "Waiting for payout details",
  on_its_way: "On its way",
  paid_out: "Paid out",
  returned: "Refunded to customer",
};

/**
 * Where a paid line's money stands for its kitchen: pending until the line is settled;
 * then held while the kitchen cannot be paid (or the transfer is being retried), on its
 * way once transferred, paid out after PAYOUT_DAYS; returned when nothing is left for it.
 */
export function earningStatus(
  line: PayoutLine & { refundRequestedAt?: Date | null },
  transfer: {
    status: string;
    sentAt: Date | null;
    amount?: number;
    reversedAmount?: number;
  } | null,
  now: Date = new Date(),
): EarningStatus {
  if (lineSettled(line) && lineKitchenShareCents(line) === 0) return "returned";
  if (!lineSettled(line)) return "pending";
  if (!transfer || transfer.status !== "sent" || !transfer.sentAt) return "held";
  // Reversed in full (an admin reopened the line) and not sent again yet.
  if (transfer.amount !== undefined && (transfer.reversedAmount ?? 0) >= transfer.amount) {
    return "held";
  }
  const days = (now.getTime() - transfer.sentAt.getTime()) / 86_400_000;
  return days >= PAYOUT_DAYS ? "paid_out" : "on_its_way";
}

/** The earnings row's fee label, with why a line pays no fee (issue 46: "Fee (0%)" beside
 *  "Fee (10%)" said nothing). */
export function feeLabel(feeBps: number | null, grandfathered: boolean): string {
  if (feeBps === null) return "Fee (none: paid before fees)";
  const rate = `${(feeBps / 100).toFixed(feeBps % 100 ? 2 : 0)}%`;
  if (feeBps === 0) return grandfathered ? "Fee (0%: founding kitchen)" : "Fee (0%)";
  return `Fee (${rate})`;
}

/** What the "Waiting for payouts" total waits for: details, or the next transfer. */
export function heldHint(state: PayoutStateValue): string {
  return state === "payouts_enabled"
    ? "Sent with the next transfer"
    : "Set up payouts to receive it";
}

/** What a kitchen owes back (docs/product-rules.md §19, receivables), as its pages name it. */
export const OWED_LABEL = "Owed to TrayTable";

export type ReceivableReasonValue = "balance_short" | "recovered_share_returned";

export const RECEIVABLE_REASON_LABELS: Record<ReceivableReasonValue, string> = {
  balance_short: "A refund after your payout, when your Stripe balance was empty",
  recovered_share_returned: "A refund of an order whose earnings had paid an earlier amount owed",
};

/** Why a receivable exists, in words; an unknown reason (a newer kind) is shown plainly. */
/** What a kitchen still owes of a receivable: its amount less what later transfers kept. */
export const receivableLeftCents = (r: { amountCents: number; recoveredCents: number }) =>
  r.amountCents - r.recoveredCents;

export const receivableReasonLabel = (reason: string) =>
  RECEIVABLE_REASON_LABELS[reason as ReceivableReasonValue] ?? reason.replace(/_/g, " ");

/** An earnings row whose charge was disputed and lost (docs/product-rules.md §22). */
export const DISPUTE_LOST_LABEL = "Dispute lost: taken back";

/** What a line's disputes took back from its kitchen: lost amounts and fees it bears. */
export function disputeTakenBackCents(
  lines: { takenBackCents: number; feeTakenCents: number }[],
): number {
  return lines.reduce((sum, l) => sum + l.takenBackCents + l.feeTakenCents, 0);
}
