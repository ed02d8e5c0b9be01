"use server";

import type { DeclineInput, OrderChangeInput, OutForDeliveryInput } from "@/lib/orders/schemas";
import { runAction } from "@/lib/server/http/server-action";
import { completeOrder, confirmOrder, declineOrder } from "@/lib/server/orders/act-on-order";
import { markDelivered, markOutForDelivery } from "@/lib/server/orders/advance-delivery";
import { reconfirmOrder } from "@/lib/server/orders/reconfirm-order";
import { acceptOrderChange, declineOrderChange } from "@/lib/server/orders/changes/decide-change";
import { requestOrderChange } from "@/lib/server/orders/changes/request-change";
import { withdrawOrderChange } from "@/lib/server/orders/changes/withdraw-change";

/** The kitchen's actions on a whole order (docs/product-rules.md §20). */
export async function confirmOrderAction(orderId: number) {
  return runAction((actor) => confirmOrder(actor, orderId), "Failed to update order status");
}

export async function completeOrderAction(orderId: number) {
  return runAction((actor) => completeOrder(actor, orderId), "Failed to update order status");
}

export async function declineOrderAction(orderId: number, input: DeclineInput) {
  return runAction((actor) => declineOrder(actor, orderId, input), "Failed to update order status");
}

export async function acceptChangeAction(orderId: number, changeId: number) {
  return runAction(
    (actor) => acceptOrderChange(actor, orderId, changeId),
    "Failed to accept the change",
  );
}

export async function declineChangeAction(orderId: number, changeId: number, input: DeclineInput) {
  return runAction(
    (actor) => declineOrderChange(actor, orderId, changeId, input),
    "Failed to decline the change",
  );
}

/** The customer's change of their order, and taking a waiting one back. */
export async function requestChangeAction(orderId: number, input: OrderChangeInput) {
  return runAction(
    (actor) => requestOrderChange(actor, orderId, input),
    "Failed to change the order",
  );
}

export async function withdrawChangeAction(orderId: number, changeId: number) {
  return runAction(
    (actor) => withdrawOrderChange(actor, orderId, changeId),
    "Failed to withdraw the change",
  );
}

/** The kitchen's delivery progress and the day-before reconfirmation (§24). */
export async function outForDeliveryAction(orderId: number, input: OutForDeliveryInput = {}) {
  return runAction(
    (actor) => markOutForDelivery(actor, orderId, input),
    "Failed to update the delivery",
  );
}

export async function deliveredAction(orderId: number) {
  return runAction((actor) => markDelivered(actor, orderId), "Failed to update the delivery");
}

export async function reconfirmOrderAction(orderId: number) {
  return runAction((actor) => reconfirmOrder(actor, orderId), "Failed to reconfirm the order");
}
