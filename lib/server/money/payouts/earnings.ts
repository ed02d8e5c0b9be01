import "server-only";
import {
  lineChargedCents,
  lineDeliveryKeptCents,
  lineRefundedCents,
  lineTipKeptCents,
} from "@/lib/money/amounts";
import {
  DISPUTE_LOST_LABEL,
  disputeTakenBackCents,
  EARNING_STATUS_LABELS,
  earningStatus,
  receivableReasonLabel,
  lineFeeCents,
  lineKitchenShareCents,
  type EarningStatus,
  type PayoutStateValue,
} from "@/lib/money/payouts";
import { utcDateToIso } from "@/lib/dates";
import type { Actor } from "../../actor";
import { db } from "../../db";
import { requireOwnKitchen } from "./onboarding";

export type EarningRow = {
  bookingId: number;
  eventId: number | null;
  eventDate: string;
  dishName: string;
  customerName: string;
  orderStatus: string;
  chargedCents: number;
  refundedCents: number;
  /** The customer's tip the kitchen keeps (in chargedCents; never commissioned). */
  tipCents: number;
  /** The delivery fee share the kitchen keeps (in chargedCents; all of it, never commissioned). */
  deliveryFeeCents: number;
  /** Basis points fixed when paid (null: paid before fees existed). */
  feeBps: number | null;
  feeCents: number;
  /** What the kitchen gets: kept minus fee. */
  earningCents: number;
  status: EarningStatus;
  statusLabel: string;
  transferId: string | null;
  /** Of earningCents, what was kept to pay what the kitchen owed (not sent). */
  recoveredCents: number;
  /** The latest dispute on the line's charge, if any (product-rules §22). */
  disputeStatus: string | null;
  /** What lost disputes (and dispute fees charged to the kitchen) took back from it. */
  disputeTakenBackCents: number;
};

/** Money the kitchen owes back (docs/product-rules.md §19) and how much was recovered. */
export type ReceivableRow = {
  id: number;
  /** The order whose refund it comes from. */
  bookingId: number;
  amountCents: number;
  recoveredCents: number;
  status: "open" | "settled";
  reason: string;
  reasonLabel: string;
  createdAt: string;
  settledAt: string | null;
};

export type Earnings = {
  payoutState: PayoutStateValue;
  /** A founding kitchen pays no platform fee (docs/product-rules.md §19). */
  isGrandfathered: boolean;
  totals: Record<EarningStatus, number>;
  rows: EarningRow[];
  /** Still owed to TrayTable: open receivables less what was recovered of them. */
  owedCents: number;
  /** Every receivable of the kitchen, newest first. */
  receivables: ReceivableRow[];
};

/**
 * The signed-in caterer's earnings (docs/product-rules.md §19): every paid line of the
 * kitchen with its fee and share, and the totals pending (not settled yet), waiting for
 * payout details, on its way (transferred) and paid out. Own kitchen only.
 */
export async function getEarnings(actor: Actor | null, now = new Date()): Promise<Earnings> {
  const caterer = await requireOwnKitchen(actor);
  const lines = await db.booking.findMany({
    where: { catererId: caterer.id, paymentStatus: { in: ["paid", "refunded"] } },
    include: {
      transfer: true,
      disputeLines: { include: { dispute: { select: { status: true } } } },
    },
    orderBy: [{ eventDate: "desc" }, { id: "desc" }],
  });
  const totals: Record<EarningStatus, number> = {
    pending: 0,
    held: 0,
    on_its_way: 0,
    paid_out: 0,
    returned: 0,
  };
  const rows = lines.map((line): EarningRow => {
    const disputes = [...line.disputeLines].sort((a, b) => b.disputeId - a.disputeId);
    const takenBack = disputeTakenBackCents(disputes);
    const lost = disputes[0]?.dispute.status === "lost";
    // A lost dispute's take-back is not the kitchen's any more (reversed or owed, §22).
    const status = lost && takenBack > 0 ? "returned" : earningStatus(line, line.transfer, now);
    const earningCents = Math.max(lineKitchenShareCents(line) - takenBack, 0);
    totals[status] += earningCents;
    return {
      bookingId: line.id,
      eventId: line.eventId,
      eventDate: utcDateToIso(line.eventDate),
      dishName: line.dishName,
      customerName: line.customerName,
      orderStatus: line.status,
      chargedCents: lineChargedCents(line),
      refundedCents: lineRefundedCents(line),
      tipCents: lineTipKeptCents(line),
      deliveryFeeCents: lineDeliveryKeptCents(line),
      feeBps: line.platformFeeBps,
      feeCents: lineFeeCents(line),
      earningCents,
      status,
      statusLabel: lost && takenBack > 0 ? DISPUTE_LOST_LABEL : EARNING_STATUS_LABELS[status],
      transferId: line.transfer?.status === "sent" ? line.transfer.providerRef : null,
      recoveredCents: line.transfer?.recoveredAmount ?? 0,
      disputeStatus: disputes[0]?.dispute.status ?? null,
      disputeTakenBackCents: takenBack,
    };
  });
  const receivables = (
    await db.kitchenReceivable.findMany({
      where: { catererId: caterer.id },
      orderBy: { id: "desc" },
    })
  ).map((r): ReceivableRow => ({
    id: r.id,
    bookingId: r.bookingId,
    amountCents: r.amount,
    recoveredCents: r.recoveredAmount,
    status: r.status,
    reason: r.reason,
    reasonLabel: receivableReasonLabel(r.reason),
    createdAt: r.createdAt.toISOString(),
    settledAt: r.settledAt?.toISOString() ?? null,
  }));
  return {
    payoutState: caterer.payoutState,
    isGrandfathered: caterer.isGrandfathered,
    totals,
    rows,
    owedCents: receivables.reduce((sum, r) => sum + r.amountCents - r.recoveredCents, 0),
    receivables,
  };
}

const cell = (value: string | number | null) => {
  const text = value === null ? "" : String(value);
  // Quote every cell, and defuse spreadsheet formulas (a customer's name is theirs to write).
  return `"${(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** GET /api/caterer/earnings.csv: the same rows, for a spreadsheet or an accountant. */
export async function earningsCsv(actor: Actor | null): Promise<string> {
  const { rows } = await getEarnings(actor);
  const header = [
    "Order",
    "Event",
    "Event date",
    "Dish",
    "Customer",
    "Order status",
    "Charged",
    "Refunded",
    "Fee",
    "Your earnings",
    "Payout",
    "Transfer",
    "Tip",
    "Kept for amount owed",
    "Delivery fee",
  ];
  const lines = rows.map((r) =>
    [
      r.bookingId,
      r.eventId,
      r.eventDate,
      r.dishName,
      r.customerName,
      r.orderStatus,
      dollars(r.chargedCents),
      dollars(r.refundedCents),
      dollars(r.feeCents),
      dollars(r.earningCents),
      r.statusLabel,
      r.transferId,
      dollars(r.tipCents),
      dollars(r.recoveredCents),
      dollars(r.deliveryFeeCents),
    ]
      .map(cell)
      .join(","),
  );
  return [header.map(cell).join(","), ...lines].join("\r\n") + "\r\n";
}
