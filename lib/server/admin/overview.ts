import "server-only";
import { requireRole, type Actor } from "../auth/actor";
import { bookingInclude, toBookingDto } from "../bookings/serialize";
import { db } from "../db";
import { userStats } from "../users/list-users";

export const RECENT_ORDERS = 5;

/**
 * The admin dashboard's figures: totals of caterers, dishes, orders and users, how many
 * caterers are active (run by an active account, or by none yet), the user overview and the
 * five newest orders. Every figure is a count in PostgreSQL, never a loaded list.
 */
export async function getAdminOverview(actor: Actor | null) {
  const a = requireRole(actor, "admin");
  const [caterers, activeCaterers, dishes, orders, recent] = await db.$transaction([
    db.caterer.count(),
    db.caterer.count({ where: { OR: [{ userId: null }, { user: { isActive: true } }] } }),
    db.dish.count(),
    db.booking.count(),
    db.booking.findMany({
      include: bookingInclude,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: RECENT_ORDERS,
    }),
  ]);
  return {
    caterers,
    activeCaterers,
    dishes,
    orders,
    users: await userStats(a),
    recentOrders: recent.map(toBookingDto),
  };
}
