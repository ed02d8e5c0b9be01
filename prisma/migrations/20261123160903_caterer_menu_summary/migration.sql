-- DropIndex
DROP INDEX "caterers_rating_idx";

-- AlterTable
ALTER TABLE "caterers" ADD COLUMN     "dishDietTags" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "dishTopPrices" DECIMAL(10,2)[] DEFAULT ARRAY[]::DECIMAL(10,2)[],
ADD COLUMN     "maxLargePrice" DECIMAL(10,2),
ADD COLUMN     "minMediumPrice" DECIMAL(10,2);

-- CreateIndex
CREATE INDEX "caterers_rating_id_idx" ON "caterers"("rating" DESC, "id");

-- CreateIndex
CREATE INDEX "caterers_minMediumPrice_id_idx" ON "caterers"("minMediumPrice" ASC, "id");

-- CreateIndex
CREATE INDEX "caterers_dishDietTags_idx" ON "caterers" USING GIN ("dishDietTags");

-- The menu summary of a caterer (docs/product-rules.md §9), recomputed from its dishes in
-- the transaction of every dish write. Statement-level triggers with transition tables:
-- a bulk insert of many dishes recomputes each touched caterer once.
CREATE FUNCTION refresh_caterer_menu_summary(caterer_ids integer[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE caterers c
  SET "dishTopPrices" = COALESCE(s.tops, '{}'),
      "dishDietTags" = COALESCE(s.tags, '{}'),
      "minMediumPrice" = s.min_medium,
      "maxLargePrice" = s.max_large
  FROM (
    SELECT x.id, agg.tops, agg.min_medium, agg.max_large, tg.tags
    FROM (SELECT DISTINCT unnest(caterer_ids) AS id) x
    LEFT JOIN LATERAL (
      SELECT array_agg(DISTINCT GREATEST(d."mediumTrayPrice", d."largeTrayPrice")) AS tops,
             min(d."mediumTrayPrice") AS min_medium,
             max(d."largeTrayPrice") AS max_large
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

CREATE FUNCTION dishes_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_caterer_menu_summary(ARRAY(SELECT DISTINCT "catererId" FROM new_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION dishes_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_caterer_menu_summary(ARRAY(
    SELECT "catererId" FROM new_rows UNION SELECT "catererId" FROM old_rows));
  RETURN NULL;
END $$;

CREATE FUNCTION dishes_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_caterer_menu_summary(ARRAY(SELECT DISTINCT "catererId" FROM old_rows));
  RETURN NULL;
END $$;

CREATE TRIGGER dishes_menu_summary_insert AFTER INSERT ON dishes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dishes_after_insert();
CREATE TRIGGER dishes_menu_summary_update AFTER UPDATE ON dishes
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION dishes_after_update();
CREATE TRIGGER dishes_menu_summary_delete AFTER DELETE ON dishes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dishes_after_delete();

-- Existing menus.
SELECT refresh_caterer_menu_summary(ARRAY(SELECT id FROM caterers));
