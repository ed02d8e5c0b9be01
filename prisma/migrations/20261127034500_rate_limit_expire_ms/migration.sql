-- rate-limiter-flexible's PostgreSQL store keeps the window's end as milliseconds since
-- 1970 and counts an attempt in one statement (its Prisma store took two). Running windows
-- keep their end.
ALTER TABLE "rate_limits" ALTER COLUMN "expire" SET DATA TYPE BIGINT
  USING (EXTRACT(EPOCH FROM "expire") * 1000)::bigint;
