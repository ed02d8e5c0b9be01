import { NextResponse } from "next/server";
import { getMyApplication } from "@/lib/server/applications/my-application";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute } from "@/lib/server/http/handle-route";

export const GET = handleRoute(async (request) => {
  return NextResponse.json(await getMyApplication(await actorFromRequest(request)));
});
