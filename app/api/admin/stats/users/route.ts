import { NextResponse } from "next/server";
import { requireRole } from "@/lib/server/actor";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute } from "@/lib/server/http/handle-route";
import { userStats } from "@/lib/server/users/list-users";

/** GET /api/admin/stats/users: { total, active, inactive, byRole: { user, caterer, admin } }. */
export const GET = handleRoute(async (request) => {
  const actor = requireRole(await actorFromRequest(request), "admin");
  return NextResponse.json(await userStats(actor));
});
