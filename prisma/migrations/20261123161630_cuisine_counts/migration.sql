-- CreateTable
CREATE TABLE "caterer_cuisine_counts" (
    "cuisine" TEXT NOT NULL,
    "caterers" INTEGER NOT NULL,

    CONSTRAINT "caterer_cuisine_counts_pkey" PRIMARY KEY ("cuisine")
);

-- Kept in step with caterers by statement-level triggers (one statement touching many
-- caterers updates each cuisine once).
CREATE FUNCTION add_cuisine_counts(delta jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO caterer_cuisine_counts (cuisine, caterers)
  SELECT key, value::int FROM jsonb_each_text(delta) WHERE value::int <> 0
  ON CONFLICT (cuisine) DO UPDATE SET caterers = caterer_cuisine_counts.caterers + EXCLUDED.caterers
$$;

CREATE FUNCTION caterers_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_cuisine_counts((SELECT jsonb_object_agg(cuisine, n) FROM
    (SELECT cuisine, count(*) AS n FROM new_rows GROUP BY cuisine) x));
  RETURN NULL;
END $$;

CREATE FUNCTION caterers_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_cuisine_counts((SELECT jsonb_object_agg(cuisine, -n) FROM
    (SELECT cuisine, count(*) AS n FROM old_rows GROUP BY cuisine) x));
  RETURN NULL;
END $$;

CREATE FUNCTION caterers_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_cuisine_counts((SELECT jsonb_object_agg(cuisine, n) FROM
    (SELECT cuisine, sum(n) AS n FROM (
       SELECT cuisine, 1 AS n FROM new_rows UNION ALL SELECT cuisine, -1 FROM old_rows) d
     GROUP BY cuisine) x));
  RETURN NULL;
END $$;

CREATE TRIGGER caterers_cuisine_count_insert AFTER INSERT ON caterers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION caterers_after_insert();
CREATE TRIGGER caterers_cuisine_count_delete AFTER DELETE ON caterers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION caterers_after_delete();
CREATE TRIGGER caterers_cuisine_count_update AFTER UPDATE ON caterers
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION caterers_after_update();

INSERT INTO caterer_cuisine_counts (cuisine, caterers)
SELECT cuisine, count(*) FROM caterers GROUP BY cuisine;
