/**
 * The admin's changes to accounts: create, edit (PUT all fields / PATCH some), activate or
 * deactivate, delete. Every change is recorded in the audit trail in the same transaction.
 * Deactivating ends the user's sessions at once (their next request is anonymous, web and
 * API alike); a role change needs nothing more, because every request re-reads the role.
 */
import "server-only";
import { deleteUserSessions } from "../auth/sessions";
import { Prisma } from "@/lib/generated/prisma/client";
import {
  adminUserCreateSchema,
  adminUserPatchSchema,
  adminUserUpdateSchema,
  userStatusSchema,
  type AdminUserCreateInput,
  type AdminUserPatchInput,
  type AdminUserUpdateInput,
  type UserStatusInput,
} from "@/lib/users/schemas";
import { recordAudit } from "../audit/record-audit";
import { requireRole, type Actor } from "../actor";
import { hashPassword } from "../auth/password";
import { EMAIL_TAKEN } from "../auth/sign-up";
import { db, type Tx } from "../db";
import { AppError } from "../errors";
import { revalidateCatererPages } from "../kitchens/caterer-page-cache";
import { parseInput } from "../validation";
import { toUserDto } from "../auth/user-dto";

export const USER_NOT_FOUND = "User not found";
export const SELF_DEACTIVATE = "You cannot deactivate your own account";
export const SELF_DELETE = "You cannot delete your own account";
export const SELF_ROLE = "You cannot change your own role";
export const USER_HAS_HISTORY =
  "This user has orders or runs a caterer, so the account cannot be deleted. Deactivate it instead.";

function emailTaken(error: unknown) {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002"
    ? new AppError("conflict", EMAIL_TAKEN, { errors: [{ path: "email", message: EMAIL_TAKEN }] })
    : error;
}

/** POST /api/admin/users. */
export async function createUser(actor: Actor | null, input: AdminUserCreateInput) {
  const a = requireRole(actor, "admin");
  const { password, ...data } = parseInput(adminUserCreateSchema, input);
  const passwordHash = await hashPassword(password);
  try {
    const user = await db.$transaction(async (tx) => {
      const user = await tx.user.create({ data: { ...data, passwordHash } });
      await recordAudit(tx, a, {
        action: "user.create",
        entityType: "user",
        entityId: user.id,
        before: null,
        after: user,
      });
      return user;
    });
    return toUserDto(user);
  } catch (error) {
    throw emailTaken(error);
  }
}

type UserChanges = Omit<Prisma.UserUpdateInput, "passwordHash"> & { password?: string };

async function applyUserChanges(a: Actor, id: number, changes: UserChanges, action: string) {
  const { password, ...data } = changes;
  if (id === a.userId) {
    if (data.isActive === false) throw new AppError("forbidden", SELF_DEACTIVATE);
    if (data.role !== undefined && data.role !== a.role) throw new AppError("forbidden", SELF_ROLE);
  }
  const passwordHash = password ? await hashPassword(password) : undefined;
  try {
    const user = await db.$transaction(async (tx) => {
      const before = await lockUser(tx, id);
      const after = await tx.user.update({
        where: { id },
        data: { ...data, ...(passwordHash ? { passwordHash } : {}) },
      });
      // A deactivated account's sessions end now; a new password also signs it out
      // everywhere (except the admin's own session when they change their own).
      if (before.isActive && !after.isActive) await deleteUserSessions(tx, id);
      else if (passwordHash) {
        await deleteUserSessions(tx, id, id === a.userId ? a.sessionId : undefined);
      }
      await recordAudit(tx, a, {
        action: before.isActive !== after.isActive ? statusAction(after) : action,
        entityType: "user",
        entityId: id,
        before,
        after,
      });
      return { after, changedState: before.isActive !== after.isActive };
    });
    // Deactivating (or reactivating) an owner closes (or reopens) their kitchen: its page,
    // the lists and the sitemap are cached (docs/product-rules.md §14).
    if (user.changedState) {
      const kitchen = await db.caterer.findUnique({ where: { userId: id }, select: { id: true } });
      if (kitchen) revalidateCatererPages(kitchen.id);
    }
    return toUserDto(user.after);
  } catch (error) {
    throw emailTaken(error);
  }
}

const statusAction = (user: { isActive: boolean }) =>
  user.isActive ? "user.activate" : "user.deactivate";

async function lockUser(tx: Tx, id: number) {
  const rows = await tx.$queryRaw<{ id: number }[]>`
    SELECT "id" FROM "users" WHERE "id" = ${id} FOR UPDATE`;
  const user = rows.length ? await tx.user.findUnique({ where: { id } }) : null;
  if (!user) throw new AppError("not_found", USER_NOT_FOUND);
  return user;
}

/** PUT /api/admin/users/{id}: the whole user; a blank or missing password keeps the current one. */
export async function updateUser(actor: Actor | null, id: number, input: AdminUserUpdateInput) {
  const a = requireRole(actor, "admin");
  const data = parseInput(adminUserUpdateSchema, input);
  return applyUserChanges(a, id, data, "user.update");
}

/** PATCH /api/admin/users/{id}: only the fields sent (for example the role). */
export async function patchUser(actor: Actor | null, id: number, input: AdminUserPatchInput) {
  const a = requireRole(actor, "admin");
  const data = parseInput(adminUserPatchSchema, input);
  return applyUserChanges(a, id, data, "user.update");
}

/** PATCH /api/admin/users/{id}/status {isActive}: Deactivate / Activate. */
export async function setUserStatus(actor: Actor | null, id: number, input: UserStatusInput) {
  const a = requireRole(actor, "admin");
  const { isActive } = parseInput(userStatusSchema, input);
  return applyUserChanges(a, id, { isActive }, statusAction({ isActive }));
}

/**
 * DELETE /api/admin/users/{id}. History is never destroyed: an account with orders, or one
 * that runs a caterer, is refused (409) and should be deactivated instead. Its audit rows
 * stay (their actor becomes null; the email is kept).
 */
export async function deleteUser(actor: Actor | null, id: number) {
  const a = requireRole(actor, "admin");
  if (id === a.userId) throw new AppError("forbidden", SELF_DELETE);
  await db.$transaction(async (tx) => {
    const before = await lockUser(tx, id);
    const orders = await tx.booking.count({ where: { userId: id } });
    const kitchen = await tx.caterer.count({ where: { userId: id } });
    if (orders > 0 || kitchen > 0) throw new AppError("conflict", USER_HAS_HISTORY);
    await tx.user.delete({ where: { id } });
    await recordAudit(tx, a, {
      action: "user.delete",
      entityType: "user",
      entityId: id,
      before,
      after: null,
    });
  });
  return { message: "User deleted successfully", id };
}
