import { NextResponse } from "next/server";
import { AppError } from "@/lib/server/errors";
import { handleRoute } from "@/lib/server/http/handle-route";
import { listCatererReviews } from "@/lib/server/reviews/list-reviews";
import { parseId } from "@/lib/server/validation";
import { reviewPageQuerySchema } from "@/lib/reviews/schemas";

/** GET /api/caterers/{id}/reviews?page=: visible reviews, newest first (public). */
export const GET = handleRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const id = parseId((await params).id, "caterer id");
  const { page } = reviewPageQuerySchema.parse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const reviews = await listCatererReviews(id, page);
  if (!reviews) throw new AppError("not_found", "Caterer not found");
  return NextResponse.json(reviews);
});
