/**
 * Inputs about accounts that the admin console writes: the Add/Edit User dialog, the REST
 * calls behind it and the user list's filters. Each schema is shared by its dialog
 * (zodResolver) and the server (parseInput).
 */
import { z } from "zod";
import { MIN_PASSWORD_LENGTH } from "@/lib/constants";
import { optionalText, requiredName } from "@/lib/validation/fields";
import { adminListQuerySchema } from "@/lib/validation/list-query";

export const USER_ROLES = ["user", "caterer", "admin"] as const;

const flag = z.boolean({ error: "Must be true or false" });

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
  firstName: requiredName("First name is required", 100),
  lastName: requiredName("Last name is required", 100),
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
  firstName: requiredName("First name is required", 100).optional(),
  lastName: requiredName("Last name is required", 100).optional(),
  role: role.optional(),
  isActive: flag.optional(),
  emailVerified: flag.optional(),
  phone: z.string().trim().max(50).optional().nullable(),
});
export type AdminUserPatchInput = z.input<typeof adminUserPatchSchema>;

/** PUT /api/admin/users/{id} and the Edit User dialog: the whole user, password optional. */
export const adminUserUpdateSchema = adminUserPatchSchema.extend({
  email: adminEmail,
  firstName: requiredName("First name is required", 100),
  lastName: requiredName("Last name is required", 100),
  role,
});
export type AdminUserUpdateInput = z.input<typeof adminUserUpdateSchema>;

/** PATCH /api/admin/users/{id}/status. */
export const userStatusSchema = z.object({
  isActive: z.boolean({ error: "isActive must be true or false" }),
});
export type UserStatusInput = z.input<typeof userStatusSchema>;

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
