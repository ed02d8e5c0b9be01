-- Invariants that schema.prisma cannot express. The domain functions validate the same
-- rules with friendly messages; these constraints make sure no code path can break them.

ALTER TABLE "bookings"
  ADD CONSTRAINT "bookings_quantity_check" CHECK ("quantity" BETWEEN 1 AND 10),
  ADD CONSTRAINT "bookings_total_price_check" CHECK ("totalPrice" > 0),
  ADD CONSTRAINT "bookings_payment_amount_check" CHECK ("paymentAmount" IS NULL OR "paymentAmount" > 0),
  ADD CONSTRAINT "bookings_event_time_check" CHECK ("eventTime" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  ADD CONSTRAINT "bookings_payment_currency_check" CHECK ("paymentCurrency" ~ '^[a-z]{3}$');

ALTER TABLE "caterers"
  ADD CONSTRAINT "caterers_rating_check" CHECK ("rating" >= 0 AND "rating" <= 5);

ALTER TABLE "availability"
  ADD CONSTRAINT "availability_max_orders_check" CHECK ("maxOrders" BETWEEN 1 AND 20),
  ADD CONSTRAINT "availability_current_orders_check" CHECK ("currentOrders" >= 0 AND "currentOrders" <= "maxOrders");

ALTER TABLE "dishes"
  ADD CONSTRAINT "dishes_medium_tray_price_check" CHECK ("mediumTrayPrice" > 0),
  ADD CONSTRAINT "dishes_large_tray_price_check" CHECK ("largeTrayPrice" > 0),
  ADD CONSTRAINT "dishes_preparation_time_check" CHECK ("preparationTime" IS NULL OR "preparationTime" >= 1);

ALTER TABLE "users"
  ADD CONSTRAINT "users_email_lowercase_check" CHECK ("email" = lower("email"));
