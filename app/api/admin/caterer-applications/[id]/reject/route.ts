import { NextResponse } from "next/server";
import { rejectApplication } from "@/lib/server/applications/reject-application";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";
import { rejectApplicationSchema } from "@/lib/applications/review-schemas";

export const POST = handleRoute<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const id = parseId((await params).id, "application id");
    const input = await readBody(request, rejectApplicationSchema);
    return NextResponse.json(await rejectApplication(actor, id, input));
  },
);
