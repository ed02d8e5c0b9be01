-- CreateEnum
CREATE TYPE "permit_type" AS ENUM ('cottage_food_registration', 'home_kitchen_operation_permit', 'other');

-- CreateTable
CREATE TABLE "kitchen_permits" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "permitType" "permit_type" NOT NULL,
    "permitNumber" TEXT NOT NULL,
    "issuingAuthority" TEXT NOT NULL,
    "expiresOn" DATE NOT NULL,
    "documentKey" TEXT,
    "documentType" TEXT,
    "documentSize" INTEGER,
    "verifiedAt" TIMESTAMP(3),
    "verifiedBy" INTEGER,
    "reminder30SentAt" TIMESTAMP(3),
    "reminder7SentAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "kitchen_permits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stored_files" (
    "key" TEXT NOT NULL,
    "contentType" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stored_files_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "kitchen_permits_userId_key" ON "kitchen_permits"("userId");

-- CreateIndex
CREATE INDEX "kitchen_permits_expiresOn_idx" ON "kitchen_permits"("expiresOn");

-- AddForeignKey
ALTER TABLE "kitchen_permits" ADD CONSTRAINT "kitchen_permits_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "kitchen_permits" ADD CONSTRAINT "kitchen_permits_verifiedBy_fkey" FOREIGN KEY ("verifiedBy") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
