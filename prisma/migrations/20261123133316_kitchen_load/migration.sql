-- CreateEnum
CREATE TYPE "cancellation_policy" AS ENUM ('flexible', 'moderate', 'strict');

-- AlterTable
ALTER TABLE "availability" ADD COLUMN     "currentTrays" DECIMAL(8,1) NOT NULL DEFAULT 0,
ADD COLUMN     "maxTrays" INTEGER;

-- AlterTable
ALTER TABLE "bookings" ADD COLUMN     "refundAmount" INTEGER,
ADD COLUMN     "trayUnits" DECIMAL(5,1) NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "caterers" ADD COLUMN     "cancellationPolicy" "cancellation_policy",
ADD COLUMN     "largeTrayWeight" DECIMAL(3,1) NOT NULL DEFAULT 1.5,
ADD COLUMN     "longNoticeAboveTrays" INTEGER,
ADD COLUMN     "longNoticeHours" INTEGER,
ADD COLUMN     "minNoticeHours" INTEGER,
ADD COLUMN     "trayCapacity" INTEGER;

-- AlterTable
ALTER TABLE "test_payment_intents" ADD COLUMN     "refundAmount" INTEGER;

-- Existing bookings hold their tray units (medium 1, large the default weight 1.5), and each
-- date counts the units of its non-cancelled bookings. Existing caterers keep the spec's rules:
-- no tray capacity, no notice, no cancellation policy (all null).
UPDATE "bookings" SET "trayUnits" = "quantity" * CASE WHEN "traySize" = 'large' THEN 1.5 ELSE 1 END;
UPDATE "availability" a SET "currentTrays" = COALESCE((
  SELECT SUM(b."trayUnits") FROM "bookings" b
  WHERE b."catererId" = a."catererId" AND b."eventDate" = a."date" AND b."status" <> 'cancelled'
), 0);

-- Invariants (docs/architecture.md, "PostgreSQL holds the invariants too").
ALTER TABLE "caterers"
  ADD CONSTRAINT "caterers_tray_capacity_check" CHECK ("trayCapacity" IS NULL OR "trayCapacity" BETWEEN 1 AND 1000),
  ADD CONSTRAINT "caterers_large_tray_weight_check" CHECK ("largeTrayWeight" BETWEEN 1 AND 5),
  ADD CONSTRAINT "caterers_min_notice_check" CHECK ("minNoticeHours" IS NULL OR "minNoticeHours" BETWEEN 0 AND 2160),
  ADD CONSTRAINT "caterers_long_notice_check" CHECK (("longNoticeHours" IS NULL) = ("longNoticeAboveTrays" IS NULL)
    AND ("longNoticeHours" IS NULL OR "longNoticeHours" BETWEEN 1 AND 2160)
    AND ("longNoticeAboveTrays" IS NULL OR "longNoticeAboveTrays" >= 1));
ALTER TABLE "availability"
  ADD CONSTRAINT "availability_max_trays_check" CHECK ("maxTrays" IS NULL OR "maxTrays" BETWEEN 1 AND 1000),
  ADD CONSTRAINT "availability_current_trays_check" CHECK ("currentTrays" >= 0);
ALTER TABLE "bookings"
  ADD CONSTRAINT "bookings_tray_units_check" CHECK ("trayUnits" >= 0),
  ADD CONSTRAINT "bookings_refund_amount_check" CHECK ("refundAmount" IS NULL OR "refundAmount" >= 0);
