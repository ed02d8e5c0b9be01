import "server-only";
import type { z } from "zod";
import { declineChangeSchema } from "@/lib/orders/schemas";
import type { OrderDto } from "@/lib/orders/types";
import { requireActor, type Actor } from "../../actor";
import { takeSlot } from "../../availability/slots";
import { db } from "../../db";
import { emailOrderUpdate } from "../../lines/emails/order-update";
import { AppError } from "../../errors";
import { parseInput } from "../../validation";
import { getOrder } from "../get-order";
import { ORDER_NOT_FOUND } from "../scope";
import { applyChange } from "./apply-change";
import { enqueueChangeRefunds } from "../../money/payments/change-refunds";
import { runOwnWork } from "../../work/run-work";
import { loadOrderForChange } from "./load-for-change";

export const CHANGE_NOT_WAITING = "This change is not waiting for the kitchen";

async function waitingChange(
  actor: Actor,
  orderId: number,
  changeId: number,
  tx: Parameters<typeof loadOrderForChange>[0],
) {
  const order = await loadOrderForChange(tx, orderId);
  const mayDecide =
    actor.role === "admin" || (actor.catererId !== null && actor.catererId === order.catererId);
  if (!mayDecide) throw new AppError("not_found", ORDER_NOT_FOUND);
  const change = order.changes.find((c) => c.id === changeId);
  if (!change || change.status !== "requested") throw new AppError("conflict", CHANGE_NOT_WAITING);
  return { order, change };
}

/**
 * POST /api/orders/{id}/changes/{changeId}/accept (docs/product-rules.md §20): the kitchen
 * (or an admin) accepts a change that adds to its order. The extra trays are taken now
 * under the date's row lock (a full date refuses), so the customer's payment can never
 * fail for room. A change with a difference to pay then waits for it (the customer is
 * emailed the link); one without (an unpaid order) applies at once.
 */
export async function acceptOrderChange(
  actor: Actor | null,
  orderId: number,
  changeId: number,
): Promise<OrderDto> {
  const a = requireActor(actor);
  let work: number[] = [];
  await db.$transaction(async (tx) => {
    const { order, change } = await waitingChange(a, orderId, changeId, tx);
    const extra = change.lines.reduce(
      (s, l) => s + Math.max(0, Number(l.toUnits) - Number(l.fromUnits)),
      0,
    );
    if (extra > 0) {
      await takeSlot(
        tx,
        order.catererId,
        order.eventDate,
        { units: extra, largeTrayWeight: Number(order.caterer.largeTrayWeight) },
        0,
      );
    }
    const now = new Date();
    const accepted = await tx.orderChange.update({
      where: { id: change.id },
      data: {
        status: "accepted",
        decidedAt: now,
        decidedBy: a.userId,
        reservedUnits: String(extra),
      },
      include: { lines: { orderBy: { id: "asc" } } },
    });
    if (change.chargeCents > 0) {
      await emailOrderUpdate(tx, orderId, "change-accepted", { changeId });
      return;
    }
    const applied = await applyChange(tx, order, accepted, {
      acceptedByKitchen: true,
      byAdmin: a.role === "admin",
      by: a.role === "admin" ? "admin" : "caterer",
      actorId: a.userId,
      payment: null,
    });
    await emailOrderUpdate(tx, orderId, "change-accepted", { changeId });
    work = await enqueueChangeRefunds(tx, { cancelledLines: applied.cancelledLines, changeId });
  });
  await runOwnWork(work);
  return getOrder(a, orderId);
}

/** POST /api/orders/{id}/changes/{changeId}/decline {reason}: the order stays as it was. */
export async function declineOrderChange(
  actor: Actor | null,
  orderId: number,
  changeId: number,
  input: z.input<typeof declineChangeSchema>,
): Promise<OrderDto> {
  const a = requireActor(actor);
  const { reason } = parseInput(declineChangeSchema, input);
  await db.$transaction(async (tx) => {
    const { change } = await waitingChange(a, orderId, changeId, tx);
    await tx.orderChange.update({
      where: { id: change.id },
      data: {
        status: "declined",
        decidedAt: new Date(),
        decidedBy: a.userId,
        declineReason: reason,
      },
    });
    await emailOrderUpdate(tx, orderId, "change-declined", { changeId });
  });
  return getOrder(a, orderId);
}
