import { NextResponse } from "next/server";
import { actorFromRequest } from "@/lib/server/auth/current-actor";
import { handleRoute } from "@/lib/server/http/handle-route";
import { listKitchenOrders, listMyOrders } from "@/lib/server/orders/list-orders";

export const dynamic = "force-dynamic";

/**
 * GET /api/orders: the signed-in customer's kitchen orders with their lines, money and
 * changes (docs/api.md); ?kitchen=mine: a caterer's kitchen's orders.
 */
export const GET = handleRoute(async (request) => {
  const actor = await actorFromRequest(request);
  const kitchen = new URL(request.url).searchParams.get("kitchen") === "mine";
  const orders = kitchen ? await listKitchenOrders(actor) : await listMyOrders(actor);
  return NextResponse.json(orders, { headers: { "Cache-Control": "private, no-store" } });
});
