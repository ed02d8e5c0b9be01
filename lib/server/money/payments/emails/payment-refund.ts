import "server-only";
import { z } from "zod";
import { lineRefundedCents } from "@/lib/money/amounts";
import { formatCents } from "@/lib/money/cents";
import type { Tx } from "../../../db";
import { bookingData, bookingEmailSchema, bookingRows } from "../../../email/booking-parts";
import { defineEmail } from "../../../email/definition";
import { enqueueToAccount } from "../../../email/enqueue";
import { mjml } from "../../../email/markup";
import { button, link, paragraph, table, textRows, type Row } from "../../../email/parts";

/** A line's refund, to its customer, sent whatever the Settings say. */
export const paymentRefundEmail = defineEmail({
  template: "payment-refund",
  schema: z.object({ booking: bookingEmailSchema, amountCents: z.number(), currency: z.string() }),
  preference: null,
  content: (d) => {
    const b = d.booking;
    const rows: Row[] = [
      ["Amount refunded", formatCents(d.amountCents)],
      ...bookingRows(b).filter(([label]) => label !== "Total"),
    ];
    const href = link("/my-bookings");
    const line = `Hi ${b.customerName}, we refunded ${formatCents(d.amountCents)} for your cancelled order #${b.bookingId}. Depending on your bank it reaches your card within 5-10 business days.`;
    return {
      subject: `Refund for order #${b.bookingId}: ${formatCents(d.amountCents)}`,
      preview: `${formatCents(d.amountCents)} is on its way back to your card`,
      body: mjml`${paragraph(line)}${table(rows)}${button("View my bookings", href)}`,
      text: [line, "", ...textRows(rows), "", `View my bookings: ${href}`],
    };
  },
});

/** A refund recorded: the customer is told (always sent; it is essential). */
export async function emailPaymentRefund(tx: Tx, bookingId: number) {
  const { row, data } = await bookingData(tx, bookingId);
  return enqueueToAccount(tx, paymentRefundEmail, row.userId, {
    data: {
      booking: data,
      // What went back: the policy's share, or all that was charged (product-rules §16).
      amountCents: lineRefundedCents(row),
      currency: row.paymentCurrency,
    },
    dedupeKey: `payment-refund:${bookingId}:${row.stripePaymentIntentId ?? ""}`,
  });
}
