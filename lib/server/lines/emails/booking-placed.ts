import "server-only";
import { z } from "zod";
import { formatEventDate } from "@/lib/format";
import type { Booking } from "@/lib/generated/prisma/client";
import type { Tx } from "../../db";
import {
  bookingData,
  bookingEmailData,
  bookingEmailSchema,
  bookingRows,
  requestsQuote,
} from "../../email/booking-parts";
import { defineEmail } from "../../email/definition";
import { enqueueEmail, type RecipientSettings } from "../../email/enqueue";
import { mjml } from "../../email/markup";
import {
  button,
  defang,
  link,
  paragraph,
  quoteMarkup,
  quoteText,
  table,
  textRows,
  type Row,
} from "../../email/parts";

/** A new single-dish order, to the caterer who runs the kitchen. */
export const bookingPlacedEmail = defineEmail({
  template: "booking-placed",
  schema: z.object({ booking: bookingEmailSchema }),
  preference: "emailNotifications",
  content: ({ booking: b }) => {
    const rows = bookingRows(b);
    const requests = requestsQuote(b);
    const contact: Row[] = [
      ["Customer", defang(b.customerName)],
      ["Email", b.customerEmail],
      ...(b.customerPhone ? [["Phone", b.customerPhone] as Row] : []),
    ];
    // The caterer's own dashboard, with this order's details open.
    const href = link(`/dashboard/caterer?booking=${b.bookingId}`);
    const action = `View order #${b.bookingId}`;
    return {
      subject: `New order #${b.bookingId}: ${b.quantity} × ${b.dishName} on ${formatEventDate(b.eventDate)}`,
      preview: `${defang(b.customerName)} ordered ${b.quantity} × ${b.dishName}`,
      body: mjml`${paragraph(`${defang(b.customerName)} placed an order with ${b.catererName}. It is pending until you confirm or cancel it.`)}${table(rows)}${quoteMarkup(requests)}${table(contact)}${button(action, href)}`,
      text: [
        `${defang(b.customerName)} placed an order with ${b.catererName}. It is pending until you confirm or cancel it.`,
        "",
        ...textRows(rows),
        ...quoteText(requests),
        "",
        ...textRows(contact),
        "",
        `${action}: ${href}`,
      ],
    };
  },
});

/** The kitchen's owner as a new booking's email needs them: where it goes, and whether. */
export type KitchenInbox = { id: number; email: string } & RecipientSettings;

/**
 * A new booking: the caterer who runs the kitchen hears of it, with a link to it. A placed
 * order has every row the email needs in hand (`placed`: the new row, its kitchen, the
 * owner's inbox, null when no account runs the kitchen, and its event's address for a
 * checkout's line), so nothing is read again.
 */
export async function emailBookingPlaced(
  tx: Tx,
  bookingId: number,
  placed?: {
    booking: Booking;
    caterer: { name: string; userId: number | null };
    inbox: KitchenInbox | null;
    event?: { deliveryAddress: string | null } | null;
  },
) {
  if (placed) {
    const { booking, caterer, inbox, event } = placed;
    if (!inbox) return false;
    // A new booking has no status comments yet.
    const data = bookingEmailData({ ...booking, caterer, event: event ?? null }, "TrayTable");
    return enqueueEmail(tx, bookingPlacedEmail, {
      to: inbox.email,
      recipientUserId: inbox.id,
      recipientSettings: inbox,
      data: { booking: data },
      dedupeKey: `booking-placed:${bookingId}`,
    });
  }
  const { row, data } = await bookingData(tx, bookingId);
  if (!row.caterer.userId) return false; // a kitchen no account runs yet has no inbox
  const owner = await tx.user.findUniqueOrThrow({
    where: { id: row.caterer.userId },
    select: { id: true, email: true },
  });
  return enqueueEmail(tx, bookingPlacedEmail, {
    to: owner.email,
    recipientUserId: owner.id,
    data: { booking: data },
    dedupeKey: `booking-placed:${bookingId}`,
  });
}
