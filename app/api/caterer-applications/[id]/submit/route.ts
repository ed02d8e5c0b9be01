import { NextResponse } from "next/server";
import { submitMyApplication } from "@/lib/server/applications/my-application";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute } from "@/lib/server/http/handle-route";
import { parseId } from "@/lib/server/validation";

export const POST = handleRoute<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    return NextResponse.json(
      await submitMyApplication(actor, parseId((await params).id, "application id")),
    );
  },
);
