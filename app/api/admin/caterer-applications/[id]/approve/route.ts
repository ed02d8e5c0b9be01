import { NextResponse } from "next/server";
import { approveApplication } from "@/lib/server/applications/approve-application";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";

export const POST = handleRoute<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const id = parseId((await params).id, "application id");
    return NextResponse.json(await approveApplication(actor, id));
  },
);
