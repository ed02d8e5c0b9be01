import "server-only";
import { db } from "../db";
import { requireActor, type Actor } from "../actor";
import { AppError } from "../errors";
import { toCatererDto } from "./serialize";

/** GET /api/auth/caterer: the signed-in user's caterer profile; 404 when they have none. */
export async function getOwnCaterer(actor: Actor | null) {
  const a = requireActor(actor);
  const caterer = await db.caterer.findUnique({ where: { userId: a.userId } });
  if (!caterer) throw new AppError("not_found", "Caterer profile not found");
  return { ...toCatererDto(caterer), stripeAccountId: caterer.stripeAccountId };
}
