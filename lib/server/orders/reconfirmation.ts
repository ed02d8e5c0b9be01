import "server-only";
import { addDaysIso, isoToUtcDate, todayIso, utcDateToIso } from "@/lib/dates";
import {
  arrivalText,
  arrivalWindow,
  readyByText,
  reconfirmAlertAt,
} from "@/lib/orders/arrival-window";
import { db } from "../db";
import { emailNotReconfirmed } from "./emails/order-not-reconfirmed";
import { emailOrderUpdate } from "../lines/emails/order-update";

/** A confirmed order still waiting to go out, not yet reconfirmed. */
const waiting = { status: "confirmed", deliveryStatus: "none", reconfirmedAt: null } as const;

/**
 * The day before (docs/product-rules.md §24): each kitchen is asked to reconfirm each of
 * its confirmed orders for tomorrow, once per order (the request's time is claimed in the
 * transaction that writes the email, so a second run, or a second worker, sends nothing).
 */
export async function requestReconfirmations(now: Date = new Date()) {
  const tomorrow = isoToUtcDate(addDaysIso(todayIso(now), 1));
  const due = await db.order.findMany({
    where: { ...waiting, eventDate: tomorrow, reconfirmRequestedAt: null },
    select: { id: true },
    orderBy: { id: "asc" },
    take: 500,
  });
  let sent = 0;
  for (const { id } of due) {
    await db.$transaction(async (tx) => {
      const { count } = await tx.order.updateMany({
        where: { id, ...waiting, reconfirmRequestedAt: null },
        data: { reconfirmRequestedAt: now },
      });
      if (!count) return;
      const o = await tx.order.findUniqueOrThrow({
        where: { id },
        include: { caterer: { select: { arrivalLeadMinutes: true } } },
      });
      const date = utcDateToIso(o.eventDate);
      const w = arrivalWindow(date, o.eventTime, o.caterer.arrivalLeadMinutes);
      if (await emailOrderUpdate(tx, id, "reconfirm-request", { arrival: readyByText(w, date) }))
        sent++;
    });
  }
  return { sent };
}

/**
 * An order asked and not reconfirmed 12 hours before its window (an hour's grace for a
 * kitchen asked later) is flagged for the admin, every admin is emailed, and the customer
 * is told the kitchen is being contacted. Once per order, like the request.
 */
export async function alertUnreconfirmed(now: Date = new Date()) {
  const today = todayIso(now);
  const candidates = await db.order.findMany({
    where: {
      ...waiting,
      reconfirmRequestedAt: { not: null },
      reconfirmAlertedAt: null,
      // Windows open at most a few hours before the event: these dates hold every due one.
      eventDate: {
        gte: isoToUtcDate(addDaysIso(today, -1)),
        lte: isoToUtcDate(addDaysIso(today, 2)),
      },
    },
    include: { caterer: { select: { arrivalLeadMinutes: true } } },
    orderBy: { id: "asc" },
  });
  let alerted = 0;
  for (const o of candidates) {
    const date = utcDateToIso(o.eventDate);
    const w = arrivalWindow(date, o.eventTime, o.caterer.arrivalLeadMinutes);
    if (reconfirmAlertAt(w, o.reconfirmRequestedAt) > now) continue;
    await db.$transaction(async (tx) => {
      const { count } = await tx.order.updateMany({
        where: { id: o.id, ...waiting, reconfirmAlertedAt: null },
        data: { reconfirmAlertedAt: now },
      });
      if (!count) return;
      const arrival = arrivalText(w, date);
      await emailNotReconfirmed(tx, o.id, arrival);
      await emailOrderUpdate(tx, o.id, "reconfirm-chasing", { arrival });
      alerted++;
    });
  }
  return { alerted };
}
