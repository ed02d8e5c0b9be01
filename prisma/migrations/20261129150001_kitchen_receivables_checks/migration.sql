-- The receivable invariants Prisma cannot express (docs/product-rules.md §19): amounts are
-- positive cents, never more is recovered than was owed, settled exactly when all of it was.
ALTER TABLE "kitchen_receivables" ADD CONSTRAINT "kitchen_receivables_amount_check"
  CHECK ("amount" > 0 AND "recoveredAmount" >= 0 AND "recoveredAmount" <= "amount");
ALTER TABLE "kitchen_receivables" ADD CONSTRAINT "kitchen_receivables_status_check"
  CHECK (("status" = 'settled') = ("recoveredAmount" = "amount"));
ALTER TABLE "kitchen_receivable_recoveries" ADD CONSTRAINT "kitchen_receivable_recoveries_amount_check"
  CHECK ("amount" > 0);
ALTER TABLE "kitchen_transfers" ADD CONSTRAINT "kitchen_transfers_netted_check"
  CHECK ("recoveredAmount" >= 0 AND "recoveredAmount" <= "amount"
    AND "receivableAmount" >= 0 AND "receivableAmount" <= "reversedAmount");
