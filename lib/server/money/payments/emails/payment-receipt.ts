import "server-only";
import { z } from "zod";
import { formatCents } from "@/lib/money/cents";
import type { Tx } from "../../../db";
import { bookingData, bookingEmailSchema, bookingRows } from "../../../email/booking-parts";
import { defineEmail } from "../../../email/definition";
import { enqueueToAccount } from "../../../email/enqueue";
import { mjml } from "../../../email/markup";
import { button, link, paragraph, table, textRows, type Row } from "../../../email/parts";

/** A receipt's tip row (docs/product-rules.md §19), only when there was a tip. */
export const tipRows = (tipCents: number | undefined): Row[] =>
  tipCents ? [["Of which tip (all to the kitchen)", formatCents(tipCents)]] : [];

/** A line's payment received: its receipt, sent whatever the Settings say. */
export const paymentReceiptEmail = defineEmail({
  template: "payment-receipt",
  schema: z.object({
    booking: bookingEmailSchema,
    amountCents: z.number(),
    /** The part of amountCents that was a tip (absent in emails queued before tips). */
    tipCents: z.number().optional(),
    currency: z.string(),
    /** ISO timestamp */
    paidAt: z.string(),
  }),
  preference: null,
  content: (d) => {
    const b = d.booking;
    const rows: Row[] = [
      ["Amount paid", formatCents(d.amountCents)],
      ...tipRows(d.tipCents),
      ["Paid on", new Date(d.paidAt).toISOString().slice(0, 10)],
      ...bookingRows(b).filter(([label]) => label !== "Total"),
    ];
    const href = link("/my-bookings");
    return {
      subject: `Receipt for order #${b.bookingId}: ${formatCents(d.amountCents)} paid`,
      preview: `${formatCents(d.amountCents)} paid to TrayTable for ${b.catererName}`,
      body: mjml`${paragraph(`Hi ${b.customerName}, thank you: we received your payment.`)}${table(rows)}${button("View my bookings", href)}`,
      text: [
        `Hi ${b.customerName}, thank you: we received your payment.`,
        "",
        ...textRows(rows),
        "",
        `View my bookings: ${href}`,
      ],
    };
  },
});

/** A payment recorded as received: a receipt (always sent; it is essential). */
export async function emailPaymentReceipt(tx: Tx, bookingId: number) {
  const { row, data } = await bookingData(tx, bookingId);
  return enqueueToAccount(tx, paymentReceiptEmail, row.userId, {
    data: {
      booking: data,
      amountCents: row.paymentAmount ?? row.totalPrice,
      tipCents: row.tipCents,
      currency: row.paymentCurrency,
      paidAt: (row.paidAt ?? new Date()).toISOString(),
    },
    dedupeKey: `payment-receipt:${bookingId}:${row.stripePaymentIntentId ?? ""}`,
  });
}
