import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "../actor";

/**
 * The orders an actor may see (as visibleBookings for lines): admins all; anyone their own;
 * a caterer also the orders of their kitchen. Anything else is a 404.
 */
export function visibleOrders(actor: Actor): Prisma.OrderWhereInput {
  if (actor.role === "admin") return {};
  const own: Prisma.OrderWhereInput[] = [{ userId: actor.userId }];
  if (actor.catererId) own.push({ catererId: actor.catererId });
  return { OR: own };
}

/** The orders an actor may act on as their kitchen: a caterer's own, or any for an admin. */
export function kitchenOrders(actor: Actor): Prisma.OrderWhereInput {
  if (actor.role === "admin") return {};
  return actor.catererId ? { catererId: actor.catererId } : { id: -1 };
}

export const ORDER_NOT_FOUND = "Order not found";
