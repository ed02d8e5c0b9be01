import { requireRole } from "@/lib/server/actor";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { listAdminBookings } from "@/lib/server/orders/admin-bookings";
import { handleRoute } from "@/lib/server/http/handle-route";
import { pagedList, queryOf } from "@/lib/server/http/paging";

/** GET /api/admin/bookings(?search&status&page&pageSize): a list; the paging is in X-* headers. */
export const GET = handleRoute(async (request) => {
  const actor = requireRole(await actorFromRequest(request), "admin");
  const { bookings, ...page } = await listAdminBookings(actor, queryOf(request));
  return pagedList(bookings, page);
});
