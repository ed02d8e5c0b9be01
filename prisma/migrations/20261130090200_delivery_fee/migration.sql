-- The delivery fee is charged (docs/product-rules.md §23): each line carries its share of
-- its kitchen order's fee, and the ledger records it as its own kind.
ALTER TYPE "MoneyMovementKind" ADD VALUE 'delivery_fee';

ALTER TABLE "bookings" ADD COLUMN "deliveryFeeCents" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_delivery_fee_cents_check"
  CHECK ("deliveryFeeCents" >= 0);
