import { requireRole } from "@/lib/server/actor";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { listCatererChoices } from "@/lib/server/kitchens/admin-caterers";
import { handleRoute } from "@/lib/server/http/handle-route";
import { pagedList, queryOf } from "@/lib/server/http/paging";

/**
 * GET /api/admin/caterers/choices(?search&page&pageSize): [{ id, name }] for the dish
 * form's caterer picker, at most pageSize (default 20, at most 100) of them; the paging is
 * in X-* headers.
 */
export const GET = handleRoute(async (request) => {
  const actor = requireRole(await actorFromRequest(request), "admin");
  const { caterers, ...page } = await listCatererChoices(actor, queryOf(request));
  return pagedList(caterers, page);
});
