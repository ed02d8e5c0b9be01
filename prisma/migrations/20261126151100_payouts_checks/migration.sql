-- The payout invariants Prisma cannot express (docs/product-rules.md §19).
ALTER TABLE "kitchen_transfers" ADD CONSTRAINT "kitchen_transfers_amount_check" CHECK ("amount" > 0);
ALTER TABLE "kitchen_transfers" ADD CONSTRAINT "kitchen_transfers_reversed_check"
  CHECK ("reversedAmount" >= 0 AND "reversedAmount" <= "amount");
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_platform_fee_bps_check"
  CHECK ("platformFeeBps" IS NULL OR ("platformFeeBps" >= 0 AND "platformFeeBps" <= 10000));
