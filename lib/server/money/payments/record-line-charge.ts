import "server-only";
import type { Tx } from "../../db";
import { recordLineFee } from "../payouts/line-fee";
import { recordCharge, recordDeliveryFee, recordTip } from "./ledger";

type Movement = { intentId: string; currency: string; bookingId: number; eventId: number | null };

/**
 * The ledger rows of a line paid now, in the transaction that records the payment: its
 * price, its tip and its delivery fee share as rows of their own, and the platform's fee on
 * the price only (neither a tip nor a delivery fee is commissioned, product-rules §19, §23).
 */
export async function recordLineCharge(
  tx: Tx,
  movement: Movement,
  line: { totalPrice: number; tipCents: number; deliveryFeeCents: number },
  feeBps: number,
) {
  await recordCharge(tx, { ...movement, amount: line.totalPrice });
  if (line.tipCents > 0) await recordTip(tx, { ...movement, amount: line.tipCents });
  if (line.deliveryFeeCents > 0) {
    await recordDeliveryFee(tx, { ...movement, amount: line.deliveryFeeCents });
  }
  await recordLineFee(tx, movement, line.totalPrice, feeBps);
}
