import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "../actor";

/**
 * The threads an actor may read: the same people as the order they belong to
 * (`visibleBookings()`): its customer, its kitchen, and admins.
 */
export function visibleThreads(actor: Actor): Prisma.MessageThreadWhereInput {
  if (actor.role === "admin") return {};
  const own: Prisma.MessageThreadWhereInput[] = [{ customerId: actor.userId }];
  if (actor.catererId) own.push({ catererId: actor.catererId });
  return { OR: own };
}

/**
 * The threads whose unread messages count for someone: their own orders, their kitchen's,
 * and for an admin the threads they have opened or written in.
 */
export function myThreadsSql(actor: Actor) {
  return actor.role === "admin"
    ? { customer: actor.userId, caterer: -1, admin: true }
    : { customer: actor.userId, caterer: actor.catererId ?? -1, admin: false };
}
