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
