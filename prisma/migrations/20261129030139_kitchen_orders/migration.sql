-- CreateEnum
CREATE TYPE "order_decision" AS ENUM ('confirmed', 'declined', 'expired');

-- CreateEnum
CREATE TYPE "order_change_status" AS ENUM ('requested', 'accepted', 'applied', 'declined', 'withdrawn', 'expired');

-- AlterTable
-- orderId is filled below from the existing lines, then made NOT NULL.
ALTER TABLE "bookings" ADD COLUMN     "changeRefundedCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "orderId" INTEGER;

-- AlterTable
ALTER TABLE "catering_events" ALTER COLUMN "deliveryAddress" DROP NOT NULL,
ALTER COLUMN "guestCount" DROP NOT NULL;

-- AlterTable
ALTER TABLE "test_payment_intents" ADD COLUMN     "changeId" INTEGER;

-- CreateTable
CREATE TABLE "orders" (
    "id" INTEGER NOT NULL,
    "catererId" INTEGER NOT NULL,
    "userId" INTEGER,
    "eventId" INTEGER,
    "eventDate" DATE NOT NULL,
    "eventTime" VARCHAR(5) NOT NULL,
    "customerName" TEXT NOT NULL,
    "customerEmail" TEXT NOT NULL,
    "customerPhone" TEXT,
    "deliveryAddress" TEXT,
    "guestCount" INTEGER,
    "status" "booking_status" NOT NULL DEFAULT 'pending',
    "holdsSlot" BOOLEAN NOT NULL DEFAULT true,
    "respondBy" TIMESTAMP(3),
    "remindAt" TIMESTAMP(3),
    "reminderSentAt" TIMESTAMP(3),
    "decision" "order_decision",
    "decidedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "orders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_changes" (
    "id" SERIAL NOT NULL,
    "orderId" INTEGER NOT NULL,
    "requestedBy" INTEGER,
    "requestedRole" VARCHAR(16) NOT NULL,
    "status" "order_change_status" NOT NULL,
    "needsAcceptance" BOOLEAN NOT NULL,
    "guestCount" INTEGER,
    "previousGuestCount" INTEGER,
    "chargeCents" INTEGER NOT NULL DEFAULT 0,
    "refundCents" INTEGER NOT NULL DEFAULT 0,
    "reservedUnits" DECIMAL(8,1) NOT NULL DEFAULT 0,
    "note" TEXT,
    "declineReason" TEXT,
    "decidedAt" TIMESTAMP(3),
    "decidedBy" INTEGER,
    "stripePaymentIntentId" TEXT,
    "paymentStatus" "payment_status" NOT NULL DEFAULT 'pending',
    "paymentAmount" INTEGER,
    "paidAt" TIMESTAMP(3),
    "appliedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "order_changes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "order_change_lines" (
    "id" SERIAL NOT NULL,
    "changeId" INTEGER NOT NULL,
    "bookingId" INTEGER,
    "dishId" INTEGER,
    "dishName" TEXT NOT NULL,
    "traySize" "tray_size" NOT NULL,
    "quantity" INTEGER NOT NULL,
    "specialRequests" TEXT,
    "fromTraySize" "tray_size",
    "fromQuantity" INTEGER,
    "fromTotal" INTEGER NOT NULL,
    "toTotal" INTEGER NOT NULL,
    "fromUnits" DECIMAL(5,1) NOT NULL DEFAULT 0,
    "toUnits" DECIMAL(5,1) NOT NULL DEFAULT 0,
    "refundCents" INTEGER NOT NULL DEFAULT 0,
    "refundedAt" TIMESTAMP(3),

    CONSTRAINT "order_change_lines_pkey" PRIMARY KEY ("id")
);

-- Every existing line lands in exactly one order (docs/product-rules.md §20). A single-dish
-- booking is a one-line order with the booking's id; an event's lines of one kitchen are one
-- order, numbered by its lowest line id. An order's status is derived from its lines.
INSERT INTO "orders" ("id", "catererId", "userId", "eventId", "eventDate", "eventTime",
  "customerName", "customerEmail", "customerPhone", "status", "holdsSlot", "createdAt", "updatedAt")
SELECT b."id", b."catererId", b."userId", NULL, b."eventDate", b."eventTime",
  b."customerName", b."customerEmail", b."customerPhone", b."status",
  b."status" <> 'cancelled', b."createdAt", b."updatedAt"
FROM "bookings" b WHERE b."eventId" IS NULL;

INSERT INTO "orders" ("id", "catererId", "userId", "eventId", "eventDate", "eventTime",
  "customerName", "customerEmail", "customerPhone", "deliveryAddress", "guestCount", "status",
  "holdsSlot", "createdAt", "updatedAt")
SELECT min(b."id"), b."catererId", e."userId", e."id", e."eventDate", e."eventTime",
  e."customerName", e."customerEmail", e."customerPhone", e."deliveryAddress", e."guestCount",
  (CASE
     WHEN bool_and(b."status" = 'cancelled') THEN 'cancelled'
     WHEN bool_or(b."status" = 'pending') THEN 'pending'
     WHEN bool_and(b."status" IN ('completed', 'cancelled')) THEN 'completed'
     ELSE 'confirmed'
   END)::"booking_status",
  bool_or(b."status" <> 'cancelled'), min(b."createdAt"), max(b."updatedAt")
FROM "bookings" b JOIN "catering_events" e ON e."id" = b."eventId"
GROUP BY e."id", b."catererId";

UPDATE "bookings" SET "orderId" = "id" WHERE "eventId" IS NULL;
UPDATE "bookings" b SET "orderId" = o."id"
FROM "orders" o WHERE b."eventId" = o."eventId" AND b."catererId" = o."catererId";

-- A date's order slots now count orders, not lines: an order of several lines gives back
-- the slots its extra open lines took.
UPDATE "availability" a SET "currentOrders" = a."currentOrders" - x."extra"
FROM (
  SELECT o."catererId", o."eventDate", count(b."id") - count(DISTINCT o."id") AS "extra"
  FROM "orders" o JOIN "bookings" b ON b."orderId" = o."id" AND b."status" <> 'cancelled'
  GROUP BY o."catererId", o."eventDate"
) x
WHERE a."catererId" = x."catererId" AND a."date" = x."eventDate" AND x."extra" > 0;

ALTER TABLE "bookings" ALTER COLUMN "orderId" SET NOT NULL;

-- CreateIndex
CREATE INDEX "orders_catererId_eventDate_idx" ON "orders"("catererId", "eventDate");

-- CreateIndex
CREATE INDEX "orders_userId_createdAt_idx" ON "orders"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "orders_respondBy_idx" ON "orders"("respondBy");

-- CreateIndex
CREATE INDEX "orders_catererId_decidedAt_idx" ON "orders"("catererId", "decidedAt");

-- CreateIndex
CREATE UNIQUE INDEX "orders_eventId_catererId_key" ON "orders"("eventId", "catererId");

-- CreateIndex
CREATE UNIQUE INDEX "order_changes_stripePaymentIntentId_key" ON "order_changes"("stripePaymentIntentId");

-- CreateIndex
CREATE INDEX "order_changes_orderId_createdAt_idx" ON "order_changes"("orderId", "createdAt");

-- CreateIndex
CREATE INDEX "order_changes_status_idx" ON "order_changes"("status");

-- CreateIndex
CREATE INDEX "order_change_lines_changeId_idx" ON "order_change_lines"("changeId");

-- CreateIndex
CREATE INDEX "order_change_lines_bookingId_idx" ON "order_change_lines"("bookingId");

-- CreateIndex
CREATE INDEX "bookings_orderId_idx" ON "bookings"("orderId");

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_catererId_fkey" FOREIGN KEY ("catererId") REFERENCES "caterers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "orders" ADD CONSTRAINT "orders_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "catering_events"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_orderId_fkey" FOREIGN KEY ("orderId") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_requestedBy_fkey" FOREIGN KEY ("requestedBy") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_change_lines" ADD CONSTRAINT "order_change_lines_changeId_fkey" FOREIGN KEY ("changeId") REFERENCES "order_changes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "order_change_lines" ADD CONSTRAINT "order_change_lines_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "bookings"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
