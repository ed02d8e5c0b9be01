import { NextResponse } from "next/server";
import { updateMyApplication } from "@/lib/server/applications/my-application";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";
import { applicationSchema } from "@/lib/applications/schemas";

export const PATCH = handleRoute<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const id = parseId((await params).id, "application id");
    const input = await readBody(request, applicationSchema);
    return NextResponse.json(await updateMyApplication(actor, id, input));
  },
);
