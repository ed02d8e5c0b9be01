import "server-only";
import { addDaysIso, isoToUtcDate, todayIso } from "@/lib/dates";
import type { OrderDto } from "@/lib/orders/types";
import { requireActor, type Actor } from "../actor";
import { db } from "../db";
import { orderInclude, toOrderDto } from "./serialize";

/**
 * The kitchen's day on its dashboard (docs/product-rules.md §24): today's open orders in
 * departure order (ready-by time, then number), and tomorrow's confirmed orders still to
 * reconfirm. `catererId` is the dashboard's kitchen, which the caller already checked the
 * actor may open (getKitchenDashboard); a caterer only ever gets their own.
 */
export async function listKitchenDay(
  actor: Actor | null,
  catererId: number,
  now: Date = new Date(),
): Promise<{ today: OrderDto[]; toReconfirm: OrderDto[] }> {
  const a = requireActor(actor);
  if (a.role !== "admin" && a.catererId !== catererId) return { today: [], toReconfirm: [] };
  const today = todayIso(now);
  const [todays, tomorrows] = await Promise.all([
    db.order.findMany({
      where: { catererId, eventDate: isoToUtcDate(today), status: { not: "cancelled" } },
      include: orderInclude,
      take: 100,
    }),
    db.order.findMany({
      where: {
        catererId,
        eventDate: isoToUtcDate(addDaysIso(today, 1)),
        status: "confirmed",
        deliveryStatus: "none",
        reconfirmRequestedAt: { not: null },
        reconfirmedAt: null,
      },
      include: orderInclude,
      orderBy: { id: "asc" },
      take: 100,
    }),
  ]);
  const byDeparture = (x: OrderDto, y: OrderDto) =>
    x.arrivalFrom.localeCompare(y.arrivalFrom) || x.id - y.id;
  return {
    today: todays.map(toOrderDto).sort(byDeparture),
    toReconfirm: tomorrows.map(toOrderDto).sort(byDeparture),
  };
}
