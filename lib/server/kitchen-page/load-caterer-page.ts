import "server-only";
import { cache } from "react";
import type { Caterer, Dish, Review } from "@/lib/generated/prisma/client";
import type { CatererDto } from "@/lib/kitchens/types";
import type { DeliveryAreaDto } from "@/lib/delivery/types";
import type { DishDto } from "@/lib/dishes/types";
import type { KitchenTermsDto } from "@/lib/kitchens/terms-types";
import type { ReviewPageDto } from "@/lib/reviews/types";
import { REVIEWS_PAGE_SIZE } from "@/lib/reviews/rules";
import { todayIso } from "@/lib/dates";
import { kitchenTakesOrders } from "@/lib/kitchens/open";
import { cached, catererTag } from "../kitchens/caterer-page-cache";
import { toKitchenTermsDto } from "../kitchens/kitchen-terms-dto";
import { toCatererDto } from "../kitchens/serialize";
import { toDeliveryAreaDto } from "../delivery/delivery-area";
import { toDishDto } from "../dishes/serialize";
import { toReviewDto } from "../reviews/serialize";
import { db } from "../db";
import {
  CATERER_JSON,
  DISH_JSON,
  REVIEW_JSON,
  fromJsonRow,
  jsonTimestamp,
  type JsonRow,
} from "../json-rows";

// The public kitchen page's data: it gathers caterers, dishes and reviews, so it stands
// above all three; they only announce changes (revalidateCatererPages).

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
