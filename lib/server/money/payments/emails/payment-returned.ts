import "server-only";
import { z } from "zod";
import { formatCents } from "@/lib/money/cents";
import type { Tx } from "../../../db";
import { defineEmail } from "../../../email/definition";
import { enqueueEmail } from "../../../email/enqueue";
import { mjml } from "../../../email/markup";
import { button, link, paragraph } from "../../../email/parts";

/**
 * A payment that could not be applied to the order it named was refunded in full
 * automatically (docs/product-rules.md §16); sent whatever the Settings say.
 */
export const paymentReturnedEmail = defineEmail({
  template: "payment-returned",
  schema: z.object({
    firstName: z.string(),
    amountCents: z.number(),
    currency: z.string(),
    /** "order #12" or "event #3". */
    paidFor: z.string(),
    reason: z.string(),
    /** Whether the order or event still waits for its payment. */
    stillUnpaid: z.boolean(),
  }),
  preference: null,
  content: (d) => {
    const href = link("/my-orders");
    const lines = [
      `Hi ${d.firstName}, we received a payment of ${formatCents(d.amountCents)} for ${d.paidFor} that we could not apply to it: ${d.reason}`,
      `We refunded all of it. Depending on your bank it reaches your card within 5-10 business days.`,
      ...(d.stillUnpaid
        ? [`Your ${d.paidFor} is still unpaid: please pay for it from My Orders to keep your date.`]
        : []),
    ];
    return {
      subject: `We refunded a payment of ${formatCents(d.amountCents)}`,
      preview: `A payment for ${d.paidFor} could not be applied and was refunded`,
      body: mjml`${lines.map((l) => paragraph(l))}${button("View my orders", href)}`,
      text: [...lines.flatMap((l) => [l, ""]), `View my orders: ${href}`],
    };
  },
});

/**
 * A payment we could not apply was refunded in full (product-rules §16): its customer, at
 * their account's address, is told why. Always sent.
 */
export async function emailPaymentReturned(
  tx: Tx,
  payment: {
    intentId: string;
    userId: number | null;
    amount: number;
    currency: string;
    bookingId: number | null;
    eventId: number | null;
    reason: string;
    stillUnpaid: boolean;
  },
) {
  if (!payment.userId) return false;
  const user = await tx.user.findUnique({
    where: { id: payment.userId },
    select: { id: true, email: true, firstName: true },
  });
  if (!user) return false;
  return enqueueEmail(tx, paymentReturnedEmail, {
    to: user.email,
    recipientUserId: user.id,
    data: {
      firstName: user.firstName,
      amountCents: payment.amount,
      currency: payment.currency,
      paidFor: payment.eventId ? `event #${payment.eventId}` : `order #${payment.bookingId}`,
      reason: payment.reason,
      stillUnpaid: payment.stillUnpaid,
    },
    dedupeKey: `payment-returned:${payment.intentId}`,
  });
}
