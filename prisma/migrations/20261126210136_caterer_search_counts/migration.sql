-- The per-cuisine counts (migration 20261123161630_cuisine_counts) answered only the home
-- page without filters or by cuisine; caterer_search_counts answers every filter but "free
-- from", so they go.
DROP TRIGGER caterers_cuisine_count_insert ON caterers;
DROP TRIGGER caterers_cuisine_count_delete ON caterers;
DROP TRIGGER caterers_cuisine_count_update ON caterers;
DROP FUNCTION caterers_after_insert();
DROP FUNCTION caterers_after_delete();
DROP FUNCTION caterers_after_update();
DROP FUNCTION add_cuisine_counts(jsonb);
DROP TABLE "caterer_cuisine_counts";

-- CreateTable
CREATE TABLE "caterer_search_counts" (
    "key" TEXT NOT NULL,
    "cuisine" TEXT NOT NULL,
    "location" TEXT,
    "priceMask" SMALLINT NOT NULL,
    "dietTags" TEXT[],
    "caterers" INTEGER NOT NULL,

    CONSTRAINT "caterer_search_counts_pkey" PRIMARY KEY ("key")
);

-- Which price bands of the home filter a caterer's dishes reach, one bit a band in the order
-- of PRICE_BANDS (lib/browse/filters.ts: $20-$50 inclusive, over $50 up to $100 inclusive,
-- over $100), from the dishes' top prices (caterers."dishTopPrices"). The search compares
-- against the same bits (lib/server/caterers/search-caterers.ts).
CREATE FUNCTION caterer_price_mask(tops numeric[]) RETURNS smallint LANGUAGE sql IMMUTABLE AS $$
  SELECT (CASE WHEN EXISTS (SELECT 1 FROM unnest(tops) t WHERE t >= 20 AND t <= 50) THEN 1 ELSE 0 END
        | CASE WHEN EXISTS (SELECT 1 FROM unnest(tops) t WHERE t > 50 AND t <= 100) THEN 2 ELSE 0 END
        | CASE WHEN EXISTS (SELECT 1 FROM unnest(tops) t WHERE t > 100) THEN 4 ELSE 0 END)::smallint
$$;

-- Adds signed counts per combination; a combination left with no caterer is removed.
CREATE FUNCTION add_caterer_search_counts(delta caterer_search_counts[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE emptied text[];
BEGIN
  WITH up AS (
    INSERT INTO caterer_search_counts AS s
      ("key", "cuisine", "location", "priceMask", "dietTags", "caterers")
    SELECT d."key", d."cuisine", d."location", d."priceMask", d."dietTags", d."caterers"
    FROM unnest(delta) d WHERE d."caterers" <> 0
    ON CONFLICT ("key") DO UPDATE SET "caterers" = s."caterers" + EXCLUDED."caterers"
    RETURNING s."key", s."caterers")
  SELECT array_agg("key") INTO emptied FROM up WHERE "caterers" = 0;
  IF emptied IS NOT NULL THEN
    DELETE FROM caterer_search_counts WHERE "key" = ANY(emptied) AND "caterers" = 0;
  END IF;
END $$;

-- One combination as a row of caterer_search_counts, counted `n` times (negative: removed).
CREATE FUNCTION caterer_search_count(cuisine text, location text, mask smallint, tags text[], n bigint)
RETURNS caterer_search_counts LANGUAGE sql IMMUTABLE AS $$
  SELECT ROW(jsonb_build_array(cuisine, location, mask, tags)::text,
             cuisine, location, mask, tags, n::int)::caterer_search_counts
$$;

-- Statement-level triggers with transition tables, like the cuisine counts: a statement that
-- touches many caterers (a bulk insert, the menu summary of many dishes) updates each
-- combination once.
CREATE FUNCTION caterers_search_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_caterer_search_counts(ARRAY(
    SELECT caterer_search_count(cuisine, loc, mask, tags, count(*))
    FROM (SELECT cuisine, lower(location) AS loc, caterer_price_mask("dishTopPrices") AS mask,
                 COALESCE("dishDietTags", '{}') AS tags FROM new_rows) d
    GROUP BY cuisine, loc, mask, tags));
  RETURN NULL;
END $$;

CREATE FUNCTION caterers_search_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_caterer_search_counts(ARRAY(
    SELECT caterer_search_count(cuisine, loc, mask, tags, -count(*))
    FROM (SELECT cuisine, lower(location) AS loc, caterer_price_mask("dishTopPrices") AS mask,
                 COALESCE("dishDietTags", '{}') AS tags FROM old_rows) d
    GROUP BY cuisine, loc, mask, tags));
  RETURN NULL;
END $$;

CREATE FUNCTION caterers_search_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_caterer_search_counts(ARRAY(
    SELECT caterer_search_count(cuisine, loc, mask, tags, sum(n)::bigint)
    FROM (SELECT cuisine, lower(location) AS loc, caterer_price_mask("dishTopPrices") AS mask,
                 COALESCE("dishDietTags", '{}') AS tags, 1 AS n FROM new_rows
          UNION ALL
          SELECT cuisine, lower(location), caterer_price_mask("dishTopPrices"),
                 COALESCE("dishDietTags", '{}'), -1 FROM old_rows) d
    GROUP BY cuisine, loc, mask, tags));
  RETURN NULL;
END $$;

CREATE TRIGGER caterers_search_counts_insert AFTER INSERT ON caterers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION caterers_search_counts_after_insert();
CREATE TRIGGER caterers_search_counts_delete AFTER DELETE ON caterers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION caterers_search_counts_after_delete();
CREATE TRIGGER caterers_search_counts_update AFTER UPDATE ON caterers
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION caterers_search_counts_after_update();

SELECT add_caterer_search_counts(ARRAY(
  SELECT caterer_search_count(cuisine, loc, mask, tags, count(*))
  FROM (SELECT cuisine, lower(location) AS loc, caterer_price_mask("dishTopPrices") AS mask,
               COALESCE("dishDietTags", '{}') AS tags FROM caterers) d
  GROUP BY cuisine, loc, mask, tags));

-- The home page's sorts put unfinished kitchens (no dish or no photo) last, whatever the sort
-- (lib/server/caterers/search-caterers.ts): an index per sort that begins with the same
-- expression lets the page of 24 walk it and stop, instead of sorting every caterer.
CREATE INDEX caterers_browse_rating_idx ON caterers
  ((("minMediumPrice" IS NULL OR "imageUrl" IS NULL)), rating DESC, id);
CREATE INDEX caterers_browse_price_low_idx ON caterers
  ((("minMediumPrice" IS NULL OR "imageUrl" IS NULL)), "minMediumPrice" ASC NULLS LAST, id);
CREATE INDEX caterers_browse_price_high_idx ON caterers
  ((("minMediumPrice" IS NULL OR "imageUrl" IS NULL)), "maxLargePrice" DESC NULLS LAST, id);
CREATE INDEX caterers_browse_location_idx ON caterers
  ((("minMediumPrice" IS NULL OR "imageUrl" IS NULL)), lower(location) COLLATE "C" ASC NULLS LAST, id);
