/**
 * What a kitchen and a customer are offered on a kitchen order (docs/product-rules.md §20),
 * pure so that the pages offer exactly what the server allows.
 */
import { mayCompleteOn } from "@/lib/lines/rules";
import type { OrderDto } from "./types";

export type KitchenOrderAction = "confirm" | "decline" | "complete";

/**
 * The kitchen's actions on a whole order: confirm while a line waits, decline (cancel with
 * a reason) while a line is open, complete from the event day on once a line is confirmed.
 */
export function kitchenOrderActions(
  order: Pick<OrderDto, "lines" | "eventDate">,
  today: string,
): KitchenOrderAction[] {
  const statuses = new Set(order.lines.map((l) => l.status));
  const actions: KitchenOrderAction[] = [];
  if (statuses.has("pending")) actions.push("confirm");
  if (statuses.has("confirmed") && mayCompleteOn(order.eventDate, today)) actions.push("complete");
  if (statuses.has("pending") || statuses.has("confirmed")) actions.push("decline");
  return actions;
}

/** The in-app confirmation of a kitchen's action: the spec's questions for confirm and complete. */
export const KITCHEN_ACTION_TEXTS: Record<
  KitchenOrderAction,
  { question: (id: number) => string; button: string; done: string }
> = {
  confirm: {
    question: (id) => `Confirm order #${id}?`,
    button: "Confirm",
    done: "Order status updated successfully",
  },
  complete: {
    question: (id) => `Mark order #${id} as completed?`,
    button: "Mark Completed",
    done: "Order status updated successfully",
  },
  decline: {
    question: (id) => `Decline order #${id}?`,
    button: "Decline",
    done: "Order status updated successfully",
  },
};

/** Whether the customer may ask for a change now (the server re-checks everything). */
export function changeBlocker(
  order: Pick<OrderDto, "status" | "openChange" | "changeCutoff" | "paymentStatus">,
  now: Date = new Date(),
): string | null {
  if (order.status === "cancelled" || order.status === "completed") {
    return `This order is ${order.status}.`;
  }
  if (order.openChange) return "A change is waiting; withdraw it to ask for another.";
  if (order.paymentStatus === "processing") return "A payment is going through.";
  if (now.getTime() > new Date(order.changeCutoff).getTime())
    return "The change window has closed.";
  return null;
}

/** Whether an accepted change waits for the customer's payment of its difference. */
export const changeAwaitsPayment = (change: OrderDto["openChange"]) =>
  change !== null &&
  change.status === "accepted" &&
  change.chargeCents > 0 &&
  (change.paymentStatus === "pending" || change.paymentStatus === "failed");

/** "2 × Medium Tray" of a change's line side, or "removed". */
export const traysText = (side: { quantity: number; traySize: "medium" | "large" } | null) =>
  side ? `${side.quantity} × ${side.traySize === "large" ? "Large" : "Medium"}` : "removed";

/**
 * What the order dialog and the pay pages say about the kitchen's answer (the response
 * deadline, respondByAt): a general rule before a date is chosen, a time once it is known.
 */
export const RESPONSE_RULE =
  "Once you pay, the kitchen confirms within 24 hours (half the time left when the event is sooner, never under an hour), or your payment is refunded in full.";
export const responseDeadlineText = (kitchen: string, by: string) =>
  `Pay now and ${kitchen} answers by ${by}; if it does not, your payment is refunded in full.`;

export type DeliveryAction = "out-for-delivery" | "delivered" | "reconfirm";

/**
 * The kitchen's delivery actions on a confirmed order (docs/product-rules.md §24): the next
 * step forward only, and Reconfirm while the day-before question waits for its answer.
 */
export function deliveryActions(
  order: Pick<OrderDto, "status" | "deliveryStatus" | "reconfirmRequestedAt" | "reconfirmedAt">,
): DeliveryAction[] {
  if (order.status !== "confirmed") return [];
  if (order.deliveryStatus === "out_for_delivery") return ["delivered"];
  if (order.deliveryStatus !== "none") return [];
  const waiting = order.reconfirmRequestedAt !== null && order.reconfirmedAt === null;
  return waiting ? ["reconfirm", "out-for-delivery"] : ["out-for-delivery"];
}
