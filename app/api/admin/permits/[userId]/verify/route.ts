import { NextResponse } from "next/server";
import { requireRole } from "@/lib/server/actor";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute } from "@/lib/server/http/handle-route";
import { verifyPermit } from "@/lib/server/permits/verify-permit";
import { parseId } from "@/lib/server/validation";

/** POST /api/admin/permits/{userId}/verify: an admin verifies the applicant's permit. */
export const POST = handleRoute<{ params: Promise<{ userId: string }> }>(
  async (request, { params }) => {
    const actor = requireRole(await actorFromRequest(request), "admin");
    const userId = parseId((await params).userId, "user id");
    return NextResponse.json(await verifyPermit(actor, userId));
  },
);
