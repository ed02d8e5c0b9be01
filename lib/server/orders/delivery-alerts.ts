import "server-only";
import { addDaysIso, isoToUtcDate, todayIso, utcDateToIso } from "@/lib/dates";
import { arrivalWindow, isLateForDelivery } from "@/lib/orders/arrival-window";
import type { DeliveryAlertDto } from "@/lib/orders/types";
import { requireRole, type Actor } from "../actor";
import { db } from "../db";

/**
 * What the admin must chase today (docs/product-rules.md §24): confirmed orders not out for
 * delivery by the start of their window ("Late: not out for delivery"), and orders their
 * kitchen did not reconfirm in time. Soonest window first. Admins only.
 */
export async function listDeliveryAlerts(
  actor: Actor | null,
  now: Date = new Date(),
): Promise<DeliveryAlertDto[]> {
  requireRole(actor, "admin");
  const today = todayIso(now);
  const rows = await db.order.findMany({
    where: {
      status: "confirmed",
      deliveryStatus: "none",
      // A window opens at most a few hours before its event: these dates hold every one due.
      eventDate: {
        gte: isoToUtcDate(addDaysIso(today, -1)),
        lte: isoToUtcDate(addDaysIso(today, 2)),
      },
    },
    include: { caterer: { select: { name: true, arrivalLeadMinutes: true } } },
    take: 500,
  });
  const alerts: DeliveryAlertDto[] = [];
  for (const o of rows) {
    const eventDate = utcDateToIso(o.eventDate);
    const w = arrivalWindow(eventDate, o.eventTime, o.caterer.arrivalLeadMinutes);
    const late = isLateForDelivery({ ...o, arrivalFrom: w.from }, now);
    const notReconfirmed = o.reconfirmAlertedAt !== null && o.reconfirmedAt === null;
    if (!late && !notReconfirmed) continue;
    alerts.push({
      orderId: o.id,
      catererName: o.caterer.name,
      customerName: o.customerName,
      customerPhone: o.customerPhone,
      eventDate,
      eventTime: o.eventTime,
      arrivalFrom: w.from.toISOString(),
      arrivalTo: w.to.toISOString(),
      late,
      notReconfirmed,
    });
  }
  return alerts.sort((a, b) => a.arrivalFrom.localeCompare(b.arrivalFrom) || a.orderId - b.orderId);
}
