-- CreateEnum
CREATE TYPE "role" AS ENUM ('user', 'caterer', 'admin');

-- CreateEnum
CREATE TYPE "booking_status" AS ENUM ('pending', 'confirmed', 'cancelled', 'completed');

-- CreateEnum
CREATE TYPE "payment_status" AS ENUM ('pending', 'processing', 'paid', 'failed', 'refunded');

-- CreateEnum
CREATE TYPE "tray_size" AS ENUM ('medium', 'large');

-- CreateEnum
CREATE TYPE "dish_category" AS ENUM ('appetizer', 'main', 'dessert', 'side');

-- CreateEnum
CREATE TYPE "spice_level" AS ENUM ('mild', 'medium', 'hot', 'extra-hot');

-- CreateEnum
CREATE TYPE "application_status" AS ENUM ('draft', 'submitted', 'under_review', 'changes_requested', 'approved', 'rejected');

-- CreateTable
CREATE TABLE "users" (
    "id" SERIAL NOT NULL,
    "email" TEXT NOT NULL,
    "passwordHash" TEXT NOT NULL,
    "firstName" TEXT NOT NULL,
    "lastName" TEXT NOT NULL,
    "role" "role" NOT NULL DEFAULT 'user',
    "isActive" BOOLEAN NOT NULL DEFAULT true,
    "emailVerified" BOOLEAN NOT NULL DEFAULT false,
    "phone" TEXT,
    "profileImageUrl" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sessions" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "lastUsedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "userAgent" TEXT,
    "ipAddress" TEXT,

    CONSTRAINT "sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "caterers" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER,
    "name" TEXT NOT NULL,
    "cuisine" TEXT NOT NULL,
    "description" TEXT,
    "rating" DECIMAL(2,1) NOT NULL DEFAULT 0,
    "imageUrl" TEXT,
    "location" TEXT,
    "isGrandfathered" BOOLEAN NOT NULL DEFAULT false,
    "stripeAccountId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "caterers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dishes" (
    "id" SERIAL NOT NULL,
    "catererId" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "category" "dish_category" NOT NULL,
    "dietaryTags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "spiceLevel" "spice_level",
    "ingredients" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "allergens" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "imageUrls" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "mediumTrayPrice" DECIMAL(10,2) NOT NULL,
    "largeTrayPrice" DECIMAL(10,2) NOT NULL,
    "isPopular" BOOLEAN NOT NULL DEFAULT false,
    "isSignatureDish" BOOLEAN NOT NULL DEFAULT false,
    "preparationTime" INTEGER,
    "servingSize" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "dishes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bookings" (
    "id" SERIAL NOT NULL,
    "catererId" INTEGER NOT NULL,
    "userId" INTEGER,
    "dishId" INTEGER,
    "dishName" TEXT NOT NULL,
    "customerName" TEXT NOT NULL,
    "customerEmail" TEXT NOT NULL,
    "customerPhone" TEXT,
    "eventDate" DATE NOT NULL,
    "eventTime" VARCHAR(5) NOT NULL,
    "traySize" "tray_size" NOT NULL,
    "quantity" INTEGER NOT NULL DEFAULT 1,
    "specialRequests" TEXT,
    "status" "booking_status" NOT NULL DEFAULT 'pending',
    "statusComments" TEXT,
    "lastStatusUpdate" TIMESTAMP(3),
    "statusUpdatedBy" INTEGER,
    "totalPrice" INTEGER NOT NULL,
    "paymentStatus" "payment_status" NOT NULL DEFAULT 'pending',
    "stripePaymentIntentId" TEXT,
    "paymentAmount" INTEGER,
    "paymentCurrency" TEXT NOT NULL DEFAULT 'usd',
    "paidAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "bookings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "availability" (
    "id" SERIAL NOT NULL,
    "catererId" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "isAvailable" BOOLEAN NOT NULL DEFAULT true,
    "maxOrders" INTEGER NOT NULL DEFAULT 5,
    "currentOrders" INTEGER NOT NULL DEFAULT 0,
    "notes" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "availability_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "caterer_applications" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "businessName" TEXT NOT NULL,
    "cuisineTags" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "serviceArea" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "phone" TEXT,
    "termsAccepted" BOOLEAN NOT NULL DEFAULT false,
    "status" "application_status" NOT NULL DEFAULT 'draft',
    "adminNotes" TEXT,
    "reviewedBy" INTEGER,
    "reviewedAt" TIMESTAMP(3),
    "submittedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "caterer_applications_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_email_key" ON "users"("email");

-- CreateIndex
CREATE INDEX "users_role_isActive_idx" ON "users"("role", "isActive");

-- CreateIndex
CREATE INDEX "users_createdAt_idx" ON "users"("createdAt");

-- CreateIndex
CREATE INDEX "sessions_userId_idx" ON "sessions"("userId");

-- CreateIndex
CREATE INDEX "sessions_expiresAt_idx" ON "sessions"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "caterers_userId_key" ON "caterers"("userId");

-- CreateIndex
CREATE INDEX "caterers_cuisine_idx" ON "caterers"("cuisine");

-- CreateIndex
CREATE INDEX "caterers_rating_idx" ON "caterers"("rating" DESC);

-- CreateIndex
CREATE INDEX "caterers_location_idx" ON "caterers"("location");

-- CreateIndex
CREATE INDEX "dishes_catererId_category_idx" ON "dishes"("catererId", "category");

-- CreateIndex
CREATE INDEX "dishes_dietaryTags_idx" ON "dishes" USING GIN ("dietaryTags");

-- CreateIndex
CREATE UNIQUE INDEX "bookings_stripePaymentIntentId_key" ON "bookings"("stripePaymentIntentId");

-- CreateIndex
CREATE INDEX "bookings_catererId_eventDate_idx" ON "bookings"("catererId", "eventDate");

-- CreateIndex
CREATE INDEX "bookings_catererId_status_idx" ON "bookings"("catererId", "status");

-- CreateIndex
CREATE INDEX "bookings_userId_createdAt_idx" ON "bookings"("userId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "bookings_customerEmail_idx" ON "bookings"("customerEmail");

-- CreateIndex
CREATE INDEX "bookings_dishId_idx" ON "bookings"("dishId");

-- CreateIndex
CREATE INDEX "bookings_status_createdAt_idx" ON "bookings"("status", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "availability_catererId_date_key" ON "availability"("catererId", "date");

-- CreateIndex
CREATE UNIQUE INDEX "caterer_applications_userId_key" ON "caterer_applications"("userId");

-- CreateIndex
CREATE INDEX "caterer_applications_status_submittedAt_idx" ON "caterer_applications"("status", "submittedAt");

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "caterers" ADD CONSTRAINT "caterers_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dishes" ADD CONSTRAINT "dishes_catererId_fkey" FOREIGN KEY ("catererId") REFERENCES "caterers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_catererId_fkey" FOREIGN KEY ("catererId") REFERENCES "caterers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_dishId_fkey" FOREIGN KEY ("dishId") REFERENCES "dishes"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_statusUpdatedBy_fkey" FOREIGN KEY ("statusUpdatedBy") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "availability" ADD CONSTRAINT "availability_catererId_fkey" FOREIGN KEY ("catererId") REFERENCES "caterers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "caterer_applications" ADD CONSTRAINT "caterer_applications_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "caterer_applications" ADD CONSTRAINT "caterer_applications_reviewedBy_fkey" FOREIGN KEY ("reviewedBy") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
