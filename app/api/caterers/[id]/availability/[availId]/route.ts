import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import {
  deleteAvailability,
  updateAvailability,
} from "@/lib/server/availability/manage-availability";
import { requireKitchenManager } from "@/lib/server/kitchens/kitchen-access";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";
import { availabilitySchema } from "@/lib/availability/schemas";

type Context = { params: Promise<{ id: string; availId: string }> };

/** PUT: changes an entry of one's own kitchen (admins: any). */
export const PUT = handleRoute<Context>(async (request, { params }) => {
  const actor = requireKitchenManager(await actorFromRequest(request));
  const { id: rawCaterer, availId } = await params;
  const catererId = parseId(rawCaterer, "caterer id");
  const id = parseId(availId, "availability id");
  const input = await readBody(request, availabilitySchema);
  return NextResponse.json(await updateAvailability(actor, { ...input, catererId, id }));
});

export const DELETE = handleRoute<Context>(async (request, { params }) => {
  const actor = requireKitchenManager(await actorFromRequest(request));
  const { id: rawCaterer, availId } = await params;
  const catererId = parseId(rawCaterer, "caterer id");
  const id = parseId(availId, "availability id");
  return NextResponse.json(await deleteAvailability(actor, { catererId, id }));
});
