import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute } from "@/lib/server/http/handle-route";
import { getOrder } from "@/lib/server/orders/get-order";
import { parseId } from "@/lib/server/validation";

export const dynamic = "force-dynamic";

/** GET /api/orders/{id}: one kitchen order, to its customer, its kitchen or an admin. */
export const GET = handleRoute<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const actor = await actorFromRequest(request);
  const id = parseId((await params).id, "order id");
  return NextResponse.json(await getOrder(actor, id), {
    headers: { "Cache-Control": "private, no-store" },
  });
});
