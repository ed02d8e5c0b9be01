import "server-only";
import { z } from "zod";
import { formatEventDate, formatInstant } from "@/lib/format";
import { formatCents } from "@/lib/money/cents";
import type { Tx } from "../../db";
import { defineEmail, type EmailContent } from "../../email/definition";
import { enqueueToAccount } from "../../email/enqueue";
import { mjml } from "../../email/markup";
import {
  button,
  defang,
  link,
  paragraph,
  quoted,
  quoteMarkup,
  quoteText,
  table,
  textRows,
  type Row,
} from "../../email/parts";
import { reconfirmToken } from "../reconfirm-token";
import {
  changeData,
  changeRows,
  orderChangeEmailSchema,
  orderData,
  orderEmailSchema,
  orderRows,
} from "./order-parts";

export const ORDER_UPDATE_KINDS = [
  "placed",
  "confirmed",
  "declined",
  "completed",
  "cancelled",
  "change-requested",
  "change-accepted",
  "change-declined",
  "respond-reminder",
  // Delivery and the day before (docs/product-rules.md §24).
  "out-for-delivery",
  "delivered",
  "reconfirm-request",
  "reconfirm-chasing",
] as const;
export type OrderUpdateKind = (typeof ORDER_UPDATE_KINDS)[number];

const ORDER_WORDS: Partial<Record<OrderUpdateKind, string>> = {
  confirmed: "confirmed",
  declined: "declined",
  completed: "completed",
  cancelled: "cancelled",
};

/**
 * What happened to a kitchen order (docs/product-rules.md §20): one email per change of the
 * whole order, to the kitchen (placed, a change asked for, the reminder to answer) or to
 * the customer (the kitchen's answer, a change decided).
 */
export const orderUpdateEmail = defineEmail({
  template: "order-update",
  schema: z.object({
    kind: z.enum(ORDER_UPDATE_KINDS),
    order: orderEmailSchema,
    change: orderChangeEmailSchema.optional(),
    /** The kitchen's or TrayTable's words (a decline's reason), with who wrote them. */
    comments: z.string().nullish(),
    commentsBy: z.string().optional(),
    /** ISO timestamp: by when the kitchen must answer. */
    respondBy: z.string().nullish(),
    /** "Arrives 11:15 AM-11:45 AM" (the customer's) or "Ready by 11:15 AM" (the kitchen's). */
    arrival: z.string().optional(),
    /** The kitchen's note when the food left. */
    deliveryNote: z.string().nullish(),
  }),
  preference: "emailNotifications",
  content: (d) => {
    const o = d.order;
    const rows = orderRows(o);
    const change = d.change ? changeRows(d.change) : [];
    const comments = d.comments
      ? quoted(`${defang(d.commentsBy ?? "TrayTable")} wrote:`, d.comments)
      : null;
    const kitchenHref = link(`/caterer-dishes?order=${o.orderId}`);
    const customerHref = link(`/orders/${o.orderId}`);
    const by = d.respondBy ? formatInstant(d.respondBy) : null;
    const arrivalRows: Row[] = d.arrival ? [["Arrival", d.arrival]] : [];
    const say = (
      subject: string,
      line: string,
      action: [string, string],
      extraRows: Row[] = [],
    ): EmailContent => ({
      subject,
      preview: line,
      body: mjml`${paragraph(line)}${quoteMarkup(comments)}${extraRows.length ? table(extraRows) : ""}${table(rows)}${button(action[0], action[1])}`,
      text: [
        line,
        ...quoteText(comments),
        ...(extraRows.length ? ["", ...textRows(extraRows)] : []),
        "",
        ...textRows(rows),
        "",
        `${action[0]}: ${action[1]}`,
      ],
    });
    switch (d.kind) {
      case "placed":
        return say(
          `New order #${o.orderId}: ${o.lines.length} dishes on ${formatEventDate(o.eventDate)}`,
          `${defang(o.customerName)} placed an order of ${o.lines.length} dishes with ${o.catererName}. It is pending until you confirm or decline it.`,
          [`View order #${o.orderId}`, kitchenHref],
          [
            ["Customer", defang(o.customerName)],
            ["Email", o.customerEmail],
            ...(o.customerPhone ? [["Phone", o.customerPhone] as Row] : []),
          ],
        );
      case "respond-reminder":
        return say(
          `Please answer order #${o.orderId} by ${by}`,
          `Order #${o.orderId} is paid and waits for your answer. Confirm or decline it by ${by}; after that it is cancelled and the customer refunded in full.`,
          [`View order #${o.orderId}`, kitchenHref],
        );
      case "change-requested":
        return say(
          `Order #${o.orderId}: ${defang(o.customerName)} asks for a change`,
          `${defang(o.customerName)} asks to change order #${o.orderId}. Accept or decline the change; the order stays as it is until then.`,
          ["Review the change", kitchenHref],
          change,
        );
      case "change-accepted":
        return say(
          `Order #${o.orderId}: ${o.catererName} accepted your change`,
          d.change?.chargeCents
            ? `${o.catererName} accepted your change to order #${o.orderId}. Pay the difference of ${formatCents(d.change.chargeCents)} to apply it.`
            : `${o.catererName} accepted your change to order #${o.orderId}.`,
          [d.change?.chargeCents ? "Pay the difference" : "View your order", customerHref],
          change,
        );
      case "change-declined":
        return say(
          `Order #${o.orderId}: ${o.catererName} declined your change`,
          `${o.catererName} declined your change to order #${o.orderId}; the order stays as it was.${d.change?.declineReason ? ` Their reason: ${defang(d.change.declineReason)}` : ""}`,
          ["View your order", customerHref],
          change,
        );
      case "out-for-delivery":
        return say(
          `Order #${o.orderId} is on its way`,
          `Hi ${defang(o.customerName)}, ${o.catererName} has sent your order #${o.orderId} out for delivery.${d.deliveryNote ? ` Their note: ${defang(d.deliveryNote)}` : ""}`,
          ["View your order", customerHref],
          arrivalRows,
        );
      case "delivered":
        return say(
          `Order #${o.orderId} was delivered`,
          `Hi ${defang(o.customerName)}, ${o.catererName} has delivered your order #${o.orderId}. Enjoy your event!`,
          ["View your order", customerHref],
        );
      case "reconfirm-request": {
        // Signed when sent, never stored in the outbox (../reconfirm-token.ts).
        const token = reconfirmToken(o.orderId);
        return say(
          `Please reconfirm order #${o.orderId} for ${formatEventDate(o.eventDate)}`,
          `Order #${o.orderId} is tomorrow. Please reconfirm that you will deliver it: one tap on the button below, or "Reconfirm" on your dashboard. If we hear nothing 12 hours before the delivery window, we call you and tell the customer.`,
          token
            ? ["Reconfirm order", link(`/api/orders/reconfirm?token=${token}`)]
            : ["Open your dashboard", link("/dashboard/caterer")],
          arrivalRows,
        );
      }
      case "reconfirm-chasing":
        return say(
          `Order #${o.orderId}: we are checking in with ${o.catererName}`,
          `Hi ${defang(o.customerName)}, ${o.catererName} has not yet reconfirmed your order #${o.orderId}, so our team is contacting them now. We will let you know if anything changes.`,
          ["View your order", customerHref],
          arrivalRows,
        );
      default: {
        const word = ORDER_WORDS[d.kind] ?? d.kind;
        return say(
          `Your order #${o.orderId} was ${word}`,
          `Hi ${defang(o.customerName)}, your order #${o.orderId} with ${o.catererName} was ${word}.`,
          ["View your order", customerHref],
        );
      }
    }
  },
});

/** Who reads which kind: the kitchen learns of new work, the customer of the kitchen's answers. */
const TO_KITCHEN: readonly OrderUpdateKind[] = [
  "placed",
  "change-requested",
  "respond-reminder",
  "reconfirm-request",
];
/** Sent once per order whatever replays them: the scheduled jobs' emails (§20, §24). */
const ONCE: readonly OrderUpdateKind[] = [...TO_KITCHEN, "reconfirm-chasing"];

/**
 * One email about a whole order: to the kitchen's owner for new work, to the customer's
 * account for the kitchen's answers. Each (order, kind, change) is sent once.
 */
export async function emailOrderUpdate(
  tx: Tx,
  orderId: number,
  kind: OrderUpdateKind,
  extra: {
    changeId?: number;
    comments?: string | null;
    commentsBy?: string;
    respondBy?: Date | null;
    arrival?: string;
    deliveryNote?: string | null;
  } = {},
) {
  const { data, userId, kitchenUserId } = await orderData(tx, orderId);
  const to = TO_KITCHEN.includes(kind) ? kitchenUserId : userId;
  return enqueueToAccount(tx, orderUpdateEmail, to, {
    data: {
      kind,
      order: data,
      ...(extra.changeId ? { change: await changeData(tx, extra.changeId) } : {}),
      ...(extra.comments ? { comments: extra.comments, commentsBy: extra.commentsBy } : {}),
      ...(extra.respondBy ? { respondBy: extra.respondBy.toISOString() } : {}),
      ...(extra.arrival ? { arrival: extra.arrival } : {}),
      ...(extra.deliveryNote ? { deliveryNote: extra.deliveryNote } : {}),
    },
    // New work and reminders once; an answer may come again (an admin reopens an order).
    ...(ONCE.includes(kind) || extra.changeId
      ? { dedupeKey: `order-${kind}:${orderId}:${extra.changeId ?? ""}` }
      : {}),
  });
}
