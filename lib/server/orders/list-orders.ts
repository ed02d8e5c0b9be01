import "server-only";
import type { OrderDto } from "@/lib/orders/types";
import { requireActor, type Actor } from "../actor";
import { db } from "../db";
import { orderInclude, toOrderDto } from "./serialize";

/**
 * GET /api/orders: the signed-in customer's own orders, newest first (My Orders groups them
 * by event). At most 200.
 */
export async function listMyOrders(actor: Actor | null): Promise<OrderDto[]> {
  const a = requireActor(actor);
  const rows = await db.order.findMany({
    where: { userId: a.userId },
    include: orderInclude,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
  });
  return rows.map(toOrderDto);
}

/** GET /api/orders?kitchen=mine: a caterer's kitchen's orders, newest first. At most 200. */
export async function listKitchenOrders(actor: Actor | null): Promise<OrderDto[]> {
  const a = requireActor(actor);
  if (!a.catererId) return [];
  const rows = await db.order.findMany({
    where: { catererId: a.catererId },
    include: orderInclude,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 200,
  });
  return rows.map(toOrderDto);
}
