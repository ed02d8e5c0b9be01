import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { AdminDishDto } from "@/lib/dishes/types";
import { adminDishListQuerySchema, type AdminDishListQuery } from "@/lib/dishes/admin-schemas";
import { requireRole, type Actor } from "../actor";
import { db } from "../db";
import { parseInput } from "../validation";
import { toDishDto } from "./serialize";

/**
 * The admin console's Dishes tab: one page of dishes of every caterer (or of one), searched
 * by dish or caterer name in PostgreSQL. Admins only.
 */
export async function listAdminDishes(actor: Actor | null, query: AdminDishListQuery = {}) {
  requireRole(actor, "admin");
  const { search, catererId, page, pageSize } = parseInput(adminDishListQuerySchema, query);
  const where: Prisma.DishWhereInput = {
    AND: [
      catererId ? { catererId } : {},
      search
        ? {
            OR: [
              { name: { contains: search, mode: "insensitive" } },
              { caterer: { name: { contains: search, mode: "insensitive" } } },
            ],
          }
        : {},
    ],
  };
  const [rows, total] = await db.$transaction([
    db.dish.findMany({
      where,
      include: { caterer: { select: { name: true } } },
      orderBy: [{ name: "asc" }, { id: "asc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db.dish.count({ where }),
  ]);
  const dishes: AdminDishDto[] = rows.map(({ caterer, ...d }) => ({
    ...toDishDto(d),
    catererName: caterer.name,
  }));
  return { dishes, total, page, pageSize };
}
