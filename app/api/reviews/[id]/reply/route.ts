import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { replyToReview } from "@/lib/server/reviews/reply-to-review";
import { parseId } from "@/lib/server/validation";
import { reviewReplySchema } from "@/lib/reviews/schemas";

/** POST /api/reviews/{id}/reply {reply}: the reviewed caterer answers, once. */
export const POST = handleRoute<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const id = parseId((await params).id, "review id");
    return NextResponse.json(
      await replyToReview(actor, id, await readBody(request, reviewReplySchema)),
    );
  },
);
