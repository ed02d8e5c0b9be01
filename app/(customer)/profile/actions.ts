"use server";

import { currentActor } from "@/lib/server/auth/current-actor";
import { isAppError } from "@/lib/server/errors";
import { updateProfile } from "@/lib/server/users/update-profile";

export async function updateProfileAction(input: unknown) {
  try {
    return { ok: true as const, user: await updateProfile(await currentActor(), input) };
  } catch (error) {
    if (!isAppError(error)) console.error(error);
    return {
      ok: false as const,
      message: isAppError(error) ? error.message : "Failed to update profile.",
    };
  }
}
