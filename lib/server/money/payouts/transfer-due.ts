import "server-only";
import type { Db, Tx } from "../../db";
import { enqueueWorkFor } from "../../work/enqueue-work";

export const TRANSFER_DUE_JOB = "payouts.transfer-due";

/**
 * Enqueues a pay_kitchen item for each line whose money waited for its kitchen to be able
 * to be paid (docs/product-rules.md §19): settled, charged, no transfer yet, its kitchen's
 * payouts enabled, no open or lost dispute (§22) and no item pending already. No status
 * change of the line causes this, so it is swept: when a kitchen's payouts become enabled
 * (`catererId`, in that change's transaction) and by the payouts.transfer-due job. Failed
 * transfers, reversals and reopened lines are their work items' retries, not this sweep's.
 */
export async function enqueueWaitingPayouts(
  tx: Tx | Db,
  filter: { catererId?: number } = {},
): Promise<number[]> {
  const catererId = filter.catererId ?? null;
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT b."id" FROM "bookings" b
    JOIN "caterers" c ON c."id" = b."catererId"
    WHERE b."paymentStatus" IN ('paid', 'refunded')
      AND (${catererId}::int IS NULL OR b."catererId" = ${catererId}::int)
      AND b."status" IN ('completed', 'cancelled')
      AND c."payoutState" = 'payouts_enabled' AND c."stripeAccountId" IS NOT NULL
      AND NOT (b."paymentStatus" = 'paid' AND b."refundRequestedAt" IS NOT NULL)
      AND (b."paymentStatus" = 'paid' OR b."refundAmount" < b."paymentAmount")
      AND NOT EXISTS (SELECT 1 FROM "kitchen_transfers" t WHERE t."bookingId" = b."id")
      AND NOT EXISTS (
        SELECT 1 FROM "dispute_lines" dl JOIN "disputes" d ON d."id" = dl."disputeId"
        WHERE dl."bookingId" = b."id" AND d."status" IN ('needs_response', 'under_review', 'lost'))
      AND NOT EXISTS (
        SELECT 1 FROM "work_items" w
        WHERE w."dedupeKey" = 'pay_kitchen:' || b."id" AND w."status" = 'pending')
    ORDER BY b."id"
    LIMIT 500`;
  return enqueueWorkFor(
    tx,
    "pay_kitchen",
    rows.map((r) => r.id),
  );
}
