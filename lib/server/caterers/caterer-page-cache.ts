/**
 * Caching of the public caterer pages (/caterer/{id}) and the sitemap.
 *
 * The page data of a caterer (profile + menu) is kept in Next's data cache under the tag
 * `caterer:{id}`; the list behind the sitemap under `caterers`. Entries live until they are
 * revalidated (plus a one-hour safety net), so a caterer page is answered from the cache
 * instead of PostgreSQL.
 *
 * EVERY domain function that changes what a caterer page shows must call
 * `revalidateCatererPages(catererId)` after its write commits: creating, updating or
 * deleting a caterer, creating, updating or deleting one of its dishes, and every review
 * change (a new review, a reply, hiding one).
 */
import { revalidateTag, unstable_cache } from "next/cache";
import { utcDateToIso } from "@/lib/dates";
import { db } from "../db";
import type { DishDto } from "@/lib/types/dish";
import { toDishDto } from "../dishes/serialize";
import type { CatererDto } from "@/lib/types/caterer";
import type { KitchenTermsDto } from "@/lib/types/kitchen";
import { toKitchenTermsDto } from "./kitchen-settings";
import { toCatererDto } from "./serialize";
import type { ReviewPageDto } from "@/lib/types/review";
import { listCatererReviews } from "../reviews/list-reviews";

export const CATERERS_TAG = "caterers";
export const catererTag = (catererId: number) => `caterer:${catererId}`;

/** Cached data survives at most this long without a revalidation (seconds). */
const SAFETY_NET_SECONDS = 3600;

/** `reviews`: the first page of visible reviews with the caterer's rating and count. */
export type CatererPageData = {
  caterer: CatererDto;
  dishes: DishDto[];
  /** Notice, tray capacity and cancellation policy (product-rules §11). */
  terms: KitchenTermsDto;
  reviews: ReviewPageDto;
  /** The owner's permit, as much as the public badge needs (product-rules §14). */
  permit: { expiresOn: string; verifiedAt: string | null } | null;
};

/** Uncached; the page reads it through getCachedCatererPage(). */
export async function loadCatererPage(catererId: number): Promise<CatererPageData | null> {
  const caterer = await db.caterer.findUnique({
    where: { id: catererId },
    include: { dishes: { orderBy: { id: "asc" } } },
  });
  if (!caterer) return null;
  const reviews = (await listCatererReviews(catererId, 1))!;
  const permit = caterer.userId
    ? await db.kitchenPermit.findUnique({ where: { userId: caterer.userId } })
    : null;
  return {
    caterer: toCatererDto(caterer),
    dishes: caterer.dishes.map(toDishDto),
    terms: toKitchenTermsDto(caterer),
    reviews,
    permit: permit
      ? {
          expiresOn: utcDateToIso(permit.expiresOn),
          verifiedAt: permit.verifiedAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** A caterer and its menu for the public page, from the cache; null for unknown ids. */
export function getCachedCatererPage(catererId: number): Promise<CatererPageData | null> {
  return unstable_cache(loadCatererPage, ["caterer-page", String(catererId)], {
    tags: [catererTag(catererId)],
    revalidate: SAFETY_NET_SECONDS,
  })(catererId);
}

export type SitemapCaterer = { id: number; updatedAt: string };

/** Ids and last change of every caterer (for /sitemap.xml), from the cache. */
export const getCachedCatererIndex = unstable_cache(
  async (): Promise<SitemapCaterer[]> => {
    const rows = await db.caterer.findMany({
      select: { id: true, updatedAt: true },
      orderBy: { id: "asc" },
    });
    return rows.map((r) => ({ id: r.id, updatedAt: r.updatedAt.toISOString() }));
  },
  ["caterer-index"],
  { tags: [CATERERS_TAG], revalidate: SAFETY_NET_SECONDS },
);

/**
 * Drops the cached page data of one caterer and the caterer index, so that the next
 * request reads PostgreSQL again (no stale page is served). Call it from route handlers,
 * server actions and the domain functions they use, after the change is committed.
 * Outside a Next.js request (seed script, tests) there is no cache and this does nothing.
 */
export function revalidateCatererPages(catererId: number): void {
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
