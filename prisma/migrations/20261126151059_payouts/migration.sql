-- CreateEnum
CREATE TYPE "PayoutState" AS ENUM ('not_started', 'details_needed', 'verified', 'payouts_enabled');

-- CreateEnum
CREATE TYPE "KitchenTransferStatus" AS ENUM ('pending', 'failed', 'sent');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "MoneyMovementKind" ADD VALUE 'fee';
ALTER TYPE "MoneyMovementKind" ADD VALUE 'fee_refund';
ALTER TYPE "MoneyMovementKind" ADD VALUE 'transfer';
ALTER TYPE "MoneyMovementKind" ADD VALUE 'reversal';

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "platformFeeBps" INTEGER;

-- AlterTable
ALTER TABLE "caterers" ADD COLUMN     "payoutState" "PayoutState" NOT NULL DEFAULT 'not_started';

-- CreateTable
CREATE TABLE "kitchen_transfers" (
    "id" SERIAL NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "catererId" INTEGER NOT NULL,
    "destination" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "intentId" TEXT NOT NULL,
    "transferGroup" TEXT NOT NULL,
    "status" "KitchenTransferStatus" NOT NULL DEFAULT 'pending',
    "providerRef" TEXT,
    "reversedAmount" INTEGER NOT NULL DEFAULT 0,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "sentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "kitchen_transfers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "test_connected_accounts" (
    "id" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "catererId" INTEGER NOT NULL,
    "email" TEXT,
    "detailsSubmitted" BOOLEAN NOT NULL DEFAULT false,
    "payoutsEnabled" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "test_connected_accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "test_transfers" (
    "id" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "destination" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "sourceIntentId" TEXT NOT NULL,
    "transferGroup" TEXT NOT NULL,
    "amountReversed" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "test_transfers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "test_transfer_reversals" (
    "id" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "transferId" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "test_transfer_reversals_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "kitchen_transfers_bookingId_key" ON "kitchen_transfers"("bookingId");

-- CreateIndex
CREATE INDEX "kitchen_transfers_catererId_idx" ON "kitchen_transfers"("catererId");

-- CreateIndex
CREATE INDEX "kitchen_transfers_status_idx" ON "kitchen_transfers"("status");

-- CreateIndex
CREATE UNIQUE INDEX "test_connected_accounts_idempotencyKey_key" ON "test_connected_accounts"("idempotencyKey");

-- CreateIndex
CREATE UNIQUE INDEX "test_transfers_idempotencyKey_key" ON "test_transfers"("idempotencyKey");

-- CreateIndex
CREATE INDEX "test_transfers_destination_idx" ON "test_transfers"("destination");

-- CreateIndex
CREATE UNIQUE INDEX "test_transfer_reversals_idempotencyKey_key" ON "test_transfer_reversals"("idempotencyKey");

-- CreateIndex
CREATE INDEX "test_transfer_reversals_transferId_idx" ON "test_transfer_reversals"("transferId");

-- CreateIndex
CREATE UNIQUE INDEX "caterers_stripeAccountId_key" ON "caterers"("stripeAccountId");

-- AddForeignKey
ALTER TABLE "kitchen_transfers" ADD CONSTRAINT "kitchen_transfers_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
