import "server-only";
import { lineDishSelect } from "../lines/place-line";
import { deliveryAreaSelect } from "../delivery/delivery-area";
import { db } from "../db";

/**
 * What a cart line needs of its dish and kitchen: what placing it needs, its course, and
 * the kitchen's minimum and delivery area (checked per kitchen at checkout, §23).
 */
export const cartDishSelect = {
  ...lineDishSelect,
  category: true,
  caterer: {
    select: { ...lineDishSelect.caterer.select, ...deliveryAreaSelect },
  },
} as const;

export async function findCartDishes(ids: number[]) {
  const dishes = await db.dish.findMany({ where: { id: { in: ids } }, select: cartDishSelect });
  return new Map(dishes.map((d) => [d.id, d]));
}

export type CartDish = NonNullable<
  Awaited<ReturnType<typeof findCartDishes>> extends Map<number, infer D> ? D : never
>;
