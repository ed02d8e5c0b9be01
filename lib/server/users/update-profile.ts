import { profileSchema } from "@/lib/validation/auth";
import { db } from "../db";
import { requireActor, type Actor } from "../auth/actor";
import { parseInput } from "../validation";
import { toUserDto } from "./serialize";

/** The signed-in user's own profile; the email is not part of the input, so it cannot change. */
export async function updateProfile(actor: Actor | null, input: unknown) {
  const a = requireActor(actor);
  const data = parseInput(profileSchema, input);
  const user = await db.user.update({ where: { id: a.userId }, data });
  return toUserDto(user);
}
