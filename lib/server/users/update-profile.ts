import "server-only";
import type { z } from "zod";
import { profilePatchSchema } from "@/lib/auth/schemas";
import { db } from "../db";
import { requireActor, type Actor } from "../actor";
import { importImageUrl } from "../files/import-image-url";
import { parseInput } from "../validation";
import { toUserDto } from "../auth/user-dto";

/**
 * The signed-in user's own profile; the email is not part of the input, so it cannot change.
 * Only the fields sent change: a client that sends just its new name keeps its phone. To
 * clear a field, send it as "" or null.
 */
export async function updateProfile(
  actor: Actor | null,
  input: z.input<typeof profilePatchSchema>,
) {
  const a = requireActor(actor);
  const data = parseInput(profilePatchSchema, input);
  if (data.profileImageUrl) {
    data.profileImageUrl = await importImageUrl(data.profileImageUrl, "profileImageUrl");
  }
  const user = await db.user.update({ where: { id: a.userId }, data });
  return toUserDto(user);
}
