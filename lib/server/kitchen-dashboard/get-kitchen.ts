import "server-only";
import { requireActor, type Actor } from "../actor";
import { listBookings } from "../lines/list-bookings";
import { NO_CATERER_PROFILE } from "../kitchens/kitchen-access";
import { toKitchenTermsDto } from "../kitchens/kitchen-terms-dto";
import { toCatererDto } from "../kitchens/serialize";
import { db } from "../db";
import { deliveryAreaSelect, toDeliveryAreaDto } from "../delivery/delivery-area";
import { AppError } from "../errors";
import { toDishDto } from "../dishes/serialize";
import { listKitchenOrders } from "../orders/list-orders";

export const CATERERS_ONLY = "Access restricted to caterers only";

/**
 * My Kitchen: the signed-in caterer's profile, menu, orders and their lines. Only caterers have a
 * kitchen (admins manage caterers from the admin console); a caterer account without a
 * profile is told to contact support.
 */
export async function getKitchen(actor: Actor | null) {
  const a = requireActor(actor);
  if (a.role !== "caterer") throw new AppError("forbidden", CATERERS_ONLY);
  if (a.catererId === null) throw new AppError("forbidden", NO_CATERER_PROFILE);
  const caterer = await db.caterer.findUnique({
    where: { id: a.catererId },
    include: {
      dishes: { orderBy: { id: "asc" } },
      deliveryZones: deliveryAreaSelect.deliveryZones,
    },
  });
  if (!caterer) throw new AppError("forbidden", NO_CATERER_PROFILE);
  const bookings = await listBookings(a, { catererId: caterer.id });
  return {
    caterer: toCatererDto(caterer),
    terms: toKitchenTermsDto(caterer),
    delivery: toDeliveryAreaDto(caterer),
    dishes: caterer.dishes.map(toDishDto),
    bookings,
    // The Orders tab acts on whole orders (docs/product-rules.md §20).
    orders: await listKitchenOrders(a),
  };
}
