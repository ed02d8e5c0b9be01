-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "holdExpiresAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "bookings_holdExpiresAt_idx" ON "bookings"("holdExpiresAt");

-- Unpaid open bookings made before holds existed get a full hold from now on, rather than
-- being cancelled the first time the expiry job runs.
UPDATE "bookings" SET "holdExpiresAt" = now() + interval '24 hours'
WHERE "status" IN ('pending', 'confirmed') AND "paymentStatus" IN ('pending', 'failed');
