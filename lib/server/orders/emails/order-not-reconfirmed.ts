import "server-only";
import { z } from "zod";
import type { Tx } from "../../db";
import { defineEmail } from "../../email/definition";
import { accountAddress, activeAdmins, enqueueToEach } from "../../email/enqueue";
import { mjml } from "../../email/markup";
import { button, defang, link, paragraph, table, textRows, type Row } from "../../email/parts";
import { orderData, orderEmailSchema, orderRows } from "../../lines/emails/order-parts";

/**
 * A confirmed order its kitchen did not reconfirm 12 hours before its arrival window
 * (docs/product-rules.md §24): every active admin hears of it to call the kitchen.
 */
export const orderNotReconfirmedEmail = defineEmail({
  template: "order-not-reconfirmed",
  schema: z.object({
    order: orderEmailSchema,
    arrival: z.string(),
    kitchenEmail: z.string().nullable(),
  }),
  preference: "emailNotifications",
  content: (d) => {
    const o = d.order;
    const line = `${o.catererName} has not reconfirmed order #${o.orderId} (${d.arrival}). Please call the kitchen; the customer has been told we are checking.`;
    const rows: Row[] = [
      ["Kitchen", o.catererName],
      ...(d.kitchenEmail ? [["Kitchen email", d.kitchenEmail] as Row] : []),
      ["Customer", defang(o.customerName)],
      ["Customer email", o.customerEmail],
      ...(o.customerPhone ? [["Customer phone", o.customerPhone] as Row] : []),
    ];
    const href = link("/admin?tab=orders");
    return {
      subject: `Not reconfirmed: order #${o.orderId} with ${o.catererName}`,
      preview: line,
      body: mjml`${paragraph(line)}${table(rows)}${table(orderRows(o))}${button("Open the admin orders", href)}`,
      text: [
        line,
        "",
        ...textRows(rows),
        "",
        ...textRows(orderRows(o)),
        "",
        `Open the admin orders: ${href}`,
      ],
    };
  },
});

/**
 * An order its kitchen did not reconfirm in time (docs/product-rules.md §24): every active
 * admin hears of it, once per order.
 */
export async function emailNotReconfirmed(tx: Tx, orderId: number, arrival: string) {
  const { data, kitchenUserId } = await orderData(tx, orderId);
  const kitchen = await accountAddress(tx, kitchenUserId);
  return enqueueToEach(tx, orderNotReconfirmedEmail, await activeAdmins(tx), (admin) => ({
    data: { order: data, arrival, kitchenEmail: kitchen?.email ?? null },
    dedupeKey: `order-not-reconfirmed:${orderId}:${admin.id}`,
  }));
}
