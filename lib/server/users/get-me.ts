import "server-only";
import { db } from "../db";
import { requireActor, type Actor } from "../actor";
import { AppError } from "../errors";
import { toUserDto } from "../auth/user-dto";

export async function getMe(actor: Actor | null) {
  const a = requireActor(actor);
  const user = await db.user.findUnique({ where: { id: a.userId } });
  if (!user) throw new AppError("unauthenticated", "Not authenticated");
  return toUserDto(user);
}
