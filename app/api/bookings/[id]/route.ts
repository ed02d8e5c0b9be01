import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { getBooking } from "@/lib/server/lines/get-booking";
import { handleRoute } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";

export const GET = handleRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const actor = await actorFromRequest(request);
  return NextResponse.json(await getBooking(actor, parseId((await params).id, "booking id")));
});
