/**
 * Where a kitchen delivers (docs/product-rules.md §23), as pure functions: which zone (and
 * fee) applies to a ZIP, whether pickup is near enough, how much an order lacks to reach
 * the kitchen's minimum, and how many tray units feed a guest count. Search runs the same
 * rules in SQL (lib/server/kitchens/search-caterers.ts); checkout calls these.
 */

import { formatCents } from "../money/cents";

/** Pickup kitchens show for a searched ZIP up to this far away (miles). */
export const PICKUP_RADIUS_MILES = 25;
/** The largest radius a zone may have (miles): also bounds the search's latitude window. */
export const MAX_ZONE_RADIUS_MILES = 50;
export const MIN_ZONE_RADIUS_MILES = 0.5;
export const MAX_DELIVERY_ZONES = 10;
export const MAX_ZIPS_PER_ZONE = 50;
/** The mean Earth radius in miles; the SQL distance uses the same figure. */
export const EARTH_RADIUS_MILES = 3958.8;

export type GeoPoint = { latitude: number; longitude: number };

/** A zone lists ZIP codes, or (zipCodes empty) reaches radiusMiles around the kitchen's ZIP. */
export type DeliveryZoneRule = { zipCodes: string[]; radiusMiles: number | null; feeCents: number };

export type DeliveryAreaRule = {
  /** The kitchen's ZIP centroid; null = its delivery area is not set. */
  point: GeoPoint | null;
  offersPickup: boolean;
  zones: DeliveryZoneRule[];
};

const radians = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in miles (haversine), the formula the search query uses. */
export function distanceMiles(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether one zone covers the ZIP (`distance`: kitchen to the ZIP, for a radius zone). */
export function zoneCovers(zone: DeliveryZoneRule, zip: string, distance: number | null): boolean {
  if (zone.radiusMiles === null) return zone.zipCodes.includes(zip);
  return distance !== null && distance <= zone.radiusMiles;
}

export type DeliveryMatch =
  /** The kitchen delivers there; the cheapest covering zone's fee applies. */
  | { kind: "delivery"; zone: DeliveryZoneRule; feeCents: number; distanceMiles: number | null }
  /** No zone covers it, but the kitchen offers pickup within PICKUP_RADIUS_MILES. */
  | { kind: "pickup"; distanceMiles: number }
  /** The kitchen has not said where it delivers: ask it. */
  | { kind: "area_not_set" }
  /** Neither delivery nor pickup reaches that ZIP. */
  | { kind: "none" };

/**
 * What a kitchen offers a customer at `zip` (whose centroid is `zipPoint`, null when the
 * ZIP is unknown: then only a ZIP-list zone can match). Several zones may cover a ZIP (a
 * list and a radius); the cheapest fee applies, the first such zone on a tie.
 */
export function deliveryFor(
  area: DeliveryAreaRule,
  zip: string,
  zipPoint: GeoPoint | null,
): DeliveryMatch {
  if (!area.point) return { kind: "area_not_set" };
  const distance = zipPoint ? distanceMiles(area.point, zipPoint) : null;
  let best: DeliveryZoneRule | null = null;
  for (const zone of area.zones) {
    if (zoneCovers(zone, zip, distance) && (!best || zone.feeCents < best.feeCents)) best = zone;
  }
  if (best)
    return { kind: "delivery", zone: best, feeCents: best.feeCents, distanceMiles: distance };
  if (area.offersPickup && distance !== null && distance <= PICKUP_RADIUS_MILES) {
    return { kind: "pickup", distanceMiles: distance };
  }
  return { kind: "none" };
}

/** Cents an order of `subtotalCents` lacks to reach the kitchen's minimum (0: enough). */
export function missingToMinimumCents(minOrderCents: number | null, subtotalCents: number): number {
  if (minOrderCents === null) return 0;
  return Math.max(0, minOrderCents - subtotalCents);
}

/**
 * Servings per tray at the low end of the spec's "serves 6-8" and "serves 10-12", as the
 * tray planner counts them (lib/event-cart/tray-planner.ts).
 */
const MEDIUM_SERVES = 6;
const LARGE_SERVES = 10;

/**
 * The fewest tray units that give each of `guests` a main: all large trays (each
 * `largeTrayWeight` units) or all medium ones (1 unit), whichever takes less of the
 * kitchen's capacity. The guests search filter asks this of a kitchen's free capacity.
 */
export function trayUnitsToFeed(guests: number, largeTrayWeight: number): number {
  const large = Math.ceil(guests / LARGE_SERVES) * largeTrayWeight;
  const medium = Math.ceil(guests / MEDIUM_SERVES);
  return Math.min(large, medium);
}

/** The large and medium tray counts of trayUnitsToFeed, for the SQL that compares them. */
export function traysToFeed(guests: number): { large: number; medium: number } {
  return { large: Math.ceil(guests / LARGE_SERVES), medium: Math.ceil(guests / MEDIUM_SERVES) };
}

/**
 * The US ZIP code a delivery address ends with ("12 Garden St, Brooklyn, NY 11201",
 * "... NY 11201-2345, USA"), or null: the cart's address is one line of text, and a house
 * number at its start is never taken for a ZIP.
 */
export function zipInAddress(address: string | null): string | null {
  if (!address) return null;
  const match =
    /(?:^|[\s,])(\d{5})(?:-\d{4})?(?:\s*,?\s*(?:USA|US|United States))?\s*\.?\s*$/i.exec(
      address.trim(),
    );
  return match ? match[1]! : null;
}

export type KitchenReach = DeliveryMatch["kind"] | "no_zip";

/**
 * Why a kitchen's order cannot be checked out as it is (docs/product-rules.md §23), or
 * null. Below the kitchen's minimum: what is missing. Outside its zones with no pickup
 * near: the ZIP. An address without a ZIP, or a kitchen that has not set its area, is not
 * refused (the kitchen is asked, as before areas existed).
 */
export function kitchenOrderProblem(order: {
  subtotalCents: number;
  minOrderCents: number | null;
  reach: KitchenReach;
  zip: string | null;
}): string | null {
  const missing = missingToMinimumCents(order.minOrderCents, order.subtotalCents);
  if (missing > 0) return minimumMessage(missing, order.minOrderCents!);
  if (order.reach === "none")
    return `Does not deliver to ZIP ${order.zip} and offers no pickup near it`;
  return null;
}

/** "Add $30.00 to reach this kitchen's $150.00 minimum" (the cart and checkout's words). */
export function minimumMessage(missingCents: number, minOrderCents: number): string {
  return `Add ${formatCents(missingCents)} to reach this kitchen's ${formatCents(minOrderCents)} minimum`;
}
