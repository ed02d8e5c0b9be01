-- CreateEnum
CREATE TYPE "WorkKind" AS ENUM ('refund_line', 'refund_change_line', 'pay_kitchen', 'settle_dispute');

-- CreateEnum
CREATE TYPE "WorkStatus" AS ENUM ('pending', 'done', 'failed');

-- CreateTable
CREATE TABLE "work_items" (
    "id" SERIAL NOT NULL,
    "kind" "WorkKind" NOT NULL,
    "subjectId" INTEGER NOT NULL,
    "dedupeKey" TEXT NOT NULL,
    "status" "WorkStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "generation" INTEGER NOT NULL DEFAULT 0,
    "lockedBy" TEXT,
    "lockedUntil" TIMESTAMP(3),
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "doneAt" TIMESTAMP(3),

    CONSTRAINT "work_items_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "work_items_dedupeKey_key" ON "work_items"("dedupeKey");

-- CreateIndex
CREATE INDEX "work_items_status_nextAttemptAt_idx" ON "work_items"("status", "nextAttemptAt");

-- Added by hand: what Prisma cannot express.
ALTER TABLE "work_items" ADD CONSTRAINT "work_items_attempts_check" CHECK ("attempts" >= 0);

-- The work the retry scans (payments.retry-refunds, payouts.transfer-due) found before this
-- migration becomes work items, so nothing waiting at deploy time is dropped.
INSERT INTO "work_items" ("kind", "subjectId", "dedupeKey", "nextAttemptAt", "createdAt")
SELECT 'refund_line', b."id", 'refund_line:' || b."id", now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
FROM "bookings" b
WHERE b."paymentStatus" = 'paid' AND b."refundRequestedAt" IS NOT NULL
ON CONFLICT ("dedupeKey") DO NOTHING;

INSERT INTO "work_items" ("kind", "subjectId", "dedupeKey", "nextAttemptAt", "createdAt")
SELECT 'refund_change_line', cl."id", 'refund_change_line:' || cl."id", now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
FROM "order_change_lines" cl JOIN "order_changes" c ON c."id" = cl."changeId"
WHERE cl."refundCents" > 0 AND cl."refundedAt" IS NULL AND cl."bookingId" IS NOT NULL
  AND c."status" = 'applied'
ON CONFLICT ("dedupeKey") DO NOTHING;

INSERT INTO "work_items" ("kind", "subjectId", "dedupeKey", "nextAttemptAt", "createdAt")
SELECT 'pay_kitchen', b."id", 'pay_kitchen:' || b."id", now() AT TIME ZONE 'UTC', now() AT TIME ZONE 'UTC'
FROM "bookings" b
JOIN "caterers" c ON c."id" = b."catererId"
LEFT JOIN "kitchen_transfers" t ON t."bookingId" = b."id"
WHERE b."paymentStatus" IN ('paid', 'refunded')
  AND (
    (t."id" IS NULL AND b."status" IN ('completed', 'cancelled')
      AND c."payoutState" = 'payouts_enabled' AND c."stripeAccountId" IS NOT NULL
      AND NOT (b."paymentStatus" = 'paid' AND b."refundRequestedAt" IS NOT NULL)
      AND (b."paymentStatus" = 'paid' OR b."refundAmount" < b."paymentAmount"))
    OR t."status" <> 'sent'
    OR (t."status" = 'sent' AND b."paymentStatus" = 'refunded' AND t."reversedAmount" < t."amount")
    OR (t."status" = 'sent' AND b."status" IN ('pending', 'confirmed') AND t."reversedAmount" < t."amount")
    OR (t."status" = 'sent' AND b."status" = 'completed' AND b."paymentStatus" = 'paid'
      AND t."reversedAmount" >= t."amount"
      AND c."payoutState" = 'payouts_enabled' AND c."stripeAccountId" IS NOT NULL)
  )
ON CONFLICT ("dedupeKey") DO NOTHING;
