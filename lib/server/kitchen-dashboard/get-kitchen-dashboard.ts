import "server-only";
import type { Actor } from "../actor";
import { listBookings } from "../lines/list-bookings";
import { CATERER_NOT_FOUND } from "../kitchens/get-caterer";
import { kitchenFor, requireKitchenManager } from "../kitchens/kitchen-access";
import { toCatererDto } from "../kitchens/serialize";
import { db } from "../db";
import { AppError } from "../errors";

/**
 * The caterer dashboard (/dashboard/caterer/{id}): the caterer and its bookings. A caterer
 * opens only their own (no id: their own; another id: "Caterer not found"); admins any.
 */
export async function getKitchenDashboard(actor: Actor | null, catererId?: number) {
  const a = requireKitchenManager(actor);
  const notFound = () => new AppError("not_found", CATERER_NOT_FOUND);
  let id: number;
  try {
    id = kitchenFor(a, catererId, notFound);
  } catch {
    throw notFound();
  }
  const caterer = await db.caterer.findUnique({ where: { id } });
  if (!caterer) throw notFound();
  const bookings = await listBookings(a, { catererId: id });
  return { caterer: toCatererDto(caterer), bookings, trayCapacity: caterer.trayCapacity };
}
