import "server-only";
import { z } from "zod";
import type { Tx } from "../../db";
import { defineEmail } from "../../email/definition";
import { enqueueToAccount } from "../../email/enqueue";
import { mjml } from "../../email/markup";
import { button, defang, link, paragraph, table, textRows } from "../../email/parts";
import {
  changeData,
  changeRows,
  orderChangeEmailSchema,
  orderData,
  orderEmailSchema,
  orderRows,
} from "../../lines/emails/order-parts";

/**
 * The order's receipt again after money moved without a card form (always sent): a change
 * applied (the new lines and amounts), or the order cancelled because the kitchen did not
 * answer in time (refunded in full).
 */
export const orderReceiptEmail = defineEmail({
  template: "order-receipt",
  schema: z.object({
    kind: z.enum(["change-applied", "expired"]),
    order: orderEmailSchema,
    change: orderChangeEmailSchema.optional(),
  }),
  preference: null,
  content: (d) => {
    const o = d.order;
    const rows = orderRows(o);
    const change = d.change ? changeRows(d.change) : [];
    const href = link(`/orders/${o.orderId}`);
    const line =
      d.kind === "expired"
        ? `Hi ${defang(o.customerName)}, ${o.catererName} did not answer your order #${o.orderId} in time, so we cancelled it and refunded your payment in full. Depending on your bank it reaches your card within 5-10 business days.`
        : `Hi ${defang(o.customerName)}, your change to order #${o.orderId} is applied. Here is your order as it stands now.`;
    const subject =
      d.kind === "expired"
        ? `Order #${o.orderId} cancelled and refunded: ${o.catererName} did not answer`
        : `Receipt for order #${o.orderId}, changed`;
    return {
      subject,
      preview: line,
      body: mjml`${paragraph(line)}${change.length ? table(change) : ""}${table(rows)}${button("View your order", href)}`,
      text: [
        line,
        ...(change.length ? ["", ...textRows(change)] : []),
        "",
        ...textRows(rows),
        "",
        `View your order: ${href}`,
      ],
    };
  },
});

/** The order's receipt again, to the customer, after a change applied or an expiry refunded it. */
export async function emailOrderReceipt(
  tx: Tx,
  orderId: number,
  kind: "change-applied" | "expired",
  changeId?: number,
) {
  const { data, userId } = await orderData(tx, orderId);
  return enqueueToAccount(tx, orderReceiptEmail, userId, {
    data: { kind, order: data, ...(changeId ? { change: await changeData(tx, changeId) } : {}) },
    dedupeKey: `order-receipt-${kind}:${orderId}:${changeId ?? ""}`,
  });
}
