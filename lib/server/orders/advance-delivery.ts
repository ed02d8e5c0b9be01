import "server-only";
import { utcDateToIso } from "@/lib/dates";
import { arrivalText, arrivalWindow } from "@/lib/orders/arrival-window";
import { outForDeliverySchema, type OutForDeliveryInput } from "@/lib/orders/schemas";
import type { DeliveryStatusValue } from "@/lib/orders/types";
import { requireActor, type Actor } from "../actor";
import { lockOrder } from "../lines/sync-order";
import { db } from "../db";
import { emailOrderUpdate } from "../lines/emails/order-update";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { getOrder } from "./get-order";
import { ORDER_NOT_FOUND, visibleOrders } from "./scope";

export const DELIVERY_ONLY_KITCHEN = "Only the order's kitchen can update its delivery";
export const deliveryNeedsConfirmed = (id: number, status: string) =>
  `Order #${id} is ${status}; only a confirmed order can go out for delivery`;

/** Each step and the one it must follow: forward only, none skipped (§24). */
const STEPS = {
  out_for_delivery: {
    from: "none",
    refused: {
      out_for_delivery: (id: number) => `Order #${id} is already out for delivery`,
      delivered: (id: number) => `Order #${id} was already delivered`,
    },
  },
  delivered: {
    from: "out_for_delivery",
    refused: {
      none: (id: number) => `Mark order #${id} out for delivery first`,
      delivered: (id: number) => `Order #${id} was already delivered`,
    },
  },
} as const;

/**
 * The kitchen moves a confirmed order's delivery one step forward (docs/product-rules.md
 * §24): its own kitchen only (an admin or the customer 403, another kitchen 404), never
 * back; the spec's statuses stay as they are. The customer is emailed in the same
 * transaction, and the order row locked so two taps make one step.
 */
async function advanceDelivery(
  actor: Actor | null,
  orderId: number,
  to: keyof typeof STEPS,
  note: string | null,
) {
  const a = requireActor(actor);
  await db.$transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const order = await tx.order.findFirst({
      where: { AND: [{ id: orderId }, visibleOrders(a)] },
      include: { caterer: { select: { arrivalLeadMinutes: true } } },
    });
    if (!order) throw new AppError("not_found", ORDER_NOT_FOUND);
    if (!a.catererId || order.catererId !== a.catererId) {
      throw new AppError("forbidden", DELIVERY_ONLY_KITCHEN);
    }
    if (order.status !== "confirmed") {
      throw new AppError("conflict", deliveryNeedsConfirmed(orderId, order.status));
    }
    const step = STEPS[to];
    if (order.deliveryStatus !== step.from) {
      const refused = step.refused as Partial<Record<DeliveryStatusValue, (id: number) => string>>;
      throw new AppError("conflict", refused[order.deliveryStatus]!(orderId));
    }
    const now = new Date();
    await tx.order.update({
      where: { id: orderId },
      data:
        to === "out_for_delivery"
          ? { deliveryStatus: to, outForDeliveryAt: now, deliveryNote: note }
          : { deliveryStatus: to, deliveredAt: now },
    });
    const eventDate = utcDateToIso(order.eventDate);
    await emailOrderUpdate(tx, orderId, to === "delivered" ? "delivered" : "out-for-delivery", {
      arrival: arrivalText(
        arrivalWindow(eventDate, order.eventTime, order.caterer.arrivalLeadMinutes),
        eventDate,
      ),
      deliveryNote: note,
    });
  });
  return getOrder(a, orderId);
}

/** POST /api/orders/{id}/out-for-delivery {note?}. */
export function markOutForDelivery(
  actor: Actor | null,
  orderId: number,
  input: OutForDeliveryInput = {},
) {
  requireActor(actor);
  const { note } = parseInput(outForDeliverySchema, input);
  return advanceDelivery(actor, orderId, "out_for_delivery", note);
}

/** POST /api/orders/{id}/delivered. */
export const markDelivered = (actor: Actor | null, orderId: number) =>
  advanceDelivery(actor, orderId, "delivered", null);
