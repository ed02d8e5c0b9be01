import { NextResponse } from "next/server";
import { requireRole } from "@/lib/server/actor";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { hideReview } from "@/lib/server/reviews/hide-review";
import { parseId } from "@/lib/server/validation";
import { hideReviewSchema } from "@/lib/reviews/schemas";

/** POST /api/admin/reviews/{id}/hide {reason}: an admin hides an abusive review. */
export const POST = handleRoute<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const actor = requireRole(await actorFromRequest(request), "admin");
    const id = parseId((await params).id, "review id");
    return NextResponse.json(
      await hideReview(actor, id, await readBody(request, hideReviewSchema)),
    );
  },
);
