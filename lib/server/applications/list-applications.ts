import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import {
  ADMIN_VISIBLE_APPLICATION_STATUSES,
  REVIEWABLE_APPLICATION_STATUSES,
} from "@/lib/applications/rules";
import { adminListQuerySchema, type AdminListQuery } from "@/lib/validation/list-query";
import {
  applicationListQuerySchema,
  type ApplicationListQuery,
} from "@/lib/applications/review-schemas";
import { requireRole, type Actor } from "../actor";
import { db } from "../db";
import { parseInput } from "../validation";
import { adminApplicationInclude, toAdminApplicationDto } from "./serialize";

/** ?status= plus the paging and search every admin list accepts (all optional). */
const adminApplicationListQuerySchema = applicationListQuerySchema.extend(
  adminListQuerySchema.shape,
);
export type AdminApplicationListQuery = ApplicationListQuery & AdminListQuery;

/**
 * Every word must appear in the business name or the applicant's first name, last name or
 * email ("ama owusu" finds Ama Owusu's application, "kitchen" every Kitchen).
 */
function applicationSearchWhere(search: string): Prisma.CatererApplicationWhereInput {
  const words = search.split(/\s+/).filter(Boolean).slice(0, 5);
  return {
    AND: words.map((word) => {
      const contains = { contains: word, mode: "insensitive" as const };
      return {
        OR: [
          { businessName: contains },
          { user: { is: { firstName: contains } } },
          { user: { is: { lastName: contains } } },
          { user: { is: { email: contains } } },
        ],
      };
    }),
  };
}

/**
 * One page of applications (+ optional search by business name, applicant name or email),
 * filtered, counted and paged by PostgreSQL. "all" (the default) is every application that
 * was ever sent, "pending" the ones waiting for a decision; a draft stays the applicant's own until it is submitted. Newest
 * submissions first. Admins only.
 */
export async function listApplicationsPage(
  actor: Actor | null,
  query: AdminApplicationListQuery = {},
) {
  requireRole(actor, "admin");
  const { status, search, page, pageSize } = parseInput(adminApplicationListQuerySchema, query);
  const where: Prisma.CatererApplicationWhereInput = {
    AND: [
      {
        status:
          status === "all"
            ? { in: [...ADMIN_VISIBLE_APPLICATION_STATUSES] }
            : status === "pending"
              ? { in: [...REVIEWABLE_APPLICATION_STATUSES] }
              : status,
      },
      search ? applicationSearchWhere(search) : {},
    ],
  };
  const [rows, total] = await db.$transaction([
    db.catererApplication.findMany({
      where,
      include: adminApplicationInclude,
      orderBy: [{ submittedAt: { sort: "desc", nulls: "last" } }, { id: "desc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
    db.catererApplication.count({ where }),
  ]);
  return { applications: rows.map(toAdminApplicationDto), total, page, pageSize };
}

/** The red "Pending Review" count: applications waiting for an admin's decision. */
export async function countPendingApplications(actor: Actor | null): Promise<number> {
  requireRole(actor, "admin");
  return db.catererApplication.count({
    where: { status: { in: [...REVIEWABLE_APPLICATION_STATUSES] } },
  });
}
