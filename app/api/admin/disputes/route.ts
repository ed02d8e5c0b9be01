import { NextResponse } from "next/server";
import { openTestDisputeSchema } from "@/lib/money/disputes/schemas";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { listDisputes } from "@/lib/server/money/disputes/list-disputes";
import { openTestDispute } from "@/lib/server/money/disputes/open-test-dispute";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";

/** GET /api/admin/disputes: every dispute, open ones first (product-rules §22). */
export const GET = handleRoute(async (request) => {
  return NextResponse.json(await listDisputes(await actorFromRequest(request)));
});

/** POST /api/admin/disputes {bookingId, reason?}: test mode only, dispute a paid order. */
export const POST = handleRoute(async (request) => {
  const actor = await actorFromRequest(request);
  return NextResponse.json(
    await openTestDispute(actor, await readBody(request, openTestDisputeSchema)),
    { status: 201 },
  );
});
