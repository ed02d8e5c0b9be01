-- Delivery areas (docs/product-rules.md §23): a ZIP is five digits and comes with its
-- centroid; amounts are never negative; a zone is either a ZIP list or a radius, never both.
ALTER TABLE "caterers" ADD CONSTRAINT "caterers_zip_code_check" CHECK ("zipCode" IS NULL OR "zipCode" ~ '^[0-9]{5}$');
ALTER TABLE "caterers" ADD CONSTRAINT "caterers_zip_coordinates_check" CHECK (("zipCode" IS NULL) = ("latitude" IS NULL) AND ("zipCode" IS NULL) = ("longitude" IS NULL));
ALTER TABLE "caterers" ADD CONSTRAINT "caterers_min_order_check" CHECK ("minOrderCents" IS NULL OR "minOrderCents" >= 0);
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_fee_check" CHECK ("feeCents" >= 0);
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_kind_check" CHECK ((cardinality("zipCodes") > 0) <> ("radiusMiles" IS NOT NULL));
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_radius_check" CHECK ("radiusMiles" IS NULL OR ("radiusMiles" > 0 AND "radiusMiles" <= 50));
