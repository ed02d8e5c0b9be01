import "server-only";
import { deleteUserSessions } from "../auth/sessions";
import type { z } from "zod";
import { changePasswordSchema } from "@/lib/auth/schemas";
import { db } from "../db";
import { requireActor, type Actor } from "../actor";
import { consumeLoginAttempt, loginSucceeded } from "../auth/login-rate-limit";
import { hashPassword, verifyPassword } from "../auth/password";
import { AppError } from "../errors";
import { parseInput } from "../validation";

export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";

/**
 * Changes the actor's own password. Every other session of the user ends at once; the one
 * making the change stays signed in.
 */
export async function changePassword(
  actor: Actor | null,
  userId: number,
  input: z.input<typeof changePasswordSchema>,
) {
  const a = requireActor(actor);
  if (a.userId !== userId) throw new AppError("forbidden", "You can only change your own password");
  const { currentPassword, newPassword } = parseInput(changePasswordSchema, input);
  const user = await db.user.findUnique({ where: { id: a.userId } });
  if (!user) throw new AppError("unauthenticated", "Not authenticated");
  // Guessing the current password through this form counts like failed sign-ins.
  await consumeLoginAttempt(user.email, null);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) {
    throw new AppError("invalid_input", WRONG_CURRENT_PASSWORD, {
      errors: [{ path: "currentPassword", message: WRONG_CURRENT_PASSWORD }],
    });
  }
  await loginSucceeded(user.email, null);
  const passwordHash = await hashPassword(newPassword);
  await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: a.userId }, data: { passwordHash } });
    await deleteUserSessions(tx, a.userId, a.sessionId);
  });
  return { message: "Password changed successfully" };
}
