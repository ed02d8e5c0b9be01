// @ts-check
/**
 * Next.js's cache (unstable_cache data, ISR pages, tag revalidation) in Redis, so that every
 * app instance reads one cache and a revalidateTag() on one instance reaches all of them
 * (docs/deploy.md). next.config.mjs loads this file only when REDIS_URL is set; without it
 * Next keeps its own per-process cache, as a single instance needs.
 *
 * @fortedigital/nextjs-cache-handler (the maintained successor of @neshca/cache-handler,
 * 3.3+ for Next 16.3+): its redis-strings handler stores each entry under a key with an
 * expiry and keeps tag revalidation times in a shared hash that every instance checks on read.
 *
 * Every key, the tag hashes included, starts with REDIS_KEY_PREFIX and the database's cache
 * namespace (lib/server/cache/database-identity.mjs): instances on another database, or on
 * this one after a restore, never read these entries. A build (no database needed) writes
 * under "build:" instead.
 */
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { createClient } from "@redis/client";
import { databaseCacheNamespace } from "./lib/server/cache/database-identity.mjs";
import { logger } from "./lib/server/observability/logger.mjs";

/** @type {Promise<ReturnType<typeof createClient>> | null} */
let connecting = null;

function redis() {
  connecting ??= (async () => {
    const client = createClient({ url: process.env.REDIS_URL });
    // A Redis outage must not take the site down: the handler treats errors and timeouts as
    // cache misses (pages then read PostgreSQL); the client reconnects on its own.
    client.on("error", (error) => logger.error({ err: error }, "Redis cache connection failed"));
    await client.connect();
    return client;
  })();
  return connecting;
}

CacheHandler.onCreation(async () => {
  // Nothing may be cached without the identity: while it cannot be read (the database is
  // down) creation fails, and the next cache operation tries again. The data cache's
  // callers (caterer-page-cache.ts) read it first and skip the cache until it is known.
  const namespace =
    process.env.NEXT_PHASE === "phase-production-build" ? "build" : await databaseCacheNamespace();
  return {
    handlers: [
      createRedisHandler({
        client: /** @type {any} */ (await redis()),
        keyPrefix: `${process.env.REDIS_KEY_PREFIX ?? "traytable:"}${namespace}:`,
        timeoutMs: 1000,
      }),
    ],
  };
});

export default CacheHandler;
