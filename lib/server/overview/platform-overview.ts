import "server-only";
import { requireRole, type Actor } from "../actor";
import { bookingInclude, toBookingDto } from "../lines/serialize";
import { todayIso } from "@/lib/dates";
import { closedOwnersSql } from "../kitchens/kitchen-open";
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
    closedKitchenOrders: (await closedKitchenOrders()).map(toBookingDto),
  };
}

/** At most this many open orders of closed kitchens are listed on the dashboard. */
export const CLOSED_KITCHEN_ORDERS_SHOWN = 50;

/**
 * Open orders (pending or confirmed, event today or later) of kitchens that are closed now:
 * the owner deactivated or the owner's permit expired (docs/product-rules.md §14). The admin
 * resolves each one (cancel with a refund, or move it) from the order desk.
 */
async function closedKitchenOrders() {
  const today = todayIso();
  const ids = await db.$queryRaw<{ id: number }[]>`
    SELECT b.id FROM bookings b JOIN caterers c ON c.id = b."catererId"
    WHERE b.status IN ('pending', 'confirmed') AND b."eventDate" >= ${today}::date
      AND c."userId" IN (${closedOwnersSql(today)})
    ORDER BY b."eventDate", b.id LIMIT ${CLOSED_KITCHEN_ORDERS_SHOWN}`;
  if (!ids.length) return [];
  return db.booking.findMany({
    where: { id: { in: ids.map((r) => r.id) } },
    include: bookingInclude,
    orderBy: [{ eventDate: "asc" }, { id: "asc" }],
  });
}
