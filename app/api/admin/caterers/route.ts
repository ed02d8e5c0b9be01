import { NextResponse } from "next/server";
import { requireRole } from "@/lib/server/actor";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { createCaterer, listAdminCaterers } from "@/lib/server/kitchens/admin-caterers";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { pagedList, queryOf } from "@/lib/server/http/paging";
import { adminCatererSchema } from "@/lib/kitchens/schemas";

/** GET /api/admin/caterers(?search&page&pageSize): a list; the paging is in X-* headers. */
export const GET = handleRoute(async (request) => {
  const actor = requireRole(await actorFromRequest(request), "admin");
  const { caterers, ...page } = await listAdminCaterers(actor, queryOf(request));
  return pagedList(caterers, page);
});

/** POST /api/admin/caterers {name, cuisine, description, location, rating, imageUrl}. */
export const POST = handleRoute(async (request) => {
  const actor = requireRole(await actorFromRequest(request), "admin");
  const caterer = await createCaterer(actor, await readBody(request, adminCatererSchema));
  return NextResponse.json(caterer, { status: 201 });
});
