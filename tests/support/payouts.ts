/** Ledger arithmetic per line for the payout tests (docs/product-rules.md §19). */
import { db } from "@/lib/server/db";
import { checkedOut, eventIntent, payWithCard, setStatus, type MoneyWorld } from "./event-money";
import type { FakeStripe } from "./fake-stripe";

export type LineLedger = {
  /** The line's charge, tip and delivery fee rows (docs/product-rules.md §19, §23). */
  charged: number;
  refunded: number;
  /** Fees minus fees given back. */
  fee: number;
  /**
   * What the kitchen got: transfers minus reversals, minus what it owes back instead of a
   * reversal (receivable), plus what of this line's share paid such a debt (recovery).
   */
  transferred: number;
  /** What the platform still holds for the kitchen: the rest. */
  held: number;
  transfers: number;
};

export async function lineLedger(bookingId: number): Promise<LineLedger> {
  const rows = await db.moneyMovement.findMany({ where: { bookingId } });
  const sum = (kind: string) =>
    rows.filter((r) => r.kind === kind).reduce((s, r) => s + r.amount, 0);
  const charged = sum("charge") + sum("tip") + sum("delivery_fee");
  const refunded = sum("refund");
  const fee = sum("fee") - sum("fee_refund");
  const transferred =
    sum("transfer") - sum("reversal") - sum("receivable") + sum("receivable_recovery");
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

/**
 * Rosa's lasagna alone (`quantity` trays of `traySize`), checked out as an event `days`
 * ahead, paid, and completed by the admin: her share is then due. Returns the line's id.
 */
export async function completedRosaLine(
  w: MoneyWorld,
  fake: FakeStripe | null,
  traySize: "medium" | "large",
  quantity: number,
  days: number,
): Promise<number> {
  const event = await checkedOut(w.customer, [{ dishId: w.lasagna.id, traySize, quantity }], days);
  const res = await eventIntent(w.customer, event.eventId);
  expect(res.status).toBe(200);
  expect(await payWithCard(res.json.clientSecret, fake)).toBe(200);
  const line = event.bookingIds[0]!;
  expect((await setStatus(w.admin, line, "completed")).status).toBe(200);
  return line;
}

/** A line's ledger rows as [kind, amount, key], in the order written. */
export async function ledgerRows(bookingId: number) {
  const rows = await db.moneyMovement.findMany({ where: { bookingId }, orderBy: { id: "asc" } });
  return rows.map((r) => [r.kind, r.amount, r.key]);
}
