import "server-only";
import { z } from "zod";
import { formatEventDate } from "@/lib/format";
import type { Tx } from "../../db";
import {
  bookingData,
  bookingEmailSchema,
  bookingRows,
  commentsQuote,
  requestsQuote,
  type BookingEmailData,
} from "../../email/booking-parts";
import { defineEmail } from "../../email/definition";
import { enqueueToAccount } from "../../email/enqueue";
import { mjml } from "../../email/markup";
import {
  button,
  link,
  paragraph,
  quoteMarkup,
  quoteText,
  table,
  textRows,
} from "../../email/parts";

const STATUS_WORDS: Record<BookingEmailData["status"], string> = {
  pending: "back to pending",
  confirmed: "confirmed",
  cancelled: "cancelled",
  completed: "completed",
};

/** A single-dish order's new status, to its customer, with the comments quoted. */
export const bookingStatusEmail = defineEmail({
  template: "booking-status",
  schema: z.object({ booking: bookingEmailSchema }),
  preference: "emailNotifications",
  content: ({ booking: b }) => {
    const rows = bookingRows(b);
    const word = STATUS_WORDS[b.status];
    const comments = commentsQuote(b);
    const requests = requestsQuote(b);
    const href = link("/my-bookings");
    return {
      subject: `Your order #${b.bookingId} was ${word}`,
      preview: `${b.catererName}: ${b.dishName} on ${formatEventDate(b.eventDate)}`,
      body: mjml`${paragraph(`Hi ${b.customerName}, your order with ${b.catererName} was ${word}.`)}${quoteMarkup(
        comments,
      )}${table(rows)}${quoteMarkup(requests)}${button("View my bookings", href)}`,
      text: [
        `Hi ${b.customerName}, your order with ${b.catererName} was ${word}.`,
        ...quoteText(comments),
        "",
        ...textRows(rows),
        ...quoteText(requests),
        "",
        `View my bookings: ${href}`,
      ],
    };
  },
});

/** A status change: the customer, at their account's address, with the comments quoted. */
export async function emailBookingStatusChanged(tx: Tx, bookingId: number) {
  const { row, data } = await bookingData(tx, bookingId);
  return enqueueToAccount(tx, bookingStatusEmail, row.userId, { data: { booking: data } });
}
