-- Delivery progress, the arrival window and the day-before reconfirmation of kitchen orders
-- (docs/product-rules.md §24).

-- CreateEnum
CREATE TYPE "delivery_status" AS ENUM ('none', 'out_for_delivery', 'delivered');

-- AlterTable
ALTER TABLE "caterers" ADD COLUMN     "arrivalLeadMinutes" INTEGER NOT NULL DEFAULT 45;

-- AlterTable
ALTER TABLE "orders" ADD COLUMN     "deliveredAt" TIMESTAMP(3),
ADD COLUMN     "deliveryNote" VARCHAR(500),
ADD COLUMN     "deliveryStatus" "delivery_status" NOT NULL DEFAULT 'none',
ADD COLUMN     "outForDeliveryAt" TIMESTAMP(3),
ADD COLUMN     "reconfirmAlertedAt" TIMESTAMP(3),
ADD COLUMN     "reconfirmRequestedAt" TIMESTAMP(3),
ADD COLUMN     "reconfirmedAt" TIMESTAMP(3);

-- The window must close by the event's start (lead at least the 30-minute window) and a
-- lead over four hours is a typo. Each step of the progress carries its time.
ALTER TABLE "caterers" ADD CONSTRAINT "caterers_arrival_lead_range"
  CHECK ("arrivalLeadMinutes" BETWEEN 30 AND 240);
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_progress_times"
  CHECK (("deliveryStatus" = 'none' OR "outForDeliveryAt" IS NOT NULL)
     AND ("deliveryStatus" <> 'delivered' OR "deliveredAt" IS NOT NULL));
