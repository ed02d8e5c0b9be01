-- Event cart invariants Prisma cannot express (docs/product-rules.md §15).
ALTER TABLE "event_cart_lines" ADD CONSTRAINT "event_cart_lines_quantity_check" CHECK ("quantity" BETWEEN 1 AND 10);
ALTER TABLE "event_carts" ADD CONSTRAINT "event_carts_guest_count_check" CHECK ("guestCount" IS NULL OR "guestCount" BETWEEN 1 AND 500);
ALTER TABLE "catering_events" ADD CONSTRAINT "catering_events_guest_count_check" CHECK ("guestCount" BETWEEN 1 AND 500);
ALTER TABLE "catering_events" ADD CONSTRAINT "catering_events_total_price_check" CHECK ("totalPrice" > 0);
ALTER TABLE "test_payment_intents" ADD CONSTRAINT "test_payment_intents_amount_refunded_check" CHECK ("amountRefunded" BETWEEN 0 AND "amount");
