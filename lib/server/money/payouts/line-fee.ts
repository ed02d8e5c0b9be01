import "server-only";
import {
  feeBpsFor,
  feeCents,
  lineFeeCents,
  platformFeeBps,
  type PayoutLine,
} from "@/lib/money/payouts";
import type { Tx } from "../../db";
import { recordFee, recordFeeRefund } from "../payments/ledger";

type Movement = { intentId: string; currency: string; bookingId: number; eventId: number | null };

/** The fee to fix on a line of this kitchen paid now (docs/product-rules.md §19). */
export async function lineFeeBps(tx: Tx, catererId: number): Promise<number> {
  const caterer = await tx.caterer.findUniqueOrThrow({
    where: { id: catererId },
    select: { isGrandfathered: true },
  });
  return feeBpsFor(caterer, platformFeeBps());
}

/**
 * Writes a paid line's fee to the ledger, in the transaction that records its charge:
 * `priceCents` is what the fee is on: the line's price and its commissioned extras (today
 * none: neither a tip nor a delivery fee is commissioned).
 */
export async function recordLineFee(tx: Tx, m: Movement, priceCents: number, bps: number) {
  const amount = feeCents(priceCents, bps);
  if (amount > 0) await recordFee(tx, { ...m, amount });
}

/**
 * Brings the ledger's fee on a line (its fee rows minus its fee_refund rows) to what the
 * line owes the platform now (lineFeeCents), in the transaction of the money movement that
 * changed it: a refund gives the fee on what went back (`key`: the refund's key), a change
 * that charged more for the line adds the fee on that (under its intent). `line` is the
 * line after the movement. Exact however many movements a line has.
 */
export async function settleLineFee(
  tx: Tx,
  key: string,
  line: PayoutLine & { id: number },
  m: Movement,
) {
  const rows = await tx.moneyMovement.groupBy({
    by: ["kind"],
    where: { bookingId: line.id, kind: { in: ["fee", "fee_refund"] } },
    _sum: { amount: true },
  });
  const sum = (kind: string) => rows.find((r) => r.kind === kind)?._sum.amount ?? 0;
  const net = sum("fee") - sum("fee_refund");
  const target = lineFeeCents(line);
  if (target < net) await recordFeeRefund(tx, key, { ...m, amount: net - target });
  if (target > net) await recordFee(tx, { ...m, amount: target - net });
}

/**
 * Gives back the fee on what a refund returned (the platform keeps a fee only on what the
 * kitchen keeps), in the refund's transaction; `line` is the line after the refund.
 */
export const recordRefundedFee = (
  tx: Tx,
  key: string,
  line: PayoutLine & { id: number },
  m: Movement,
) => settleLineFee(tx, key, line, m);
