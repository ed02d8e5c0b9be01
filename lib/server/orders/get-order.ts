import "server-only";
import type { OrderDto } from "@/lib/orders/types";
import { requireActor, type Actor } from "../actor";
import { db } from "../db";
import { AppError } from "../errors";
import { ORDER_NOT_FOUND, visibleOrders } from "./scope";
import { orderInclude, toOrderDto } from "./serialize";

/** GET /api/orders/{id}: an order its customer, its kitchen or an admin may see; else 404. */
export async function getOrder(actor: Actor | null, id: number): Promise<OrderDto> {
  const a = requireActor(actor);
  const row = await db.order.findFirst({
    where: { AND: [{ id }, visibleOrders(a)] },
    include: orderInclude,
  });
  if (!row) throw new AppError("not_found", ORDER_NOT_FOUND);
  return toOrderDto(row);
}
