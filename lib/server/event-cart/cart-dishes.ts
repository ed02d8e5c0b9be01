import "server-only";
import { db } from "../db";

/** What a cart line needs of its dish and kitchen: price, name, and the kitchen's terms. */
export const cartDishSelect = {
  id: true,
  name: true,
  category: true,
  catererId: true,
  mediumTrayPrice: true,
  largeTrayPrice: true,
  caterer: {
    select: {
      id: true,
      name: true,
      largeTrayWeight: true,
      trayCapacity: true,
      minNoticeHours: true,
      longNoticeHours: true,
      longNoticeAboveTrays: true,
      // Whether the kitchen takes orders (docs/product-rules.md §14).
      user: { select: { isActive: true, permit: { select: { expiresOn: true } } } },
    },
  },
} as const;

export async function findCartDishes(ids: number[]) {
  const dishes = await db.dish.findMany({ where: { id: { in: ids } }, select: cartDishSelect });
  return new Map(dishes.map((d) => [d.id, d]));
}

export type CartDish = NonNullable<
  Awaited<ReturnType<typeof findCartDishes>> extends Map<number, infer D> ? D : never
>;
