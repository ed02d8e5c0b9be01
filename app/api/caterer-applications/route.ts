import { NextResponse } from "next/server";
import { createMyApplication } from "@/lib/server/applications/my-application";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readJson } from "@/lib/server/http/handle-route";

export const POST = handleRoute(async (request) => {
  const application = await createMyApplication(
    await actorFromRequest(request),
    await readJson(request),
  );
  return NextResponse.json(application, { status: 201 });
});
