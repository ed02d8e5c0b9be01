-- The money ledger's invariants Prisma cannot express (docs/product-rules.md §16).
ALTER TABLE "money_movements" ADD CONSTRAINT "money_movements_amount_check" CHECK ("amount" > 0);
ALTER TABLE "unmatched_payments" ADD CONSTRAINT "unmatched_payments_amount_check" CHECK ("amount" > 0);

-- What was charged and refunded before the ledger existed, from the bookings' own columns,
-- so the reconciliation job finds every earlier payment recorded.
INSERT INTO "money_movements" ("kind", "amount", "currency", "intentId", "bookingId", "eventId", "key", "note")
SELECT 'charge', COALESCE("paymentAmount", "totalPrice"), "paymentCurrency", "stripePaymentIntentId",
       "id", "eventId", 'charge:' || "stripePaymentIntentId" || ':' || "id", 'backfilled'
FROM "bookings"
WHERE "paymentStatus" IN ('paid', 'refunded') AND "stripePaymentIntentId" IS NOT NULL
  AND COALESCE("paymentAmount", "totalPrice") > 0;

INSERT INTO "money_movements" ("kind", "amount", "currency", "intentId", "bookingId", "eventId", "providerRef", "key", "note")
SELECT 'refund', COALESCE("refundAmount", "paymentAmount", "totalPrice"), "paymentCurrency",
       "stripePaymentIntentId", "id", "eventId", "refundId",
       'refund:refund-booking-' || "id" || '-' || "stripePaymentIntentId", 'backfilled'
FROM "bookings"
WHERE "paymentStatus" = 'refunded' AND "stripePaymentIntentId" IS NOT NULL
  AND COALESCE("refundAmount", "paymentAmount", "totalPrice") > 0;

-- Append-only: a movement, once written, is history. Corrections are new rows.
CREATE FUNCTION "money_movements_append_only"() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'money_movements is append-only (% refused)', TG_OP;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "money_movements_no_update_or_delete"
  BEFORE UPDATE OR DELETE ON "money_movements"
  FOR EACH ROW EXECUTE FUNCTION "money_movements_append_only"();
