import "server-only";
import type { OrderChange } from "@/lib/generated/prisma/client";
import type { OrderDto } from "@/lib/orders/types";
import { requireActor, type Actor } from "../../actor";
import { releaseSlot } from "../../availability/slots";
import { db, type Tx } from "../../db";
import { AppError } from "../../errors";
import { getPaymentProvider } from "../../money/payments/get-provider";
import { log } from "../../observability/log";
import { getOrder } from "../get-order";
import { ORDER_NOT_FOUND } from "../scope";
import { loadOrderForChange } from "./load-for-change";

export const NOTHING_TO_WITHDRAW = "This change is no longer waiting";

/**
 * Ends a change that waits (for the kitchen or for its payment) without applying it:
 * the trays it held go back to the date. `status` says why: the customer withdrew it, or
 * the order's cutoff passed. Inside the caller's transaction, order locked.
 */
export async function closeWaitingChange(
  tx: Tx,
  order: { catererId: number; eventDate: Date },
  change: OrderChange,
  status: "withdrawn" | "expired",
) {
  const { count } = await tx.orderChange.updateMany({
    where: {
      id: change.id,
      status: { in: ["requested", "accepted"] },
      paymentStatus: { in: ["pending", "failed"] },
    },
    data: { status },
  });
  if (!count) return false;
  const reserved = Number(change.reservedUnits);
  if (reserved > 0) await releaseSlot(tx, order.catererId, order.eventDate, reserved, 0);
  return true;
}

/** Cancels a closed change's intent at the provider, so its client secret can take nothing. */
export async function cancelChangeIntent(intentId: string | null) {
  if (!intentId) return;
  try {
    await getPaymentProvider().cancelIntent(intentId);
  } catch (error) {
    log.warn(`Could not cancel the intent ${intentId} of a closed change`, {
      error: String(error),
    });
  }
}

/** POST /api/orders/{id}/changes/{changeId}/withdraw: the customer takes a waiting change back. */
export async function withdrawOrderChange(
  actor: Actor | null,
  orderId: number,
  changeId: number,
): Promise<OrderDto> {
  const a = requireActor(actor);
  const intentId = await db.$transaction(async (tx) => {
    const order = await loadOrderForChange(tx, orderId);
    if (order.userId !== a.userId && a.role !== "admin")
      throw new AppError("not_found", ORDER_NOT_FOUND);
    const change = order.changes.find((c) => c.id === changeId);
    if (!change || !(await closeWaitingChange(tx, order, change, "withdrawn"))) {
      throw new AppError("conflict", NOTHING_TO_WITHDRAW);
    }
    return change.stripePaymentIntentId;
  });
  await cancelChangeIntent(intentId);
  return getOrder(a, orderId);
}
