/**
 * Inputs of the admin console: the admin user form, the admin order edit form and the
 * paging/search of admin lists (the admin caterer form is adminCatererSchema in
 * ./caterer.ts). Each schema is shared by its dialog (zodResolver) and the server
 * (parseInput).
 */
import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "@/lib/constants";
import { isValidIsoDate } from "@/lib/dates";
import { BOOKING_STATUSES, orderLineFields } from "./booking";

export const USER_ROLES = ["user", "caterer", "admin"] as const;
export type UserRoleValue = (typeof USER_ROLES)[number];

const blankToNull = (v: string | null | undefined) => (v ? v : null);
const optionalText = (max: number) =>
  z.string().trim().max(max).optional().nullable().transform(blankToNull);
const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
const flag = z.boolean({ error: "Must be true or false" });

// ---------------------------------------------------------------- users

export const ADMIN_EMAIL_INVALID = "Please enter a valid email address";
export const ADMIN_PASSWORD_SHORT = "Password must be at least 8 characters";

const adminEmail = z
  .string({ error: ADMIN_EMAIL_INVALID })
  .trim()
  .toLowerCase()
  .pipe(z.email(ADMIN_EMAIL_INVALID).max(254, ADMIN_EMAIL_INVALID));
const password = z
  .string({ error: ADMIN_PASSWORD_SHORT })
  .min(MIN_PASSWORD_LENGTH, ADMIN_PASSWORD_SHORT)
  .max(200, "Password is too long");
const role = z.enum(USER_ROLES, { error: "Role must be user, caterer or admin" });

/** POST /api/admin/users and the Add User dialog. */
export const adminUserCreateSchema = z.object({
  email: adminEmail,
  password,
  firstName: required("First name is required", 100),
  lastName: required("Last name is required", 100),
  role: role.default("user"),
  isActive: flag.default(true),
  emailVerified: flag.default(false),
  phone: optionalText(50),
});
export type AdminUserCreateInput = z.input<typeof adminUserCreateSchema>;

/** When editing, a blank password is omitted and the current one kept. */
const optionalPassword = z.preprocess(
  (v) => (v === "" || v === null ? undefined : v),
  password.optional(),
);

/**
 * PATCH /api/admin/users/{id}: any subset of the user's fields (for example only the role).
 * Fields left out keep their value.
 */
export const adminUserPatchSchema = z.object({
  email: adminEmail.optional(),
  password: optionalPassword,
  firstName: required("First name is required", 100).optional(),
  lastName: required("Last name is required", 100).optional(),
  role: role.optional(),
  isActive: flag.optional(),
  emailVerified: flag.optional(),
  phone: z.string().trim().max(50).optional().nullable(),
});
export type AdminUserPatchInput = z.input<typeof adminUserPatchSchema>;

/** PUT /api/admin/users/{id} and the Edit User dialog: the whole user, password optional. */
export const adminUserUpdateSchema = adminUserPatchSchema.extend({
  email: adminEmail,
  firstName: required("First name is required", 100),
  lastName: required("Last name is required", 100),
  role,
});
export type AdminUserUpdateInput = z.input<typeof adminUserUpdateSchema>;

/** PATCH /api/admin/users/{id}/status. */
export const userStatusSchema = z.object({
  isActive: z.boolean({ error: "isActive must be true or false" }),
});
export type UserStatusInput = z.input<typeof userStatusSchema>;

// ---------------------------------------------------------------- lists

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

/** GET /api/admin/users?search&role&status. "all" (or nothing) means no filter. */
export const adminUserListQuerySchema = adminListQuerySchema.extend({
  role: z
    .string()
    .optional()
    .pipe(
      z
        .enum([...USER_ROLES, "all"], { error: "Role must be all, user, caterer or admin" })
        .optional(),
    )
    .transform((v) => (v === "all" ? undefined : v)),
  status: z
    .string()
    .optional()
    .pipe(
      z
        .enum(["active", "inactive", "all"], { error: "Status must be all, active or inactive" })
        .optional(),
    )
    .transform((v) => (v === "all" ? undefined : v)),
});
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>;

/** GET /api/admin/bookings: search by customer, email, dish or order number; filter by status. */
export const adminBookingListQuerySchema = adminListQuerySchema.extend({
  status: z
    .string()
    .optional()
    .pipe(
      z
        .enum([...BOOKING_STATUSES, "all"], {
          error: "Status must be all, pending, confirmed, cancelled or completed",
        })
        .optional(),
    )
    .transform((v) => (v === "all" ? undefined : v)),
});
export type AdminBookingListQuery = z.input<typeof adminBookingListQuerySchema>;

/** The admin dish list: search by dish name, optionally one caterer's menu. */
export const adminDishListQuerySchema = adminListQuerySchema.extend({
  catererId: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return undefined;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 1 || n > 2147483647) {
        ctx.addIssue({ code: "custom", message: "Invalid caterer id" });
        return z.NEVER;
      }
      return n;
    }),
});
export type AdminDishListQuery = z.input<typeof adminDishListQuerySchema>;

// ---------------------------------------------------------------- orders

/** PUT /api/admin/bookings/{id} and the admin order edit dialog. */
export const adminBookingUpdateSchema = z.object({
  customerName: required("Customer name is required", 200),
  customerEmail: z
    .string({ error: "Valid email is required" })
    .trim()
    .toLowerCase()
    .pipe(z.email("Valid email is required").max(254, "Valid email is required")),
  customerPhone: optionalText(50),
  eventDate: z
    .string({ error: "Event date is required" })
    .trim()
    .min(1, "Event date is required")
    .refine(isValidIsoDate, "Event date must be a valid date (YYYY-MM-DD)"),
  ...orderLineFields,
  /** Sent by the old client; the server computes the total itself. */
  totalPrice: z.unknown().optional(),
});
export type AdminBookingUpdateInput = z.input<typeof adminBookingUpdateSchema>;

/** PATCH /api/admin/bookings/{id}/status. */
export const adminBookingStatusSchema = z.object({
  status: z.enum(BOOKING_STATUSES, {
    error: "Status must be pending, confirmed, cancelled or completed",
  }),
  comments: z.string().trim().max(2000).optional().nullable(),
});
export type AdminBookingStatusInput = z.input<typeof adminBookingStatusSchema>;

/**
 * The Add User / Edit User dialog: the same fields, where the password is required when
 * adding and may stay blank when editing (the current one is kept).
 */
export function adminUserFormSchema(editing: boolean) {
  return adminUserCreateSchema
    .extend({ password: z.string().max(200, "Password is too long") })
    .superRefine((value, ctx) => {
      if ((editing && value.password === "") || value.password.length >= MIN_PASSWORD_LENGTH)
        return;
      ctx.addIssue({ code: "custom", path: ["password"], message: ADMIN_PASSWORD_SHORT });
    });
}
export type AdminUserFormInput = z.input<ReturnType<typeof adminUserFormSchema>>;
export type AdminUserFormValues = z.output<ReturnType<typeof adminUserFormSchema>>;
