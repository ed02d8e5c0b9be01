import { NextResponse } from "next/server";
import { createMyApplication } from "@/lib/server/applications/my-application";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { applicationSchema } from "@/lib/applications/schemas";

export const POST = handleRoute(async (request) => {
  const application = await createMyApplication(
    await actorFromRequest(request),
    await readBody(request, applicationSchema),
  );
  return NextResponse.json(application, { status: 201 });
});
