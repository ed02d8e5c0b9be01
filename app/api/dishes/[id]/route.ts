import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { requireKitchenManager } from "@/lib/server/kitchens/kitchen-access";
import { deleteDish } from "@/lib/server/dishes/delete-dish";
import { updateDish } from "@/lib/server/dishes/update-dish";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";
import { dishUpdateSchema } from "@/lib/dishes/schemas";

type Context = { params: Promise<{ id: string }> };

/** PATCH /api/dishes/{id}: the given fields of a dish of one's own menu (admins: any). */
export const PATCH = handleRoute(async (request: Request, { params }: Context) => {
  const actor = requireKitchenManager(await actorFromRequest(request));
  const id = parseId((await params).id, "dish id");
  const input = await readBody(request, dishUpdateSchema);
  return NextResponse.json(await updateDish(actor, { ...input, id }));
});

/** DELETE /api/dishes/{id}: a dish of one's own menu (admins: any). */
export const DELETE = handleRoute(async (request: Request, { params }: Context) => {
  const actor = requireKitchenManager(await actorFromRequest(request));
  const id = parseId((await params).id, "dish id");
  return NextResponse.json(await deleteDish(actor, { id }));
});
