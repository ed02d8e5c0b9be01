import { NextResponse } from "next/server";
import { listDishes } from "@/lib/server/dishes/list-dishes";
import { handleRoute } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";

/**
 * GET /api/dishes: every dish (spec 01 section 7); ?catererId= narrows it to one caterer
 * (400 when malformed; an unknown caterer has no dishes).
 */
export const GET = handleRoute(async (request) => {
  const catererId = new URL(request.url).searchParams.get("catererId");
  const filter = catererId === null ? {} : { catererId: parseId(catererId, "catererId") };
  return NextResponse.json(await listDishes(filter));
});
