import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { getMyEvent } from "@/lib/server/event-cart/my-events";
import { handleRoute } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";

/** GET /api/events/{id}: one of the customer's own events (anyone else's: 404). */
export const GET = handleRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const actor = await actorFromRequest(request);
  return NextResponse.json(await getMyEvent(actor, parseId((await params).id, "event id")));
});
