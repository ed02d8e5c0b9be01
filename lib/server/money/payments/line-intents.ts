import "server-only";
import { CHARGED_KINDS } from "@/lib/money/ledger-totals";
import { db, type Tx } from "../../db";
import { getPaymentProvider } from "./get-provider";

/**
 * What each payment intent that paid a line still holds for it (docs/product-rules.md §20),
 * newest first, from the ledger: its charged rows (CHARGED_KINDS) minus its refund rows. A line its
 * order's change paid more for has two; every other line one. A line paid before the
 * ledger existed has no rows: its own intent then holds `fallback`.
 */
export async function lineIntentBalances(
  client: Tx | typeof db,
  line: { id: number; stripePaymentIntentId: string | null },
  fallback: number,
): Promise<{ intentId: string; cents: number }[]> {
  const charged = [...CHARGED_KINDS];
  const rows = await client.$queryRaw<{ intentId: string; cents: bigint; first: Date }[]>`
    SELECT "intentId",
      sum(CASE WHEN "kind" = ANY(${charged}::"MoneyMovementKind"[]) THEN "amount" WHEN "kind" = 'refund' THEN -"amount" ELSE 0 END) AS "cents",
      min("createdAt") AS "first"
    FROM "money_movements"
    WHERE "bookingId" = ${line.id} AND ("kind" = ANY(${charged}::"MoneyMovementKind"[]) OR "kind" = 'refund')
    GROUP BY "intentId"
    ORDER BY min("createdAt") DESC, "intentId" DESC`;
  if (!rows.length) {
    return line.stripePaymentIntentId
      ? [{ intentId: line.stripePaymentIntentId, cents: fallback }]
      : [];
  }
  return rows
    .map((r) => ({ intentId: r.intentId, cents: Number(r.cents) }))
    .filter((r) => r.cents > 0);
}

/**
 * Gives `amount` cents of a line back through the provider, from the intents that paid it,
 * newest first, each under `${keyPrefix}-${intentId}` (so a retry never refunds twice).
 * Returns what went back on each intent. Called after the commit that asked for it.
 */
export async function refundFromLineIntents(
  line: { id: number; stripePaymentIntentId: string | null },
  amount: number,
  keyPrefix: string,
  fallback: number,
) {
  const made: { intentId: string; amount: number; refundId: string | null; key: string }[] = [];
  let left = amount;
  for (const { intentId, cents } of await lineIntentBalances(db, line, fallback)) {
    if (left <= 0) break;
    const part = Math.min(left, cents);
    const key = `${keyPrefix}-${intentId}`;
    const { refundId } = await getPaymentProvider().refund({
      intentId,
      idempotencyKey: key,
      amount: part,
    });
    made.push({ intentId, amount: part, refundId, key });
    left -= part;
  }
  if (left > 0) throw new Error(`Line ${line.id} holds less than the ${amount} cents to refund`);
  return made;
}
