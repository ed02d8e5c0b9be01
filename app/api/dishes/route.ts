import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { requireKitchenManager } from "@/lib/server/kitchens/kitchen-access";
import { createDish } from "@/lib/server/dishes/create-dish";
import { listDishes } from "@/lib/server/dishes/list-dishes";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { jsonArrayResponse } from "@/lib/server/http/json-array-stream";
import { parseId } from "@/lib/server/validation";
import { dishSchema } from "@/lib/dishes/schemas";

/**
 * GET /api/dishes: every dish; ?catererId= narrows it to one caterer
 * (400 when malformed; an unknown caterer has no dishes). Streamed batch by batch: the
 * whole catalogue does not fit in one string.
 */
export const GET = handleRoute(async (request) => {
  const catererId = new URL(request.url).searchParams.get("catererId");
  const filter = catererId === null ? {} : { catererId: parseId(catererId, "catererId") };
  return jsonArrayResponse(listDishes(filter));
});

/** POST /api/dishes: a caterer adds to their own menu; an admin to the caterer named. */
export const POST = handleRoute(async (request) => {
  const actor = requireKitchenManager(await actorFromRequest(request));
  const input = await readBody(request, dishSchema);
  return NextResponse.json(await createDish(actor, input), { status: 201 });
});
