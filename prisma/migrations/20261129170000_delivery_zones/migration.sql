-- Where a kitchen delivers (docs/product-rules.md §23): its ZIP code and the ZIP's centroid
-- (search measures distance in SQL), a minimum order, pickup, and delivery zones.
-- AlterTable
ALTER TABLE "caterers" ADD COLUMN     "latitude" DOUBLE PRECISION,
ADD COLUMN     "longitude" DOUBLE PRECISION,
ADD COLUMN     "minOrderCents" INTEGER,
ADD COLUMN     "offersPickup" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "pickupNote" TEXT,
ADD COLUMN     "zipCode" VARCHAR(5);

-- CreateTable
CREATE TABLE "delivery_zones" (
    "id" SERIAL NOT NULL,
    "catererId" INTEGER NOT NULL,
    "zipCodes" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "radiusMiles" DECIMAL(4,1),
    "feeCents" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "delivery_zones_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "delivery_zones_catererId_idx" ON "delivery_zones"("catererId");

-- CreateIndex
CREATE INDEX "delivery_zones_zipCodes_idx" ON "delivery_zones" USING GIN ("zipCodes");

-- CreateIndex
CREATE INDEX "caterers_latitude_longitude_idx" ON "caterers"("latitude", "longitude");

-- AddForeignKey
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_catererId_fkey" FOREIGN KEY ("catererId") REFERENCES "caterers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

