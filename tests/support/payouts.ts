/** Ledger arithmetic per line for the payout tests (docs/product-rules.md §19). */
import { db } from "@/lib/server/db";

export type LineLedger = {
  /** The line's charge and tip rows (docs/product-rules.md §19). */
  charged: number;
  refunded: number;
  /** Fees minus fees given back. */
  fee: number;
  /** Transfers minus reversals. */
  transferred: number;
  /** What the platform still holds for the kitchen: the rest. */
  held: number;
  transfers: number;
};

export async function lineLedger(bookingId: number): Promise<LineLedger> {
  const rows = await db.moneyMovement.findMany({ where: { bookingId } });
  const sum = (kind: string) =>
    rows.filter((r) => r.kind === kind).reduce((s, r) => s + r.amount, 0);
  const tip = sum("tip");
  const charged = sum("charge") + tip;
  const refunded = sum("refund");
  const fee = sum("fee") - sum("fee_refund");
  const transferred = sum("transfer") - sum("reversal");
  return {
    charged,
    refunded,
    fee,
    transferred,
    held: charged - refunded - fee - transferred,
    transfers: rows.filter((r) => r.kind === "transfer").length,
  };
}

/** The line's tip rows in the ledger (part of lineLedger's charged). */
export async function lineTipCents(bookingId: number): Promise<number> {
  const rows = await db.moneyMovement.findMany({ where: { bookingId, kind: "tip" } });
  return rows.reduce((s, r) => s + r.amount, 0);
}
