import { NextResponse } from "next/server";
import { requireRole } from "@/lib/server/actor";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute } from "@/lib/server/http/handle-route";
import { findPermitForReview } from "@/lib/server/permits/verify-permit";
import { parseId } from "@/lib/server/validation";

/** GET /api/admin/permits/{userId}: an applicant's permit for the review dialog (or null). */
export const GET = handleRoute<{ params: Promise<{ userId: string }> }>(
  async (request, { params }) => {
    const actor = requireRole(await actorFromRequest(request), "admin");
    const userId = parseId((await params).userId, "user id");
    return NextResponse.json(await findPermitForReview(actor, userId));
  },
);
