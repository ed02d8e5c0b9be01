import "server-only";
import { z } from "zod";
import { utcDateToIso } from "@/lib/dates";
import { formatEventDate, formatEventTime, traySizeLabel } from "@/lib/format";
import { formatCents } from "@/lib/money/cents";
import type { Tx } from "../../../db";
import { bookingData, bookingEmailSchema } from "../../../email/booking-parts";
import { defineEmail } from "../../../email/definition";
import { enqueueToAccount } from "../../../email/enqueue";
import { mjml } from "../../../email/markup";
import { button, link, paragraph, table, textRows, type Row } from "../../../email/parts";
import { tipRows } from "./payment-receipt";

/** One receipt for an event's one payment (docs/product-rules.md §15), always sent. */
export const eventReceiptEmail = defineEmail({
  template: "event-receipt",
  schema: z.object({
    eventId: z.number(),
    customerName: z.string(),
    eventDate: z.string(),
    eventTime: z.string(),
    deliveryAddress: z.string().nullable(),
    guestCount: z.number().nullable(),
    amountCents: z.number(),
    /** The part of amountCents that was a tip, split across the kitchens. */
    tipCents: z.number().optional(),
    /** The part of amountCents that was the kitchens' delivery fees (§23). */
    deliveryFeeCents: z.number().optional(),
    currency: z.string(),
    /** ISO timestamp */
    paidAt: z.string(),
    lines: z.array(bookingEmailSchema),
  }),
  preference: null,
  content: (d) => {
    const rows: Row[] = [
      ["Amount paid", formatCents(d.amountCents)],
      ...(d.deliveryFeeCents
        ? [["Of which delivery", formatCents(d.deliveryFeeCents)] as Row]
        : []),
      ...tipRows(d.tipCents),
      ["Paid on", new Date(d.paidAt).toISOString().slice(0, 10)],
      ["Event", `#${d.eventId}`],
      ["Event date", formatEventDate(d.eventDate)],
      ["Event time", formatEventTime(d.eventTime)],
      ...(d.deliveryAddress ? [["Delivery address", d.deliveryAddress] as Row] : []),
      ...(d.guestCount ? [["Guests", String(d.guestCount)] as Row] : []),
      ...d.lines.map((b): Row => [
        `Order #${b.bookingId}`,
        `${b.dishName} (${b.catererName}), ${b.quantity} × ${traySizeLabel(b.traySize)}: ${formatCents(b.totalCents)}`,
      ]),
    ];
    const href = link("/my-orders");
    return {
      subject: `Receipt for event #${d.eventId}: ${formatCents(d.amountCents)} paid`,
      preview: `${formatCents(d.amountCents)} paid to TrayTable for ${d.lines.length} orders`,
      body: mjml`${paragraph(`Hi ${d.customerName}, thank you: we received your payment for your event.`)}${table(rows)}${button("View my orders", href)}`,
      text: [
        `Hi ${d.customerName}, thank you: we received your payment for your event.`,
        "",
        ...textRows(rows),
        "",
        `View my orders: ${href}`,
      ],
    };
  },
});

/** An event's one payment recorded: one receipt listing its lines (always sent). */
export async function emailEventReceipt(tx: Tx, eventId: number) {
  const event = await tx.cateringEvent.findUniqueOrThrow({
    where: { id: eventId },
    include: {
      bookings: { select: { id: true, deliveryFeeCents: true }, orderBy: { id: "asc" } },
    },
  });
  const lines = [];
  for (const b of event.bookings) lines.push((await bookingData(tx, b.id)).data);
  return enqueueToAccount(tx, eventReceiptEmail, event.userId, {
    data: {
      eventId: event.id,
      customerName: event.customerName,
      eventDate: utcDateToIso(event.eventDate),
      eventTime: event.eventTime,
      deliveryAddress: event.deliveryAddress,
      guestCount: event.guestCount,
      amountCents: event.paymentAmount ?? event.totalPrice,
      tipCents: event.tipCents,
      deliveryFeeCents: event.bookings.reduce((s, b) => s + b.deliveryFeeCents, 0),
      currency: event.paymentCurrency,
      paidAt: (event.paidAt ?? new Date()).toISOString(),
      lines,
    },
    dedupeKey: `event-receipt:${eventId}:${event.stripePaymentIntentId ?? ""}`,
  });
}
