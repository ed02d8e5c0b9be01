import "server-only";
import { db } from "../../db";
import { payKitchenForLine } from "./pay-kitchen";
import { log } from "../../observability/log";

export const TRANSFER_DUE_JOB = "payouts.transfer-due";

/**
 * The payouts.transfer-due job (every 10 minutes, lib/server/jobs/registry.ts), and what
 * runs when a kitchen's payouts become enabled (`catererId`): every line that may owe its
 * kitchen a transfer or a reversal: settled lines of kitchens that can be paid with no
 * transfer yet (completed before payouts were enabled), transfers that failed or never
 * finished, refunded lines whose transfer may need reversing, lines an admin reopened after
 * their transfer (reversed) and such lines completed again (transferred again). Lines an
 * open or lost dispute holds are left out (docs/product-rules.md §22).
 */
export async function transferDue(filter: { catererId?: number } = {}): Promise<{
  checked: number;
  sent: number;
  reversed: number;
  /** Reversals the kitchen's balance could not cover, recorded as what it owes. */
  receivables: number;
  failed: number;
}> {
  const catererId = filter.catererId ?? null;
  const rows = await db.$queryRaw<{ id: number }[]>`
    SELECT b."id" FROM "bookings" b
    JOIN "caterers" c ON c."id" = b."catererId"
    LEFT JOIN "kitchen_transfers" t ON t."bookingId" = b."id"
    WHERE b."paymentStatus" IN ('paid', 'refunded')
      AND (${catererId}::int IS NULL OR b."catererId" = ${catererId}::int)
      AND NOT EXISTS (
        SELECT 1 FROM "dispute_lines" dl JOIN "disputes" d ON d."id" = dl."disputeId"
        WHERE dl."bookingId" = b."id" AND d."status" IN ('needs_response', 'under_review', 'lost'))
      AND (
        (t."id" IS NULL AND b."status" IN ('completed', 'cancelled')
          AND c."payoutState" = 'payouts_enabled' AND c."stripeAccountId" IS NOT NULL
          AND NOT (b."paymentStatus" = 'paid' AND b."refundRequestedAt" IS NOT NULL)
          AND (b."paymentStatus" = 'paid' OR b."refundAmount" < b."paymentAmount"))
        OR t."status" <> 'sent'
        OR (t."status" = 'sent' AND b."paymentStatus" = 'refunded' AND t."reversedAmount" < t."amount")
        -- Reopened by an admin after its transfer: reverse it.
        OR (t."status" = 'sent' AND b."status" IN ('pending', 'confirmed') AND t."reversedAmount" < t."amount")
        -- Reversed in full and completed again: the next round.
        OR (t."status" = 'sent' AND b."status" = 'completed' AND b."paymentStatus" = 'paid'
          AND t."reversedAmount" >= t."amount"
          AND c."payoutState" = 'payouts_enabled' AND c."stripeAccountId" IS NOT NULL)
      )
    ORDER BY b."id"
    LIMIT 500`;
  const result = { checked: rows.length, sent: 0, reversed: 0, receivables: 0, failed: 0 };
  for (const { id } of rows) {
    try {
      const outcome = await payKitchenForLine(id);
      if (outcome === "sent") result.sent++;
      if (outcome === "reversed") result.reversed++;
      if (outcome === "receivable") result.receivables++;
      if (outcome === "failed") result.failed++;
    } catch (error) {
      result.failed++;
      log.error(`Payout of booking ${id} failed`, error);
    }
  }
  return result;
}
