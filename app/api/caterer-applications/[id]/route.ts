import { NextResponse } from "next/server";
import { updateMyApplication } from "@/lib/server/applications/my-application";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readJson } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";

export const PATCH = handleRoute<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const id = parseId((await params).id, "application id");
    return NextResponse.json(await updateMyApplication(actor, id, await readJson(request)));
  },
);
