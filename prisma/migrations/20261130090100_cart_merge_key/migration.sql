-- A visitor cart merged once is not appended again when the browser sends it twice (its
-- first answer lost to a page change).
ALTER TABLE "event_carts" ADD COLUMN "lastMergeKey" VARCHAR(64);
