-- The dispute invariants Prisma cannot express (docs/product-rules.md §22).
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_amount_check" CHECK ("amount" > 0);
ALTER TABLE "disputes" ADD CONSTRAINT "disputes_fee_check" CHECK ("feeCents" >= 0);
ALTER TABLE "dispute_lines" ADD CONSTRAINT "dispute_lines_amounts_check"
  CHECK ("amount" >= 0 AND "takenBackCents" >= 0 AND "feeCents" >= 0
    AND "feeTakenCents" >= 0 AND "feeTakenCents" <= "feeCents");
