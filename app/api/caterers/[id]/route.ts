import { getCachedCatererPage } from "@/lib/server/kitchen-page/load-caterer-page";
import { CATERER_NOT_FOUND } from "@/lib/server/kitchens/get-caterer";
import { AppError } from "@/lib/server/errors";
import { handleRoute } from "@/lib/server/http/handle-route";
import { publicJsonResponse } from "@/lib/server/http/public-response";
import { parseId } from "@/lib/server/validation";

type Context = { params: Promise<{ id: string }> };

/**
 * GET /api/caterers/{id}: one caterer; 400 for a malformed id, 404 for an unknown one.
 * Read from the caterer page's cached data (tag `caterer:{id}`).
 */
export const GET = handleRoute(async (_request: Request, { params }: Context) => {
  const id = parseId((await params).id, "caterer id");
  const page = await getCachedCatererPage(id);
  if (!page) throw new AppError("not_found", CATERER_NOT_FOUND);
  return publicJsonResponse(JSON.stringify(page.caterer));
});
