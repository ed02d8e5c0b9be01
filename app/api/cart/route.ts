import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { getMyCart } from "@/lib/server/event-cart/my-cart";
import { handleRoute } from "@/lib/server/http/handle-route";

export const dynamic = "force-dynamic";

/** GET /api/cart: the signed-in customer's event cart, each line checked against the date. */
export const GET = handleRoute(async (request) =>
  NextResponse.json(await getMyCart(await actorFromRequest(request)), {
    headers: { "Cache-Control": "private, no-store" },
  }),
);
