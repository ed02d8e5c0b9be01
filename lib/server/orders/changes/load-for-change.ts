import "server-only";
import type { z } from "zod";
import { bookingTotalCents } from "@/lib/money/cents";
import { trayUnits, roundUnits } from "@/lib/lines/tray-load";
import type { LineDelta } from "@/lib/orders/change-rules";
import type { orderChangeSchema } from "@/lib/orders/schemas";
import { kitchenOwnerSelect } from "../../kitchens/kitchen-open";
import { lockOrder } from "../../lines/sync-order";
import type { Tx } from "../../db";
import { AppError } from "../../errors";
import { ORDER_NOT_FOUND } from "../scope";

export const NOTHING_TO_CHANGE = "Nothing to change: the order already looks like this";
export const KEEP_ONE_DISH =
  "An order keeps at least one dish: to remove them all, cancel the order";
export const NOT_A_LINE = "This dish is not an open line of the order";
export const DISH_GONE_FOR_CHANGE =
  "The kitchen no longer offers this dish, so its tray size cannot be changed";

/** An order locked for a change, with its lines, its kitchen's terms and its open change. */
export async function loadOrderForChange(tx: Tx, orderId: number) {
  await lockOrder(tx, orderId);
  await tx.$queryRaw`SELECT "id" FROM "bookings" WHERE "orderId" = ${orderId} ORDER BY "id" FOR UPDATE`;
  const order = await tx.order.findUnique({
    where: { id: orderId },
    include: {
      lines: {
        orderBy: { id: "asc" },
        include: { dish: { select: { mediumTrayPrice: true, largeTrayPrice: true } } },
      },
      caterer: {
        select: {
          id: true,
          name: true,
          userId: true,
          cancellationPolicy: true,
          largeTrayWeight: true,
          trayCapacity: true,
          minNoticeHours: true,
          longNoticeHours: true,
          longNoticeAboveTrays: true,
          ...kitchenOwnerSelect,
        },
      },
      changes: {
        where: { status: { in: ["requested", "accepted"] } },
        include: { lines: true },
      },
    },
  });
  if (!order) throw new AppError("not_found", ORDER_NOT_FOUND);
  return order;
}
export type OrderForChange = Awaited<ReturnType<typeof loadOrderForChange>>;

/**
 * What a change does to each line (docs/product-rules.md §20): a named line keeps its price
 * per tray while its size stays (a new size takes the dish's current price); a line without
 * an id adds a dish of the same kitchen at today's price; quantity 0 removes a line. Lines
 * that do not change are left out. Throws 400 for a line that is not an open one of the
 * order, 404 for a dish of another kitchen.
 */
export async function lineDeltas(
  tx: Tx,
  order: OrderForChange,
  lines: z.output<typeof orderChangeSchema>["lines"],
): Promise<LineDelta[]> {
  const weight = Number(order.caterer.largeTrayWeight);
  const open = new Map(order.lines.filter((l) => l.status !== "cancelled").map((l) => [l.id, l]));
  const deltas: LineDelta[] = [];
  for (const [index, input] of lines.entries()) {
    const path = `lines.${index}`;
    if (input.lineId !== undefined) {
      const line = open.get(input.lineId);
      if (!line || line.dishId !== input.dishId) {
        throw new AppError("invalid_input", NOT_A_LINE, {
          errors: [{ path, message: NOT_A_LINE }],
        });
      }
      const sameSize = input.traySize === line.traySize;
      let toTotal = 0;
      if (input.quantity > 0) {
        if (sameSize) toTotal = (line.totalPrice / line.quantity) * input.quantity;
        else if (line.dish) toTotal = bookingTotalCents(line.dish, input.traySize, input.quantity);
        else {
          throw new AppError("conflict", DISH_GONE_FOR_CHANGE, {
            errors: [{ path, message: DISH_GONE_FOR_CHANGE }],
          });
        }
      }
      const requests = input.specialRequests ?? line.specialRequests;
      if (sameSize && input.quantity === line.quantity && requests === line.specialRequests)
        continue;
      deltas.push({
        lineId: line.id,
        dishId: line.dishId,
        dishName: line.dishName,
        traySize: input.traySize,
        quantity: input.quantity,
        specialRequests: requests,
        fromTraySize: line.traySize,
        fromQuantity: line.quantity,
        fromTotal: line.totalPrice,
        toTotal: Math.round(toTotal),
        fromUnits: Number(line.trayUnits),
        toUnits: input.quantity > 0 ? trayUnits(input.traySize, input.quantity, weight) : 0,
      });
    } else {
      if (input.quantity === 0) continue;
      const dish = await tx.dish.findFirst({
        where: { id: input.dishId, catererId: order.catererId },
        select: { id: true, name: true, mediumTrayPrice: true, largeTrayPrice: true },
      });
      if (!dish)
        throw new AppError("not_found", "Dish not found", {
          errors: [{ path, message: "Dish not found" }],
        });
      deltas.push({
        lineId: null,
        dishId: dish.id,
        dishName: dish.name,
        traySize: input.traySize,
        quantity: input.quantity,
        specialRequests: input.specialRequests,
        fromTraySize: null,
        fromQuantity: null,
        fromTotal: 0,
        toTotal: bookingTotalCents(dish, input.traySize, input.quantity),
        fromUnits: 0,
        toUnits: trayUnits(input.traySize, input.quantity, weight),
      });
    }
  }
  return deltas;
}

/** The order's open tray units after the deltas. */
export function unitsAfter(order: OrderForChange, deltas: LineDelta[]): number {
  const open = order.lines
    .filter((l) => l.status !== "cancelled")
    .reduce((s, l) => s + Number(l.trayUnits), 0);
  return roundUnits(deltas.reduce((s, d) => s + d.toUnits - d.fromUnits, open));
}

/** Whether the deltas leave the order with an open line. */
export function keepsALine(order: OrderForChange, deltas: LineDelta[]): boolean {
  const removed = new Set(
    deltas.filter((d) => d.lineId !== null && d.quantity === 0).map((d) => d.lineId),
  );
  const left = order.lines.filter((l) => l.status !== "cancelled" && !removed.has(l.id)).length;
  return left + deltas.filter((d) => d.lineId === null).length > 0;
}
