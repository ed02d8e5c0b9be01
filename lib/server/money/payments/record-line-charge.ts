import "server-only";
import { LINE_EXTRAS, type LineExtraField } from "@/lib/money/line-extras";
import type { Tx } from "../../db";
import { recordLineFee } from "../payouts/line-fee";
import { recordCharge, recordLineExtra } from "./ledger";

type Movement = { intentId: string; currency: string; bookingId: number; eventId: number | null };

/**
 * The ledger rows of a line paid now, in the transaction that records the payment: its
 * price, and each of its extras (LINE_EXTRAS: tip, delivery fee share) as a row of its own,
 * and the platform's fee on the price and the commissioned extras only (neither a tip nor a
 * delivery fee is commissioned, product-rules §19, §23).
 */
export async function recordLineCharge(
  tx: Tx,
  movement: Movement,
  line: { totalPrice: number } & Record<LineExtraField, number>,
  feeBps: number,
) {
  await recordCharge(tx, { ...movement, amount: line.totalPrice });
  let commissioned = line.totalPrice;
  for (const extra of LINE_EXTRAS) {
    const amount = line[extra.field];
    if (amount > 0) await recordLineExtra(tx, extra.kind, { ...movement, amount });
    if (extra.commissioned) commissioned += amount;
  }
  await recordLineFee(tx, movement, commissioned, feeBps);
}
