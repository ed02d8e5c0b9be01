import "server-only";
import { requireActor, type Actor } from "../actor";
import { AppError } from "../errors";

export const KITCHEN_ONLY = "Only caterers can manage a kitchen";
export const NO_CATERER_PROFILE = "No caterer profile found. Please contact support.";

/**
 * Who may manage a caterer's dishes, availability and profile: the caterer who runs it,
 * and admins. Everyone else signed in is refused with 403; a caterer naming another
 * kitchen hears 404, so ids of other kitchens do not leak.
 */
export function requireKitchenManager(actor: Actor | null): Actor {
  const a = requireActor(actor);
  if (a.role === "admin") return a;
  if (a.role !== "caterer") throw new AppError("forbidden", KITCHEN_ONLY);
  if (a.catererId === null) throw new AppError("forbidden", NO_CATERER_PROFILE);
  return a;
}

/**
 * The caterer an actor acts on: an admin names one; a caterer always their own (naming
 * another is 404). `missing` is thrown when an admin names none.
 */
export function kitchenFor(
  actor: Actor,
  requested: number | undefined,
  missing: () => AppError = () => new AppError("invalid_input", "Please select a caterer"),
): number {
  if (actor.role === "admin") {
    if (requested === undefined) throw missing();
    return requested;
  }
  const own = actor.catererId as number;
  if (requested !== undefined && requested !== own) {
    throw new AppError("not_found", "Caterer not found");
  }
  return own;
}
