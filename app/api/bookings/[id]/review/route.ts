import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute, readBody } from "@/lib/server/http/handle-route";
import { createReview } from "@/lib/server/reviews/create-review";
import { parseId } from "@/lib/server/validation";
import { reviewSchema } from "@/lib/reviews/schemas";

/** POST /api/bookings/{id}/review {rating, comment}: the customer reviews a completed order. */
export const POST = handleRoute<{ params: Promise<{ id: string }> }>(
  async (request, { params }) => {
    const actor = await actorFromRequest(request);
    const id = parseId((await params).id, "booking id");
    const review = await createReview(actor, id, await readBody(request, reviewSchema));
    return NextResponse.json(review, { status: 201 });
  },
);
