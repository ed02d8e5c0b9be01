-- CreateEnum
CREATE TYPE "test_payment_intent_status" AS ENUM ('requires_payment_method', 'processing', 'succeeded', 'canceled');

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "refundId" TEXT,
ADD COLUMN     "refundRequestedAt" TIMESTAMP(3),
ADD COLUMN     "refundedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "test_payment_intents" (
    "id" TEXT NOT NULL,
    "clientSecret" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "currency" TEXT NOT NULL,
    "bookingId" INTEGER NOT NULL,
    "status" "test_payment_intent_status" NOT NULL DEFAULT 'requires_payment_method',
    "lastErrorCode" TEXT,
    "lastErrorMessage" TEXT,
    "cardLast4" VARCHAR(4),
    "refundId" TEXT,
    "refundIdempotencyKey" TEXT,
    "refundedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "test_payment_intents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "processed_webhook_events" (
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "processedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "processed_webhook_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "test_payment_intents_clientSecret_key" ON "test_payment_intents"("clientSecret");

-- CreateIndex
CREATE UNIQUE INDEX "test_payment_intents_idempotencyKey_key" ON "test_payment_intents"("idempotencyKey");

-- CreateIndex
CREATE UNIQUE INDEX "test_payment_intents_refundId_key" ON "test_payment_intents"("refundId");

-- CreateIndex
CREATE UNIQUE INDEX "test_payment_intents_refundIdempotencyKey_key" ON "test_payment_intents"("refundIdempotencyKey");

-- CreateIndex
CREATE INDEX "test_payment_intents_bookingId_idx" ON "test_payment_intents"("bookingId");

-- CHECK constraints Prisma cannot express (added by hand).
ALTER TABLE "test_payment_intents" ADD CONSTRAINT "test_payment_intents_amount_positive" CHECK ("amount" > 0);
