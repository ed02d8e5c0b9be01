-- Tips are never negative, and a transfer's round only counts up (docs/product-rules.md §19).
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tip_cents_check" CHECK ("tipCents" >= 0);
ALTER TABLE "catering_events" ADD CONSTRAINT "catering_events_tip_cents_check" CHECK ("tipCents" >= 0);
ALTER TABLE "kitchen_transfers" ADD CONSTRAINT "kitchen_transfers_round_check" CHECK ("round" >= 0);
