import { NextResponse } from "next/server";
import { HOME_PAGE_SIZE } from "@/lib/constants";
import { listCaterers } from "@/lib/server/caterers/list-caterers";
import { searchCaterers } from "@/lib/server/caterers/search-caterers";
import { handleRoute } from "@/lib/server/http/handle-route";
import { parseInput } from "@/lib/server/validation";
import { catererQuerySchema, searchParamsToObject, toCatererQuery } from "@/lib/validation/browse";

/**
 * GET /api/caterers: every caterer, best rated first.
 * Optional query (the home page's filters): location, cuisine*, price* (20-50, 50-100,
 * 100+), diet*, sort (recommended, price-low, price-high, rating, distance), and paging
 * with page / pageSize (1-100). The body stays a plain array; X-Total-Count holds the
 * number of matches.
 */
export const GET = handleRoute(async (request) => {
  const params = new URL(request.url).searchParams;
  if (params.size === 0) return NextResponse.json(await listCaterers());

  const query = toCatererQuery(parseInput(catererQuerySchema, searchParamsToObject(params)));
  const paged = query.page !== undefined || query.pageSize !== undefined;
  const pageSize = query.pageSize ?? HOME_PAGE_SIZE;
  const { caterers, total } = await searchCaterers(
    query,
    paged ? { limit: pageSize, offset: ((query.page ?? 1) - 1) * pageSize } : { limit: null },
  );
  return NextResponse.json(caterers, { headers: { "X-Total-Count": String(total) } });
});
