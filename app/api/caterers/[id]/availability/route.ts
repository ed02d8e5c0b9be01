import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { listAvailability } from "@/lib/server/availability/list-availability";
import { handleRoute } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";

export const GET = handleRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const catererId = parseId((await params).id, "caterer id");
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const rows = await listAvailability(await actorFromRequest(request), catererId, query);
  return NextResponse.json(rows, { headers: { "Cache-Control": "private, no-store" } });
});
