-- DropIndex
DROP INDEX "bookings_stripePaymentIntentId_key";

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "eventId" INTEGER;

-- AlterTable
ALTER TABLE "test_payment_intents" ADD COLUMN     "amountRefunded" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "eventId" INTEGER;

-- CreateTable
CREATE TABLE "test_payment_refunds" (
    "id" TEXT NOT NULL,
    "intentId" TEXT NOT NULL,
    "idempotencyKey" TEXT NOT NULL,
    "amount" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "test_payment_refunds_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_carts" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "eventDate" DATE,
    "eventTime" VARCHAR(5),
    "deliveryAddress" TEXT,
    "guestCount" INTEGER,
    "customerName" TEXT,
    "customerEmail" TEXT,
    "customerPhone" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "event_carts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_cart_lines" (
    "id" SERIAL NOT NULL,
    "cartId" INTEGER NOT NULL,
    "dishId" INTEGER NOT NULL,
    "traySize" "tray_size" NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "specialRequests" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "event_cart_lines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "catering_events" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER,
    "eventDate" DATE NOT NULL,
    "eventTime" VARCHAR(5) NOT NULL,
    "deliveryAddress" TEXT NOT NULL,
    "guestCount" INTEGER NOT NULL,
    "customerName" TEXT NOT NULL,
    "customerEmail" TEXT NOT NULL,
    "customerPhone" TEXT,
    "totalPrice" INTEGER NOT NULL,
    "paymentStatus" "payment_status" NOT NULL DEFAULT 'pending',
    "stripePaymentIntentId" TEXT,
    "paymentAmount" INTEGER,
    "paymentCurrency" TEXT NOT NULL DEFAULT 'usd',
    "paidAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "catering_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "test_payment_refunds_idempotencyKey_key" ON "test_payment_refunds"("idempotencyKey");

-- CreateIndex
CREATE INDEX "test_payment_refunds_intentId_idx" ON "test_payment_refunds"("intentId");

-- CreateIndex
CREATE UNIQUE INDEX "event_carts_userId_key" ON "event_carts"("userId");

-- CreateIndex
CREATE INDEX "event_cart_lines_cartId_idx" ON "event_cart_lines"("cartId");

-- CreateIndex
CREATE INDEX "event_cart_lines_dishId_idx" ON "event_cart_lines"("dishId");

-- CreateIndex
CREATE UNIQUE INDEX "catering_events_stripePaymentIntentId_key" ON "catering_events"("stripePaymentIntentId");

-- CreateIndex
CREATE INDEX "catering_events_userId_createdAt_idx" ON "catering_events"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "bookings_stripePaymentIntentId_idx" ON "bookings"("stripePaymentIntentId");

-- CreateIndex
CREATE INDEX "bookings_eventId_idx" ON "bookings"("eventId");

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_eventId_fkey" FOREIGN KEY ("eventId") REFERENCES "catering_events"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_carts" ADD CONSTRAINT "event_carts_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_cart_lines" ADD CONSTRAINT "event_cart_lines_cartId_fkey" FOREIGN KEY ("cartId") REFERENCES "event_carts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_cart_lines" ADD CONSTRAINT "event_cart_lines_dishId_fkey" FOREIGN KEY ("dishId") REFERENCES "dishes"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "catering_events" ADD CONSTRAINT "catering_events_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
