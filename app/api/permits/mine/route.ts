import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { findMyPermit, saveMyPermit } from "@/lib/server/permits/my-permit";
import { permitSchema } from "@/lib/permits/schemas";

/** GET /api/permits/mine: the signed-in person's permit (null when none). */
export const GET = handleRoute(async (request: Request) =>
  NextResponse.json(await findMyPermit(await actorFromRequest(request))),
);

/** PUT /api/permits/mine {permitType, permitNumber, issuingAuthority, expiresOn}. */
export const PUT = handleRoute(async (request: Request) => {
  const actor = await actorFromRequest(request);
  return NextResponse.json(await saveMyPermit(actor, await readBody(request, permitSchema)));
});
