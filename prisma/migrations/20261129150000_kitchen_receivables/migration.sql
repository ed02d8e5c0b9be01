-- CreateEnum
CREATE TYPE "KitchenReceivableStatus" AS ENUM ('open', 'settled');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "MoneyMovementKind" ADD VALUE 'receivable';
ALTER TYPE "MoneyMovementKind" ADD VALUE 'receivable_recovery';

-- AlterTable
ALTER TABLE "kitchen_transfers" ADD COLUMN     "nettedAt" TIMESTAMP(3),
ADD COLUMN     "receivableAmount" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "recoveredAmount" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "test_connected_accounts" ADD COLUMN     "paidOutAmount" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "kitchen_receivables" (
    "id" SERIAL NOT NULL,
    "catererId" INTEGER NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "recoveredAmount" INTEGER NOT NULL DEFAULT 0,
    "currency" TEXT NOT NULL,
    "status" "KitchenReceivableStatus" NOT NULL DEFAULT 'open',
    "reason" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,
    "settledAt" TIMESTAMP(3),

    CONSTRAINT "kitchen_receivables_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "kitchen_receivable_recoveries" (
    "id" SERIAL NOT NULL,
    "receivableId" INTEGER NOT NULL,
    "transferId" INTEGER NOT NULL,
    "round" INTEGER NOT NULL,
    "amount" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "kitchen_receivable_recoveries_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "kitchen_receivables_key_key" ON "kitchen_receivables"("key");

-- CreateIndex
CREATE INDEX "kitchen_receivables_catererId_status_idx" ON "kitchen_receivables"("catererId", "status");

-- CreateIndex
CREATE INDEX "kitchen_receivables_bookingId_idx" ON "kitchen_receivables"("bookingId");

-- CreateIndex
CREATE INDEX "kitchen_receivable_recoveries_transferId_idx" ON "kitchen_receivable_recoveries"("transferId");

-- CreateIndex
CREATE UNIQUE INDEX "kitchen_receivable_recoveries_receivableId_transferId_round_key" ON "kitchen_receivable_recoveries"("receivableId", "transferId", "round");

-- AddForeignKey
ALTER TABLE "kitchen_receivables" ADD CONSTRAINT "kitchen_receivables_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "kitchen_receivable_recoveries" ADD CONSTRAINT "kitchen_receivable_recoveries_receivableId_fkey" FOREIGN KEY ("receivableId") REFERENCES "kitchen_receivables"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
