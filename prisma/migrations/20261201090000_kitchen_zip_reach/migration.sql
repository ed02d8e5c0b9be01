-- Whether the menu has a main dish (the guests filter: every guest gets a main), kept in
-- the menu summary with the other columns the search reads instead of the dishes.
ALTER TABLE "caterers" ADD COLUMN "menuHasMain" BOOLEAN NOT NULL DEFAULT false;

CREATE OR REPLACE FUNCTION refresh_caterer_menu_summary(caterer_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE caterers c
  SET "dishTopPrices" = COALESCE(s.tops, '{}'),
      "dishDietTags" = COALESCE(s.tags, '{}'),
      "minMediumPrice" = s.min_medium,
      "maxLargePrice" = s.max_large,
      "menuHasMain" = COALESCE(s.has_main, false)
  FROM (
    SELECT x.id, agg.tops, agg.min_medium, agg.max_large, agg.has_main, tg.tags
    FROM (SELECT DISTINCT unnest(caterer_ids) AS id) x
    LEFT JOIN LATERAL (
      SELECT array_agg(DISTINCT GREATEST(d."mediumTrayPrice", d."largeTrayPrice")) AS tops,
             min(d."mediumTrayPrice") AS min_medium,
             max(d."largeTrayPrice") AS max_large,
             bool_or(d.category = 'main') AS has_main
      FROM dishes d WHERE d."catererId" = x.id
    ) agg ON true
    LEFT JOIN LATERAL (
      SELECT array_agg(DISTINCT lower(t)) AS tags
      FROM dishes d, unnest(d."dietaryTags") AS t
      WHERE d."catererId" = x.id
    ) tg ON true
  ) s
  WHERE c.id = s.id
$$;

UPDATE caterers c SET "menuHasMain" = true
WHERE EXISTS (SELECT 1 FROM dishes d WHERE d."catererId" = c.id AND d.category = 'main');

-- The ZIP search no longer measures distances per kitchen (kitchen_zip_reach does).
DROP INDEX "caterers_latitude_longitude_idx";

-- Every ZIP a kitchen reaches, written from its delivery area on each save (issue 42):
-- a ZIP search reads one ZIP's rows instead of measuring every kitchen. Each row also
-- carries the kitchen's columns the search filters and sorts on (kept by the trigger below
-- in the transaction of every caterer write), so a ZIP's thousands of kitchens are counted
-- and sorted from one index, and only the page's 24 caterer rows are read.
CREATE TABLE "kitchen_zip_reach" (
    "zip" TEXT NOT NULL,
    "catererId" INTEGER NOT NULL,
    "feeCents" INTEGER,
    "distanceMiles" DOUBLE PRECISION,
    "userId" INTEGER,
    "cuisine" TEXT NOT NULL,
    "rating" DECIMAL(2,1) NOT NULL,
    "minMediumPrice" DECIMAL(10,2),
    "maxLargePrice" DECIMAL(10,2),
    "unfinished" BOOLEAN NOT NULL,
    "trayCapacity" INTEGER,
    "largeTrayWeight" DECIMAL(3,1) NOT NULL,
    "menuHasMain" BOOLEAN NOT NULL,
    "priceMask" SMALLINT NOT NULL,
    "dietTags" TEXT[] NOT NULL,

    CONSTRAINT "kitchen_zip_reach_pkey" PRIMARY KEY ("zip","catererId")
);

CREATE INDEX "kitchen_zip_reach_search_idx" ON "kitchen_zip_reach"("zip", "catererId", "feeCents", "distanceMiles", "userId", "cuisine", "rating", "minMediumPrice", "maxLargePrice", "unfinished", "trayCapacity", "largeTrayWeight", "menuHasMain", "priceMask", "dietTags");

CREATE INDEX "kitchen_zip_reach_catererId_idx" ON "kitchen_zip_reach"("catererId");

ALTER TABLE "kitchen_zip_reach" ADD CONSTRAINT "kitchen_zip_reach_catererId_fkey" FOREIGN KEY ("catererId") REFERENCES "caterers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The kitchen's columns on its reach rows follow every change of the caterer row.
CREATE FUNCTION caterers_sync_zip_reach() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE kitchen_zip_reach r
  SET "userId" = NEW."userId", cuisine = NEW.cuisine, rating = NEW.rating,
      "minMediumPrice" = NEW."minMediumPrice", "maxLargePrice" = NEW."maxLargePrice",
      unfinished = (NEW."minMediumPrice" IS NULL OR NEW."imageUrl" IS NULL),
      "trayCapacity" = NEW."trayCapacity", "largeTrayWeight" = NEW."largeTrayWeight",
      "menuHasMain" = NEW."menuHasMain",
      "priceMask" = caterer_price_mask(NEW."dishTopPrices"),
      "dietTags" = COALESCE(NEW."dishDietTags", '{}')
  WHERE r."catererId" = NEW.id;
  RETURN NULL;
END $$;

-- A kitchen that has not set its area has no reach rows: its search columns come from the
-- caterer row, through this partial index alone (index-only; the menu arrays a price or
-- dietary filter reads stay out of it: they made it 20 times larger), listed last.
CREATE INDEX "caterers_area_not_set_idx" ON "caterers"("id", "userId", "cuisine", "rating", "minMediumPrice", "maxLargePrice", "imageUrl", "trayCapacity", "largeTrayWeight", "menuHasMain") WHERE "zipCode" IS NULL;

-- The search by date joins one date's availability rows.
CREATE INDEX "availability_date_idx" ON "availability"("date");

-- The trigger that keeps the reach rows' copy of the kitchen.
CREATE TRIGGER caterers_zip_reach_sync AFTER UPDATE ON caterers FOR EACH ROW
  WHEN ((OLD."userId", OLD.cuisine, OLD.rating, OLD."minMediumPrice", OLD."maxLargePrice",
         OLD."imageUrl", OLD."trayCapacity", OLD."largeTrayWeight", OLD."menuHasMain",
         OLD."dishTopPrices", OLD."dishDietTags")
        IS DISTINCT FROM
        (NEW."userId", NEW.cuisine, NEW.rating, NEW."minMediumPrice", NEW."maxLargePrice",
         NEW."imageUrl", NEW."trayCapacity", NEW."largeTrayWeight", NEW."menuHasMain",
         NEW."dishTopPrices", NEW."dishDietTags"))
  EXECUTE FUNCTION caterers_sync_zip_reach();

-- Lists and searches leave out the kitchens of deactivated owners: they read those few
-- owners once, through this index, instead of every listed kitchen's owner.
CREATE INDEX "users_inactive_idx" ON "users"("id") WHERE NOT "isActive";
