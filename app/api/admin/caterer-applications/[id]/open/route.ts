import { NextResponse } from "next/server";
import { openApplication } from "@/lib/server/applications/open-application";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";

/** What the admin page's View Details does: a submitted application is now under review. */
export const POST = handleRoute<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const id = parseId((await params).id, "application id");
    return NextResponse.json(await openApplication(actor, id));
  },
);
