import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { listAvailability } from "@/lib/server/availability/list-availability";
import { createAvailability } from "@/lib/server/availability/manage-availability";
import { requireKitchenManager } from "@/lib/server/kitchens/kitchen-access";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";
import { availabilitySchema } from "@/lib/availability/schemas";

type Context = { params: Promise<{ id: string }> };

export const GET = handleRoute<Context>(async (request, { params }) => {
  const catererId = parseId((await params).id, "caterer id");
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const rows = await listAvailability(await actorFromRequest(request), catererId, query);
  return NextResponse.json(rows, { headers: { "Cache-Control": "private, no-store" } });
});

/** POST: sets a date of one's own kitchen (admins: any kitchen). */
export const POST = handleRoute<Context>(async (request, { params }) => {
  const actor = requireKitchenManager(await actorFromRequest(request));
  const catererId = parseId((await params).id, "caterer id");
  const input = await readBody(request, availabilitySchema);
  return NextResponse.json(await createAvailability(actor, { ...input, catererId }), {
    status: 201,
  });
});
