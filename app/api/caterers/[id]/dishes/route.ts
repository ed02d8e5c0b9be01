import { NextResponse } from "next/server";
import { listCatererDishes } from "@/lib/server/dishes/list-caterer-dishes";
import { handleRoute } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";

type Context = { params: Promise<{ id: string }> };

/** GET /api/caterers/{id}/dishes: the caterer's menu; 400 malformed id, 404 unknown caterer. */
export const GET = handleRoute(async (_request: Request, { params }: Context) => {
  const id = parseId((await params).id, "caterer id");
  return NextResponse.json(await listCatererDishes(id));
});
