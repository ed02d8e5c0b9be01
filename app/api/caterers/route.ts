import { HOME_PAGE_SIZE } from "@/lib/constants";
import { todayIso } from "@/lib/dates";
import { getCachedCatererList } from "@/lib/server/kitchens/caterer-page-cache";
import { listCaterersJson } from "@/lib/server/kitchens/list-caterers";
import { searchCaterers } from "@/lib/server/kitchens/search-caterers";
import { assertKnownZip } from "@/lib/server/delivery/zip-places";
import { handleRoute } from "@/lib/server/http/handle-route";
import { jsonArrayResponse } from "@/lib/server/http/json-array-stream";
import { PUBLIC_CACHE_CONTROL, publicJsonResponse } from "@/lib/server/http/public-response";
import { parseInput } from "@/lib/server/validation";
import { catererQuerySchema, searchParamsToObject, toCatererQuery } from "@/lib/browse/schemas";

/**
 * GET /api/caterers: every caterer, best rated first.
 * Optional query (the home page's filters): location, cuisine*, price* (20-50, 50-100,
 * 100+), diet*, free* (major allergens, with freeMin 1-20: at least that many dishes free
 * from all of them, like the home page's "Free from"), zip (a US ZIP code: kitchens that
 * deliver there or offer pickup near it; a five-digit location means the same), date
 * (YYYY-MM-DD: open that day with room for an order), guests (1-500), sort (recommended,
 * price-low, price-high, rating, distance), and paging
 * with page / pageSize (1-100). The body stays a plain array; X-Total-Count holds the
 * number of matches (filtered answers only). Without a query the list is streamed batch by
 * batch from PostgreSQL (100,000 kitchens at scale: too many for one string, or for the
 * data cache); filtered answers come from the data cache (tag `caterers`), as the
 * serialised body, so a hit costs no SQL and no re-serialisation.
 */
export const GET = handleRoute(async (request) => {
  const params = new URL(request.url).searchParams;
  if (params.size === 0) {
    // Closed kitchens are left out, and a permit expires by the date (listCaterersJson).
    return jsonArrayResponse(listCaterersJson(), {
      headers: { "cache-control": PUBLIC_CACHE_CONTROL },
      serialize: String,
    });
  }

  const query = toCatererQuery(parseInput(catererQuerySchema, searchParamsToObject(params)));
  if (query.zip) assertKnownZip(query.zip);
  const paged = query.page !== undefined || query.pageSize !== undefined;
  const pageSize = query.pageSize ?? HOME_PAGE_SIZE;
  const window = paged
    ? { limit: pageSize, offset: ((query.page ?? 1) - 1) * pageSize }
    : { limit: null };
  const { body, total } = await getCachedCatererList(
    JSON.stringify(["api", todayIso(), query, window]),
    async () => {
      const result = await searchCaterers(query, window);
      return { body: JSON.stringify(result.caterers), total: result.total };
    },
    { live: Boolean(query.date) },
  );
  return publicJsonResponse(body, { "X-Total-Count": String(total) });
});
