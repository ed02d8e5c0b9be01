import "server-only";
import { z } from "zod";
import { requireActor, type Actor } from "../actor";
import { lockOrder } from "../lines/sync-order";
import { db, type Tx } from "../db";
import { AppError } from "../errors";
import { getOrder } from "./get-order";
import { readReconfirmToken } from "../lines/reconfirm-token";
import { ORDER_NOT_FOUND, visibleOrders } from "./scope";
import { DELIVERY_ONLY_KITCHEN } from "./advance-delivery";

export const RECONFIRM_LINK_INVALID = "This reconfirm link is not valid";
export const alreadyReconfirmed = (id: number) => `Order #${id} is already reconfirmed`;
const notReconfirmable = (id: number, status: string) =>
  `Order #${id} is ${status}; only a confirmed order waiting for delivery can be reconfirmed`;

/** Records the kitchen's yes on a locked order, or refuses (409) and changes nothing. */
async function reconfirm(
  tx: Tx,
  order: { id: number; status: string; deliveryStatus: string; reconfirmedAt: Date | null },
) {
  if (order.status !== "confirmed" || order.deliveryStatus !== "none") {
    const state = order.status !== "confirmed" ? order.status : "already on its way";
    throw new AppError("conflict", notReconfirmable(order.id, state));
  }
  if (order.reconfirmedAt) throw new AppError("conflict", alreadyReconfirmed(order.id));
  await tx.order.update({ where: { id: order.id }, data: { reconfirmedAt: new Date() } });
}

/**
 * The kitchen reconfirms that it delivers a confirmed order (docs/product-rules.md §24):
 * the dashboard's "Reconfirm". Its own kitchen only, like delivery progress.
 */
export async function reconfirmOrder(actor: Actor | null, orderId: number) {
  const a = requireActor(actor);
  await db.$transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const order = await tx.order.findFirst({
      where: { AND: [{ id: orderId }, visibleOrders(a)] },
    });
    if (!order) throw new AppError("not_found", ORDER_NOT_FOUND);
    if (!a.catererId || order.catererId !== a.catererId) {
      throw new AppError("forbidden", DELIVERY_ONLY_KITCHEN);
    }
    await reconfirm(tx, order);
  });
  return getOrder(a, orderId);
}

const tokenInput = z.object({ token: z.string().max(200) });

/** The order a reconfirm link names; a bad or forged token is a 400 and changes nothing. */
export function reconfirmTarget(raw: { token: string | null }): number {
  const parsed = tokenInput.safeParse(raw);
  const orderId = parsed.success ? readReconfirmToken(parsed.data.token) : null;
  if (!orderId) throw new AppError("invalid_input", RECONFIRM_LINK_INVALID);
  return orderId;
}

/**
 * The one-tap link in the day-before email: no session, the signature is the proof. It
 * works once: a second tap is a 409 saying it is done already.
 */
export async function reconfirmByToken(raw: { token: string | null }) {
  const orderId = reconfirmTarget(raw);
  await db.$transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const order = await tx.order.findUnique({ where: { id: orderId } });
    if (!order) throw new AppError("not_found", ORDER_NOT_FOUND);
    await reconfirm(tx, order);
  });
  return { orderId };
}
