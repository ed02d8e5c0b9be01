-- Kitchen orders (docs/product-rules.md §20): amounts never negative, guests 1-500, and at
-- most one open change (waiting for the kitchen or for the customer's payment) per order.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_change_refunded_check" CHECK ("changeRefundedCents" >= 0);
ALTER TABLE "orders" ADD CONSTRAINT "orders_guest_count_check" CHECK ("guestCount" IS NULL OR "guestCount" BETWEEN 1 AND 500);
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_amounts_check" CHECK ("chargeCents" >= 0 AND "refundCents" >= 0 AND "reservedUnits" >= 0);
ALTER TABLE "order_changes" ADD CONSTRAINT "order_changes_guest_count_check" CHECK ("guestCount" IS NULL OR "guestCount" BETWEEN 1 AND 500);
ALTER TABLE "order_change_lines" ADD CONSTRAINT "order_change_lines_quantity_check" CHECK ("quantity" BETWEEN 0 AND 10);
CREATE UNIQUE INDEX "order_changes_one_open_per_order" ON "order_changes" ("orderId") WHERE "status" IN ('requested', 'accepted');
ALTER TABLE "order_change_lines" ADD CONSTRAINT "order_change_lines_refund_check" CHECK ("refundCents" >= 0);
