/**
 * Caching of the public caterer pages (/caterer/{id}) and the sitemap.
 *
 * Every key carries the database's cache namespace (see `cached()` below), so a cache left
 * by another database is never read.
 *
 * The page data of a caterer (profile + menu) is kept in Next's data cache under the tag
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
import { cache } from "react";
import { revalidateTag, unstable_cache } from "next/cache";
import { clearPublicReplayCache } from "../http/public-replay-cache.mjs";
import type { Caterer, Dish, Review } from "@/lib/generated/prisma/client";
import { REVIEWS_PAGE_SIZE } from "@/lib/reviews/rules";
import { todayIso } from "@/lib/dates";
import { kitchenTakesOrders } from "@/lib/caterers/open";
import { kitchenOpenSql } from "./kitchen-open";
import { databaseCacheNamespace } from "../cache/database-identity.mjs";
import { db } from "../db";
import { log } from "../observability/log";
import {
  CATERER_JSON,
  DISH_JSON,
  REVIEW_JSON,
  fromJsonRow,
  jsonTimestamp,
  type JsonRow,
} from "../json-rows";
import type { DishDto } from "@/lib/dishes/types";
import type { DeliveryAreaDto } from "@/lib/delivery/types";
import { toDeliveryAreaDto } from "../delivery/delivery-area";
import { toDishDto } from "../dishes/serialize";
import type { CatererDto } from "@/lib/caterers/types";
import type { KitchenTermsDto } from "@/lib/kitchen/types";
import { toKitchenTermsDto } from "./kitchen-terms-dto";
import { toCatererDto } from "./serialize";
import type { ReviewPageDto } from "@/lib/reviews/types";
import { toReviewDto } from "../reviews/serialize";

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
async function cached<T>(load: () => Promise<T>, key: string[], tags: string[]): Promise<T> {
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

/** `reviews`: the first page of visible reviews with the caterer's rating and count. */
export type CatererPageData = {
  caterer: CatererDto;
  dishes: DishDto[];
  /** Notice, tray capacity and cancellation policy (product-rules §11). */
  terms: KitchenTermsDto;
  /** Where it delivers, its minimum order and pickup town (product-rules §23). */
  delivery: DeliveryAreaDto;
  reviews: ReviewPageDto;
  /** The owner's permit, as much as the public badge needs (product-rules §14). */
  permit: { expiresOn: string; verifiedAt: string | null } | null;
  /** False once an admin deactivated the owner (product-rules §14, closed kitchens). */
  ownerActive: boolean;
  /**
   * Whether the kitchen takes orders, as of when this was loaded; pages ask
   * `kitchenTakesOrders()` again with today's date (a permit expires by the date).
   */
  takingOrders: boolean;
};

type PageRow = {
  caterer: JsonRow;
  dishes: JsonRow[];
  reviews: JsonRow[];
  reviewTotal: number;
  permit: { expiresOn: string; verifiedAt: string | null } | null;
  ownerActive: boolean;
  zones: { id: number; zipCodes: string[]; radiusMiles: number | null; feeCents: number }[];
};

/**
 * Uncached; the page reads it through getCachedCatererPage(). ONE SQL statement: the
 * caterer, its menu, the first page of visible reviews with their total, and the owner's
 * permit, each a JSON sub-select (the page's statement budget is checked in
 * tests/integration/statement-budget.test.ts).
 */
export async function loadCatererPage(catererId: number): Promise<CatererPageData | null> {
  const [row] = await db.$queryRaw<PageRow[]>`
    SELECT to_jsonb(c) AS caterer,
      COALESCE((SELECT jsonb_agg(to_jsonb(d) ORDER BY d.id)
                FROM dishes d WHERE d."catererId" = c.id), '[]') AS dishes,
      COALESCE((SELECT jsonb_agg(to_jsonb(r) ORDER BY r."createdAt" DESC, r.id DESC)
                FROM (SELECT * FROM reviews r WHERE r."catererId" = c.id AND NOT r."isHidden"
                      ORDER BY r."createdAt" DESC, r.id DESC LIMIT ${REVIEWS_PAGE_SIZE}) r),
               '[]') AS reviews,
      (SELECT count(*)::int FROM reviews r
        WHERE r."catererId" = c.id AND NOT r."isHidden") AS "reviewTotal",
      (SELECT jsonb_build_object('expiresOn', p."expiresOn",
                                 'verifiedAt', p."verifiedAt")
        FROM kitchen_permits p WHERE p."userId" = c."userId") AS permit,
      NOT EXISTS (SELECT 1 FROM users u
        WHERE u.id = c."userId" AND NOT u."isActive") AS "ownerActive",
      COALESCE((SELECT jsonb_agg(jsonb_build_object('id', z.id, 'zipCodes', z."zipCodes",
                  'radiusMiles', z."radiusMiles", 'feeCents', z."feeCents") ORDER BY z.id)
                FROM delivery_zones z WHERE z."catererId" = c.id), '[]') AS zones
    FROM caterers c WHERE c.id = ${catererId}`;
  if (!row) return null;
  const caterer = fromJsonRow<Caterer>(row.caterer, CATERER_JSON);
  return {
    caterer: toCatererDto(caterer),
    dishes: row.dishes.map((d) => toDishDto(fromJsonRow<Dish>(d, DISH_JSON))),
    terms: toKitchenTermsDto(caterer),
    delivery: toDeliveryAreaDto({ ...caterer, deliveryZones: row.zones }),
    reviews: {
      reviews: row.reviews.map((r) => toReviewDto(fromJsonRow<Review>(r, REVIEW_JSON))),
      page: 1,
      pageSize: REVIEWS_PAGE_SIZE,
      total: row.reviewTotal,
      rating: caterer.rating.toFixed(1),
      reviewCount: caterer.reviewCount,
    },
    permit: row.permit
      ? {
          expiresOn: row.permit.expiresOn,
          verifiedAt: row.permit.verifiedAt
            ? jsonTimestamp(row.permit.verifiedAt).toISOString()
            : null,
        }
      : null,
    ownerActive: row.ownerActive,
    takingOrders: kitchenTakesOrders(
      caterer.userId === null
        ? null
        : {
            isActive: row.ownerActive,
            permitExpiresOn: row.permit?.expiresOn.slice(0, 10) ?? null,
          },
      todayIso(),
    ),
  };
}

/**
 * A caterer and its menu for the public page, from the cache; null for unknown ids.
 * React's cache() makes the layout, generateMetadata and the page of one request share one
 * call (on a cache miss: one load, not three).
 */
export const getCachedCatererPage = cache((catererId: number): Promise<CatererPageData | null> =>
  cached(
    () => loadCatererPage(catererId),
    ["caterer-page", String(catererId)],
    [catererTag(catererId)],
  ),
);

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
