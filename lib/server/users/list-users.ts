import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { adminUserListQuerySchema, type AdminUserListQuery } from "@/lib/users/schemas";
import { requireRole, type Actor } from "../actor";
import { db } from "../db";
import { parseInput } from "../validation";
import { toUserDto } from "../auth/user-dto";

/** Every word must appear in the first name, last name or email ("casey morgan" finds Casey Morgan). */
export function userSearchWhere(search: string): Prisma.UserWhereInput {
  const words = search.split(/\s+/).filter(Boolean).slice(0, 5);
  return {
    AND: words.map((word) => ({
      OR: [
        { firstName: { contains: word, mode: "insensitive" as const } },
        { lastName: { contains: word, mode: "insensitive" as const } },
        { email: { contains: word, mode: "insensitive" as const } },
      ],
    })),
  };
}

/**
 * GET /api/admin/users?search&role&status (+ optional page, pageSize): one page of users,
 * newest first, filtered and counted by PostgreSQL so the list stays fast with any number
 * of accounts. Admins only.
 */
export async function listUsers(actor: Actor | null, query: AdminUserListQuery = {}) {
  requireRole(actor, "admin");
  const { search, role, status, page, pageSize } = parseInput(adminUserListQuerySchema, query);
  const where: Prisma.UserWhereInput = {
    AND: [
      search ? userSearchWhere(search) : {},
      role ? { role } : {},
      status ? { isActive: status === "active" } : {},
    ],
  };
  const [rows, total] = await db.$transaction([
    db.user.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db.user.count({ where }),
  ]);
  return { users: rows.map(toUserDto), total, page, pageSize };
}

/** GET /api/admin/stats/users: total, active, and counts per role. Admins only. */
export async function userStats(actor: Actor | null) {
  requireRole(actor, "admin");
  const groups = await db.user.groupBy({ by: ["role", "isActive"], _count: { _all: true } });
  const byRole = { user: 0, caterer: 0, admin: 0 };
  let total = 0;
  let active = 0;
  for (const g of groups) {
    byRole[g.role] += g._count._all;
    total += g._count._all;
    if (g.isActive) active += g._count._all;
  }
  return { total, active, inactive: total - active, byRole };
}
