import "server-only";
import type { z } from "zod";
import type { Prisma } from "@/lib/generated/prisma/client";
import { bookingListQuerySchema } from "@/lib/lines/schemas";
import { requireActor, type Actor } from "../actor";
import { db } from "../db";
import { parseInput } from "../validation";
import { visibleBookings } from "./scope";
import { bookingInclude, toBookingDto } from "./serialize";

/**
 * GET /api/bookings with the spec's optional filters (?catererId, ?email, ?userId). Filters
 * narrow what the actor may see; they never widen it, so a customer asking for someone
 * else's email or caterer gets only their own matching bookings (usually none).
 */
export async function listBookings(
  actor: Actor | null,
  query: z.input<typeof bookingListQuerySchema> = {},
) {
  const a = requireActor(actor);
  const filters = parseInput(bookingListQuerySchema, query);
  const where: Prisma.BookingWhereInput = {
    AND: [
      visibleBookings(a),
      filters.catererId ? { catererId: filters.catererId } : {},
      filters.userId ? { userId: filters.userId } : {},
      filters.email ? { customerEmail: filters.email } : {},
    ],
  };
  const rows = await db.booking.findMany({
    where,
    include: bookingInclude,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(toBookingDto);
}

/** The signed-in person's own orders, newest first (My Bookings, My Orders). */
export function listMyBookings(actor: Actor | null) {
  const a = requireActor(actor);
  return listBookings(a, { userId: a.userId });
}
