import "server-only";
import { lineChargedCents, lineTipChargedCents } from "@/lib/payments/amounts";
import {
  feeBpsFor,
  feeCents,
  lineFeeCents,
  platformFeeBps,
  type PayoutLine,
} from "@/lib/payments/payouts";
import type { Tx } from "../db";
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
 * `priceCents` is the line's price, its tip left out (a tip is never commissioned).
 */
export async function recordLineFee(tx: Tx, m: Movement, priceCents: number, bps: number) {
  const amount = feeCents(priceCents, bps);
  if (amount > 0) await recordFee(tx, { ...m, amount });
}

/**
 * Gives back the fee on what a refund returned (the platform keeps a fee only on what the
 * kitchen keeps), in the refund's transaction; `line` is the line after the refund.
 */
export async function recordRefundedFee(tx: Tx, key: string, line: PayoutLine, m: Movement) {
  const price = lineChargedCents(line) - lineTipChargedCents(line);
  const amount = feeCents(price, line.platformFeeBps ?? 0) - lineFeeCents(line);
  if (amount > 0) await recordFeeRefund(tx, key, { ...m, amount });
}
