import { NextResponse } from "next/server";
import { requireRole } from "@/lib/server/actor";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { adminUpdateCaterer, deleteCaterer } from "@/lib/server/kitchens/admin-caterers";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";
import { adminCatererSchema } from "@/lib/kitchens/schemas";

type Context = { params: Promise<{ id: string }> };

/** PATCH /api/admin/caterers/{id}: the fields sent. */
export const PATCH = handleRoute(async (request: Request, { params }: Context) => {
  const actor = requireRole(await actorFromRequest(request), "admin");
  const id = parseId((await params).id, "caterer id");
  const input = await readBody(request, adminCatererSchema.partial());
  return NextResponse.json(await adminUpdateCaterer(actor, id, input));
});

/** DELETE /api/admin/caterers/{id}: refused (409) while the caterer has orders. */
export const DELETE = handleRoute(async (request: Request, { params }: Context) => {
  const actor = requireRole(await actorFromRequest(request), "admin");
  const id = parseId((await params).id, "caterer id");
  return NextResponse.json(await deleteCaterer(actor, id));
});
