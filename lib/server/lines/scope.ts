import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Actor } from "../actor";

/**
 * The bookings an actor may see: admins all; anyone their own orders; a caterer also the
 * orders made with their kitchen. Every booking query starts from this.
 */
export function visibleBookings(actor: Actor): Prisma.BookingWhereInput {
  if (actor.role === "admin") return {};
  const own: Prisma.BookingWhereInput[] = [{ userId: actor.userId }];
  if (actor.catererId) own.push({ catererId: actor.catererId });
  return { OR: own };
}
