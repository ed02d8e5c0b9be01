"use server";

import { currentActor } from "@/lib/server/auth/current-actor";
import { requireActor } from "@/lib/server/auth/actor";
import { isAppError } from "@/lib/server/errors";
import { changePassword } from "@/lib/server/users/change-password";

export async function changePasswordAction(input: {
  currentPassword: string;
  newPassword: string;
}) {
  try {
    const actor = requireActor(await currentActor());
    await changePassword(actor, actor.userId, input);
    return { ok: true as const };
  } catch (error) {
    if (!isAppError(error)) console.error(error);
    return {
      ok: false as const,
      message: isAppError(error) ? error.message : "Failed to change password.",
    };
  }
}
