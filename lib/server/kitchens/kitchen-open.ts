import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { todayIso, utcDateToIso } from "@/lib/dates";
import { KITCHEN_CLOSED, kitchenTakesOrders } from "@/lib/kitchens/open";
import { AppError } from "../errors";

/**
 * SQL condition on a caterer row aliased `c`: its kitchen takes orders (lib/kitchens/open.ts,
 * docs/product-rules.md §14). Lists, search and the sitemap show only these.
 */
export function kitchenOpenSql(today: string): Prisma.Sql {
  // The closed owners are few: PostgreSQL reads them once into a hash (both parts of
  // closedOwnersSql by a small index) instead of looking up every listed kitchen's owner.
  return Prisma.sql`(c."userId" IS NULL OR c."userId" NOT IN (${closedOwnersSql(today)}))`;
}

/** The users whose kitchens are closed today: deactivated, or their permit expired. */
export function closedOwnersSql(today: string): Prisma.Sql {
  return Prisma.sql`SELECT p."userId" FROM kitchen_permits p WHERE p."expiresOn" < ${today}::date
    UNION SELECT u.id FROM users u WHERE NOT u."isActive"`;
}

/** What Prisma reads of a caterer to decide whether it takes orders. */
export const kitchenOwnerSelect = {
  user: { select: { isActive: true, permit: { select: { expiresOn: true } } } },
} as const;

export type KitchenOwnerRow = {
  user: { isActive: boolean; permit: { expiresOn: Date } | null } | null;
};

export function takesOrders(caterer: KitchenOwnerRow, today = todayIso()): boolean {
  const owner = caterer.user;
  return kitchenTakesOrders(
    owner
      ? {
          isActive: owner.isActive,
          permitExpiresOn: owner.permit ? utcDateToIso(owner.permit.expiresOn) : null,
        }
      : null,
    today,
  );
}

/** Refuses new orders and cart lines for a closed kitchen (409 with the reason). */
export function assertTakesOrders(caterer: KitchenOwnerRow, today = todayIso()): void {
  if (!takesOrders(caterer, today)) throw new AppError("conflict", KITCHEN_CLOSED);
}
