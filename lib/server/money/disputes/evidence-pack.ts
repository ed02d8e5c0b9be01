import "server-only";
import { utcDateToIso } from "@/lib/dates";
import type { DisputeEvidence } from "@/lib/money/disputes/types";
import { formatEventDate, formatEventTime, traySizeLabel } from "@/lib/format";
import { formatCents } from "@/lib/money/cents";
import { db } from "../../db";
import { AppError } from "../../errors";

const at = (d: Date) => d.toISOString();

/**
 * The evidence pack for a dispute (docs/product-rules.md §22), from what the platform
 * knows of the disputed orders: what was ordered and for which event, the conversation
 * with the kitchen, each line's status history with times, and the delivery confirmation
 * (the kitchen marked the order completed) when there is one. Plain text in the provider's
 * text fields; nothing is sent for a line the dispute does not touch.
 */
export async function assembleEvidencePack(disputeId: number): Promise<DisputeEvidence> {
  const dispute = await db.dispute.findUnique({
    where: { id: disputeId },
    include: { lines: { orderBy: { bookingId: "asc" }, select: { bookingId: true } } },
  });
  if (!dispute) throw new AppError("not_found", "Dispute not found");
  const ids = dispute.lines.map((l) => l.bookingId);
  const lines = await db.booking.findMany({
    where: { id: { in: ids } },
    orderBy: { id: "asc" },
    include: { caterer: { select: { name: true } }, order: true, event: true },
  });
  const first = lines[0];
  if (!first) throw new AppError("conflict", "This dispute names no order of ours");
  const address = first.event?.deliveryAddress ?? first.order.deliveryAddress ?? null;
  const guests = first.event?.guestCount ?? first.order.guestCount ?? null;

  const productDescription = [
    `Catering ordered through TrayTable for an event on ${formatEventDate(utcDateToIso(first.eventDate))} at ${formatEventTime(first.eventTime)}${address ? `, delivered to ${address}` : ""}${guests ? ` for ${guests} guests` : ""}.`,
    ...lines.map(
      (l) =>
        `Order #${l.orderId} from ${l.caterer.name}: ${l.quantity} x ${l.dishName}, ${traySizeLabel(l.traySize)}, ${formatCents(l.paymentAmount ?? l.totalPrice)}.`,
    ),
  ].join("\n");

  const threads = await db.messageThread.findMany({
    where: {
      OR: [
        { bookingId: { in: ids } },
        ...(first.eventId
          ? [{ eventId: first.eventId, catererId: { in: lines.map((l) => l.catererId) } }]
          : []),
      ],
    },
    include: { messages: { orderBy: { id: "asc" } } },
    orderBy: { id: "asc" },
  });
  const messages = threads.flatMap((t) =>
    t.messages.map((m) => `${at(m.createdAt)} ${m.authorRole}: ${m.body}`),
  );

  const audits = await db.auditLog.findMany({
    where: { entityType: "booking", entityId: { in: ids } },
    orderBy: { createdAt: "asc" },
  });
  const history = lines.flatMap((l) => {
    const rows = [`${at(l.createdAt)} order #${l.orderId} line ${l.id} placed`];
    if (l.paidAt) rows.push(`${at(l.paidAt)} line ${l.id} paid`);
    if (l.order.decidedAt && l.order.decision) {
      rows.push(`${at(l.order.decidedAt)} order #${l.orderId} ${l.order.decision} by the kitchen`);
    }
    for (const a of audits.filter((x) => x.entityId === l.id)) {
      const status = (a.changes as Record<string, { from: unknown; to: unknown }>).status;
      if (status) rows.push(`${at(a.createdAt)} line ${l.id} ${status.from} -> ${status.to}`);
    }
    if (l.lastStatusUpdate) rows.push(`${at(l.lastStatusUpdate)} line ${l.id} is ${l.status}`);
    return rows;
  });
  const delivered = lines
    .filter((l) => l.status === "completed" && l.lastStatusUpdate)
    .map(
      (l) =>
        `Order #${l.orderId} line ${l.id} marked delivered (completed) at ${at(l.lastStatusUpdate!)}.`,
    );

  const uncategorizedText = [
    "Messages with the kitchen:",
    ...(messages.length ? messages : ["(none)"]),
    "",
    "Status history:",
    ...history,
    "",
    "Delivery confirmation:",
    ...(delivered.length ? delivered : ["No delivery confirmation recorded."]),
  ].join("\n");

  return {
    productDescription,
    customerName: first.customerName,
    customerEmailAddress: first.customerEmail,
    serviceDate: utcDateToIso(first.eventDate),
    shippingAddress: address,
    uncategorizedText,
  };
}
