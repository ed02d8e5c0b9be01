-- CreateEnum
CREATE TYPE "dispute_status" AS ENUM ('needs_response', 'under_review', 'won', 'lost');

-- CreateEnum
CREATE TYPE "dispute_fee_bearer" AS ENUM ('platform', 'kitchen');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "MoneyMovementKind" ADD VALUE 'dispute';
ALTER TYPE "MoneyMovementKind" ADD VALUE 'dispute_fee';
ALTER TYPE "MoneyMovementKind" ADD VALUE 'dispute_won';

-- CreateTable
CREATE TABLE "disputes" (
    "id" SERIAL NOT NULL,
    "providerDisputeId" TEXT NOT NULL,
    "intentId" TEXT NOT NULL,
    "chargeId" TEXT,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "status" "dispute_status" NOT NULL,
    "feeCents" INTEGER NOT NULL DEFAULT 0,
    "feeBearer" "dispute_fee_bearer" NOT NULL DEFAULT 'platform',
    "evidenceSubmittedAt" TIMESTAMP(3),
    "evidence" JSONB,
    "evidenceDueBy" TIMESTAMP(3),
    "closedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "disputes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dispute_lines" (
    "disputeId" INTEGER NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "catererId" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "takenBackCents" INTEGER NOT NULL DEFAULT 0,
    "feeCents" INTEGER NOT NULL DEFAULT 0,
    "feeTakenCents" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "dispute_lines_pkey" PRIMARY KEY ("disputeId","bookingId")
);

-- CreateTable
CREATE TABLE "test_disputes" (
    "id" TEXT NOT NULL,
    "intentId" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "status" "dispute_status" NOT NULL DEFAULT 'needs_response',
    "evidence" JSONB,
    "evidenceSubmittedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "test_disputes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "disputes_providerDisputeId_key" ON "disputes"("providerDisputeId");

-- CreateIndex
CREATE INDEX "disputes_intentId_idx" ON "disputes"("intentId");

-- CreateIndex
CREATE INDEX "disputes_status_idx" ON "disputes"("status");

-- CreateIndex
CREATE INDEX "dispute_lines_bookingId_idx" ON "dispute_lines"("bookingId");

-- CreateIndex
CREATE INDEX "dispute_lines_catererId_idx" ON "dispute_lines"("catererId");

-- CreateIndex
CREATE INDEX "test_disputes_intentId_idx" ON "test_disputes"("intentId");

-- AddForeignKey
ALTER TABLE "dispute_lines" ADD CONSTRAINT "dispute_lines_disputeId_fkey" FOREIGN KEY ("disputeId") REFERENCES "disputes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dispute_lines" ADD CONSTRAINT "dispute_lines_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
