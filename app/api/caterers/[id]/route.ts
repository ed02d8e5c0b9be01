import { NextResponse } from "next/server";
import { getCaterer } from "@/lib/server/caterers/get-caterer";
import { handleRoute } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";

type Context = { params: Promise<{ id: string }> };

/** GET /api/caterers/{id}: one caterer; 400 for a malformed id, 404 for an unknown one. */
export const GET = handleRoute(async (_request: Request, { params }: Context) => {
  const id = parseId((await params).id, "caterer id");
  return NextResponse.json(await getCaterer(id));
});
