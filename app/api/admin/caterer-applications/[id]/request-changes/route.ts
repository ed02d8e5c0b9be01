import { NextResponse } from "next/server";
import { requestApplicationChanges } from "@/lib/server/applications/request-changes";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";
import { requestChangesSchema } from "@/lib/applications/review-schemas";

export const POST = handleRoute<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const id = parseId((await params).id, "application id");
    const input = await readBody(request, requestChangesSchema);
    return NextResponse.json(await requestApplicationChanges(actor, id, input));
  },
);
