/**
 * Caching of the public caterer pages (/caterer/{id}) and the sitemap.
 *
 * Every key carries the database's cache namespace (see `cached()` below), so a cache left
 * by another database is never read.
 *
 * The page data of a caterer (profile + menu: lib/server/kitchen-page/) is kept in Next's
 * data cache under the tag
 * `caterer:{id}`; the list behind the sitemap under `caterers`. Entries live until they are
 * revalidated (plus a one-hour safety net), so a caterer page is answered from the cache
 * instead of PostgreSQL.
 *
 * Public lists of caterers (GET /api/caterers with a query, and the home page's search) are
 * kept under `caterers` too, keyed by their query. The whole list (GET /api/caterers without
 * one) is streamed from PostgreSQL instead: at scale it fits no cache entry.
 *
 * EVERY domain function that changes what a caterer page shows must call
 * `revalidateCatererPages(catererId)` after its write commits: creating, updating or
 * deleting a caterer, creating, updating or deleting one of its dishes, and every review
 * change (a new review, a reply, hiding one).
 */
import "server-only";
import { revalidateTag, unstable_cache } from "next/cache";
import { clearPublicReplayCache } from "../http/public-replay-cache.mjs";
import { todayIso } from "@/lib/dates";
import { kitchenOpenSql } from "./kitchen-open";
import { databaseCacheNamespace } from "../cache/database-identity.mjs";
import { db } from "../db";
import { log } from "../observability/log";

export const CATERERS_TAG = "caterers";
export const catererTag = (catererId: number) => `caterer:${catererId}`;

/** Cached data survives at most this long without a revalidation (seconds). */
const SAFETY_NET_SECONDS = 3600;

/**
 * `load` through Next's data cache, under the database's cache namespace
 * (lib/server/cache/database-identity.mjs): the cache in the build folder and in Redis
 * outlives the database that filled it, so every key names that database, and entries of
 * another database (or of this one before a restore) are never read. When the namespace
 * cannot be read, `load` runs uncached: nothing is cached without it.
 * Outside a Next.js server (tests calling route handlers, scripts) there is no cache: `load`
 * runs directly. Next compiles NEXT_RUNTIME into its server bundles only.
 */
export async function cached<T>(load: () => Promise<T>, key: string[], tags: string[]): Promise<T> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return load();
  let namespace: string;
  try {
    namespace = await databaseCacheNamespace();
  } catch (error) {
    log.warn("Data cache bypassed: the database's identity could not be read", { err: error });
    return load();
  }
  try {
    return await unstable_cache(load, ["db", namespace, ...key], {
      tags,
      revalidate: SAFETY_NET_SECONDS,
    })();
  } catch (error) {
    if (error instanceof Error && error.message.includes("incrementalCache missing")) {
      return load();
    }
    throw error;
  }
}

export type SitemapCaterer = { id: number; updatedAt: string };

/**
 * Ids and last change of every caterer taking orders (for /sitemap.xml; closed kitchens are
 * left out, product-rules §14), from the cache. A permit expires by the date: the key holds it.
 */
export function getCachedCatererIndex(today = todayIso()): Promise<SitemapCaterer[]> {
  return cached(
    async () => {
      const rows = await db.$queryRaw<{ id: number; updatedAt: Date }[]>`
        SELECT c.id, c."updatedAt" FROM caterers c WHERE ${kitchenOpenSql(today)} ORDER BY c.id`;
      return rows.map((r) => ({ id: r.id, updatedAt: r.updatedAt.toISOString() }));
    },
    ["caterer-index", today],
    [CATERERS_TAG],
  );
}

/**
 * Public caterer lists (GET /api/caterers with the home filters, and the home page's
 * search), from the cache under the `caterers` tag. `key` names the query (its
 * normalised parameters); `load` runs on a miss. Searches hide kitchens whose permit has
 * expired by today's date, so callers put the date in the key.
 */
export function getCachedCatererList<T>(
  key: string,
  load: () => Promise<T>,
  options: { live?: boolean } = {},
): Promise<T> {
  // `live`: a search by delivery date reads the date's orders, which no caterer or dish
  // write announces; it is read from PostgreSQL every time (docs/product-rules.md §23).
  if (options.live) return load();
  return cached(load, ["caterer-list", key], [CATERERS_TAG]);
}

/**
 * Drops the cached page data of one caterer and the caterer index, so that the next
 * request reads PostgreSQL again (no stale page is served). Call it from route handlers,
 * server actions and the domain functions they use, after the change is committed.
 * Outside a Next.js request (seed script, tests) there is no cache and this does nothing.
 */
export function revalidateCatererPages(catererId: number): void {
  // The Node server's copies of public pages and API answers (scripts/runtime/server.mjs).
  clearPublicReplayCache();
  try {
    revalidateTag(catererTag(catererId), { expire: 0 });
    revalidateTag(CATERERS_TAG, { expire: 0 });
  } catch (error) {
    if (error instanceof Error && error.message.includes("static generation store missing")) {
      return;
    }
    throw error;
  }
}
