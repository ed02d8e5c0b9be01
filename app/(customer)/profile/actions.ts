"use server";

import { runAction } from "@/lib/server/http/server-action";
import { updateProfile } from "@/lib/server/users/update-profile";
import type { ProfileInput } from "@/lib/auth/schemas";

export async function updateProfileAction(input: ProfileInput) {
  return runAction((actor) => updateProfile(actor, input), "Failed to update profile.");
}
