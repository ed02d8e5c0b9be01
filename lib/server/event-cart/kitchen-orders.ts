import "server-only";
import {
  deliveryFor,
  kitchenOrderProblem,
  missingToMinimumCents,
  zipInAddress,
  type KitchenReach,
} from "@/lib/delivery/rules";
import type { CartKitchenDto } from "@/lib/event-cart/types";
import { bookingTotalCents } from "@/lib/money/cents";
import { toDeliveryAreaRule } from "../delivery/delivery-area";
import { zipPlace } from "../delivery/zip-places";
import type { CartDish } from "./cart-dishes";

type Line = { dish: CartDish; traySize: "medium" | "large"; quantity: number };

/**
 * Each kitchen's share of the cart (one order per kitchen at checkout): its subtotal, what
 * it lacks to the kitchen's minimum, how the kitchen reaches the ZIP the delivery address
 * ends with and the zone's delivery fee (charged with the order), and why checkout would refuse it (lib/delivery/rules.ts). The cart shows
 * these; checkoutCart refuses with the same words.
 */
export function kitchenOrders(deliveryAddress: string | null, lines: Line[]): CartKitchenDto[] {
  const zip = zipInAddress(deliveryAddress);
  const place = zip ? zipPlace(zip) : null;
  const kitchens = new Map<number, { caterer: CartDish["caterer"]; subtotalCents: number }>();
  for (const l of lines) {
    const k = kitchens.get(l.dish.catererId) ?? { caterer: l.dish.caterer, subtotalCents: 0 };
    k.subtotalCents += bookingTotalCents(l.dish, l.traySize, l.quantity);
    kitchens.set(l.dish.catererId, k);
  }
  return [...kitchens.entries()].map(([catererId, { caterer, subtotalCents }]) => {
    const match = zip
      ? deliveryFor(
          toDeliveryAreaRule(caterer),
          zip,
          place && { latitude: place.latitude, longitude: place.longitude },
        )
      : null;
    const reach: KitchenReach = match ? match.kind : "no_zip";
    const minOrderCents = caterer.minOrderCents;
    return {
      catererId,
      catererName: caterer.name,
      subtotalCents,
      minOrderCents,
      missingCents: missingToMinimumCents(minOrderCents, subtotalCents),
      zip,
      reach,
      deliveryFeeCents: match?.kind === "delivery" ? match.feeCents : null,
      problem: kitchenOrderProblem({ subtotalCents, minOrderCents, reach, zip }),
    };
  });
}
