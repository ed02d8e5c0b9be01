/**
 * The admin's caterer list and the changes only an admin makes: adding a caterer, editing
 * any caterer (through updateCaterer, the one place caterer fields are changed) and deleting
 * one. Every change is recorded in the audit trail in the transaction that makes it.
 */
import "server-only";
import { acceptanceRates } from "./acceptance-rate";
import { DEFAULT_MIN_NOTICE_HOURS } from "@/lib/lines/lead-time";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { AdminCatererDto } from "@/lib/kitchens/types";
import { adminListQuerySchema, type AdminListQuery } from "@/lib/validation/list-query";
import {
  adminCatererSchema,
  type AdminCatererInput,
  type CatererUpdateInput,
} from "@/lib/kitchens/schemas";
import { recordAudit } from "../audit/record-audit";
import { requireRole, type Actor } from "../actor";
import { db } from "../db";
import { AppError } from "../errors";
import { importImageUrl } from "../files/import-image-url";
import { parseInput } from "../validation";
import { revalidateCatererPages } from "./caterer-page-cache";
import { sharedAddressAccounts } from "./shared-addresses";
import { CATERER_NOT_FOUND } from "./get-caterer";
import { toCatererDto } from "./serialize";
import { updateCaterer } from "./update-caterer";

export const CATERER_HAS_BOOKINGS =
  "This caterer has orders, so it cannot be deleted: their order history must be kept.";

const withCounts = { _count: { select: { dishes: true, bookings: true } } } as const;

/**
 * GET /api/admin/caterers (+ optional search, page, pageSize): one page of caterers by
 * name, searched by name, cuisine or location in PostgreSQL. Admins only.
 */
export async function listAdminCaterers(actor: Actor | null, query: AdminListQuery = {}) {
  requireRole(actor, "admin");
  const { search, page, pageSize } = parseInput(adminListQuerySchema, query);
  const where: Prisma.CatererWhereInput = search
    ? {
        OR: [
          { name: { contains: search, mode: "insensitive" } },
          { cuisine: { contains: search, mode: "insensitive" } },
          { location: { contains: search, mode: "insensitive" } },
        ],
      }
    : {};
  const [rows, total] = await db.$transaction([
    db.caterer.findMany({
      where,
      include: withCounts,
      orderBy: [{ name: "asc" }, { id: "asc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db.caterer.count({ where }),
  ]);
  const rates = await acceptanceRates(rows.map((r) => r.id));
  const shared = await sharedAddressAccounts(rows.map((r) => r.id));
  const caterers: AdminCatererDto[] = rows.map(({ _count, ...c }) => ({
    ...toCatererDto(c),
    dishCount: _count.dishes,
    bookingCount: _count.bookings,
    acceptance: rates.get(c.id)!,
    sharedAddressAccounts: shared.get(c.id)!,
  }));
  return { caterers, total, page, pageSize };
}

/**
 * GET /api/admin/caterers/choices(?search&page&pageSize): ids and names of one page of
 * caterers for the dish form's caterer picker, which fetches them as the admin types; never
 * every caterer. With a search, the caterers whose name contains it, by name; without, the
 * newest first (the caterer an admin just added is the one they are likely to pick).
 * Admins only.
 */
export async function listCatererChoices(actor: Actor | null, query: AdminListQuery = {}) {
  requireRole(actor, "admin");
  const { search, page, pageSize } = parseInput(adminListQuerySchema, query);
  const where: Prisma.CatererWhereInput = search
    ? { name: { contains: search, mode: "insensitive" } }
    : {};
  const [caterers, total] = await db.$transaction([
    db.caterer.findMany({
      where,
      select: { id: true, name: true },
      orderBy: search ? [{ name: "asc" }, { id: "asc" }] : [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db.caterer.count({ where }),
  ]);
  return { caterers, total, page, pageSize };
}

/** POST /api/admin/caterers {name, cuisine, description, location, rating, imageUrl}. */
export async function createCaterer(actor: Actor | null, input: AdminCatererInput) {
  const a = requireRole(actor, "admin");
  const data = parseInput(adminCatererSchema, input);
  if (data.imageUrl) data.imageUrl = await importImageUrl(data.imageUrl, "imageUrl");
  const caterer = await db.$transaction(async (tx) => {
    // A new kitchen starts with the default notice (docs/product-rules.md §11).
    const caterer = await tx.caterer.create({
      data: { ...data, minNoticeHours: DEFAULT_MIN_NOTICE_HOURS },
    });
    await recordAudit(tx, a, {
      action: "caterer.create",
      entityType: "caterer",
      entityId: caterer.id,
      before: null,
      after: caterer,
    });
    return caterer;
  });
  revalidateCatererPages(caterer.id);
  return toCatererDto(caterer);
}

/**
 * PATCH /api/admin/caterers/{id}: the fields sent; the rules are updateCaterer's, which
 * records the change in the audit trail in the same transaction.
 */
export async function adminUpdateCaterer(
  actor: Actor | null,
  id: number,
  input: Omit<CatererUpdateInput, "id">,
) {
  const a = requireRole(actor, "admin");
  return updateCaterer(a, { ...input, id });
}

/**
 * DELETE /api/admin/caterers/{id}. History is never destroyed: a caterer with orders is
 * refused with 409 (the orders are customers' history and the caterer's income). One
 * without orders goes with its menu and availability.
 */
export async function deleteCaterer(actor: Actor | null, id: number) {
  const a = requireRole(actor, "admin");
  await db.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<{ id: number }[]>`
      SELECT "id" FROM "caterers" WHERE "id" = ${id} FOR UPDATE`;
    const before = rows.length ? await tx.caterer.findUnique({ where: { id } }) : null;
    if (!before) throw new AppError("not_found", CATERER_NOT_FOUND);
    const held = await Promise.all([
      tx.booking.count({ where: { catererId: id } }),
      tx.order.count({ where: { catererId: id } }),
    ]);
    if (held.some((n) => n > 0)) {
      throw new AppError("conflict", CATERER_HAS_BOOKINGS);
    }
    await tx.caterer.delete({ where: { id } });
    await recordAudit(tx, a, {
      action: "caterer.delete",
      entityType: "caterer",
      entityId: id,
      before,
      after: null,
    });
  });
  revalidateCatererPages(id);
  return { message: "Caterer deleted successfully", id };
}
