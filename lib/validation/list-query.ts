/**
 * Paging and search of the admin lists (users, caterers, dishes, orders, applications,
 * emails): one shape, so every list pages the same way.
 */
import { z } from "zod";

export const MAX_ADMIN_PAGE_SIZE = 100;
export const DEFAULT_ADMIN_PAGE_SIZE = 20;

const pageNumber = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === "") return 1;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1 || n > 1_000_000) {
      ctx.addIssue({ code: "custom", message: "Page must be a positive whole number" });
      return z.NEVER;
    }
    return n;
  });
const pageSize = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === "") return DEFAULT_ADMIN_PAGE_SIZE;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 1 || n > MAX_ADMIN_PAGE_SIZE) {
      ctx.addIssue({
        code: "custom",
        message: `Page size must be a whole number from 1 to ${MAX_ADMIN_PAGE_SIZE}`,
      });
      return z.NEVER;
    }
    return n;
  });
const search = z
  .string()
  .trim()
  .max(100, "Search must be at most 100 characters")
  .optional()
  .transform((v) => v ?? "");

/** Paging and search every admin list accepts; all optional additions to the spec's calls. */
export const adminListQuerySchema = z.object({ search, page: pageNumber, pageSize });
export type AdminListQuery = z.input<typeof adminListQuerySchema>;
