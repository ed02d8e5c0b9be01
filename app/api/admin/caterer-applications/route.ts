import { listApplicationsPage } from "@/lib/server/applications/list-applications";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute } from "@/lib/server/http/handle-route";
import { pagedList, queryOf } from "@/lib/server/http/paging";

/**
 * GET /api/admin/caterer-applications?status=(&search&page&pageSize): a list; the paging
 * is in X-* headers.
 */
export const GET = handleRoute(async (request) => {
  const { applications, ...page } = await listApplicationsPage(
    await actorFromRequest(request),
    queryOf(request),
  );
  return pagedList(applications, page);
});
