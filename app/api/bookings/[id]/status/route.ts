import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { changeBookingStatus } from "@/lib/server/lines/change-booking-status";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";
import { statusChangeSchema } from "@/lib/lines/schemas";

export const PATCH = handleRoute<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const id = parseId((await params).id, "booking id");
    return NextResponse.json(
      await changeBookingStatus(actor, id, await readBody(request, statusChangeSchema)),
    );
  },
);
