-- One row, written here once, so every database made by these migrations has an identity of
-- its own from the start (lib/server/cache/database-identity.mjs).
ALTER TABLE "database_identity" ADD CONSTRAINT "database_identity_one_row_check" CHECK ("singleton");
INSERT INTO "database_identity" ("singleton") VALUES (true) ON CONFLICT DO NOTHING;
