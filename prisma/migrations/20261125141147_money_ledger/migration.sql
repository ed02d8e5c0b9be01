-- CreateEnum
CREATE TYPE "MoneyMovementKind" AS ENUM ('charge', 'refund');

-- CreateTable
CREATE TABLE "money_movements" (
    "id" SERIAL NOT NULL,
    "kind" "MoneyMovementKind" NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "intentId" TEXT NOT NULL,
    "bookingId" INTEGER,
    "eventId" INTEGER,
    "providerRef" TEXT,
    "key" TEXT NOT NULL,
    "note" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "money_movements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "unmatched_payments" (
    "intentId" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "bookingId" INTEGER,
    "eventId" INTEGER,
    "userId" INTEGER,
    "reason" TEXT NOT NULL,
    "refundId" TEXT,
    "refundedAt" TIMESTAMP(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "unmatched_payments_pkey" PRIMARY KEY ("intentId")
);

-- CreateIndex
CREATE UNIQUE INDEX "money_movements_key_key" ON "money_movements"("key");

-- CreateIndex
CREATE INDEX "money_movements_intentId_idx" ON "money_movements"("intentId");

-- CreateIndex
CREATE INDEX "money_movements_bookingId_idx" ON "money_movements"("bookingId");

-- CreateIndex
CREATE INDEX "money_movements_eventId_idx" ON "money_movements"("eventId");

-- CreateIndex
CREATE INDEX "unmatched_payments_refundedAt_idx" ON "unmatched_payments"("refundedAt");
