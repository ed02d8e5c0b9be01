import "server-only";
import type { z } from "zod";
import type { Booking } from "@/lib/generated/prisma/client";
import type { BookingStatusValue } from "@/lib/lines/schemas";
import { declineOrderSchema } from "@/lib/orders/schemas";
import { requireActor, type Actor } from "../actor";
import {
  enqueueLineMoney,
  lineChangeInclude,
  transitionLine,
} from "../lines/change-booking-status";
import { runOwnWork } from "../work/run-work";
import { lockOrder, syncOrder, type LineMover } from "../lines/sync-order";
import { db } from "../db";
import { emailOrderUpdate } from "../lines/emails/order-update";
import { emailReviewInvite } from "../lines/emails/review-invite";
import { AppError } from "../errors";
import { parseInput } from "../validation";
import { getOrder } from "./get-order";
import { kitchenOrders, ORDER_NOT_FOUND } from "./scope";

type Action = {
  /** The lines the action moves, and where to. */
  from: BookingStatusValue[];
  to: BookingStatusValue;
  email: "confirmed" | "declined" | "completed";
  nothing: (id: number) => string;
};

const ACTIONS = {
  confirm: {
    from: ["pending"],
    to: "confirmed",
    email: "confirmed",
    nothing: (id) => `Order #${id} has nothing waiting to be confirmed`,
  },
  decline: {
    from: ["pending", "confirmed"],
    to: "cancelled",
    email: "declined",
    nothing: (id) => `Order #${id} has nothing left to decline`,
  },
  complete: {
    from: ["confirmed"],
    to: "completed",
    email: "completed",
    nothing: (id) => `Order #${id} has no confirmed dishes to complete`,
  },
} satisfies Record<string, Action>;

/**
 * The kitchen acts on a whole order (docs/product-rules.md §20): confirm its pending lines,
 * decline it (the spec's cancelled with a reason; a paid order is refunded in full), or
 * complete its confirmed lines from the event day on. The kitchen (or an admin) only; each
 * line moves by the spec's rules (transitionLine), the order's slot and status follow in
 * the same transaction, the customer gets one email, and the money (refunds, the kitchen's
 * transfers) is enqueued in it and run right after the commit (runOwnWork).
 */
async function actOnOrder(
  actor: Actor | null,
  orderId: number,
  action: Action,
  comments: string | null,
) {
  const a = requireActor(actor);
  const moved: Booking[] = [];
  const work: number[] = [];
  await db.$transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const order = await tx.order.findFirst({
      where: { AND: [{ id: orderId }, kitchenOrders(a)] },
      select: { id: true, caterer: { select: { name: true } } },
    });
    if (!order) throw new AppError("not_found", ORDER_NOT_FOUND);
    await tx.$queryRaw`SELECT "id" FROM "bookings" WHERE "orderId" = ${orderId} ORDER BY "id" FOR UPDATE`;
    const lines = await tx.booking.findMany({
      where: { orderId, status: { in: action.from } },
      include: lineChangeInclude,
      orderBy: { id: "asc" },
    });
    if (!lines.length) throw new AppError("conflict", action.nothing(orderId));
    let mover: LineMover = "caterer";
    for (const line of lines) {
      const done = await transitionLine(tx, a, line, action.to, comments);
      mover = done.mover;
      moved.push(done.updated);
      work.push(...(await enqueueLineMoney(tx, done.updated, line.status)));
    }
    await syncOrder(tx, orderId, mover);
    await emailOrderUpdate(tx, orderId, action.email, {
      comments,
      commentsBy: a.role === "admin" ? "TrayTable" : order.caterer.name,
    });
    // One invitation to review the kitchen per order (reviews are verified by a line).
    if (action.to === "completed") await emailReviewInvite(tx, moved[0]!.id);
  });
  await runOwnWork(work);
  return getOrder(a, orderId);
}

/** POST /api/orders/{id}/confirm. */
export const confirmOrder = (actor: Actor | null, orderId: number) =>
  actOnOrder(actor, orderId, ACTIONS.confirm, null);

/** POST /api/orders/{id}/decline {reason}: the reason is required and sent to the customer. */
export function declineOrder(
  actor: Actor | null,
  orderId: number,
  input: z.input<typeof declineOrderSchema>,
) {
  requireActor(actor);
  const { reason } = parseInput(declineOrderSchema, input);
  return actOnOrder(actor, orderId, ACTIONS.decline, reason);
}

/** POST /api/orders/{id}/complete. */
export const completeOrder = (actor: Actor | null, orderId: number) =>
  actOnOrder(actor, orderId, ACTIONS.complete, null);
