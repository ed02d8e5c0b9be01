import { Icon } from "@/components/icons/icon";
import { deliveryFor, type DeliveryAreaRule } from "@/lib/delivery/rules";
import type { DeliveryAreaDto } from "@/lib/delivery/types";
import { formatCents } from "@/lib/money/cents";
import { zipPlace } from "@/lib/server/delivery/zip-places";

const fee = (cents: number) =>
  cents === 0 ? "free delivery" : `${formatCents(cents)} delivery fee`;

/** One line per zone: "$5.00 delivery fee within 2 miles", "free delivery to 11215, 11217". */
function zoneLine(z: DeliveryAreaDto["zones"][number]): string {
  const where =
    z.radiusMiles === null ? `to ${z.zipCodes.join(", ")}` : `within ${z.radiusMiles} miles`;
  const text = `${fee(z.feeCents)} ${where}`;
  return text[0]!.toUpperCase() + text.slice(1);
}

/**
 * The kitchen's delivery terms on its page (docs/product-rules.md §23): for the ZIP the
 * visitor searched (`?zip=`), what applies there; otherwise each zone's fee. The minimum
 * order, and pickup by town: never an address.
 */
export function DeliveryTerms({ area, zip }: { area: DeliveryAreaDto; zip: string | null }) {
  if (area.zipCode === null) {
    return (
      <p className="mt-3 text-sm text-muted-foreground" data-testid="delivery-terms">
        Delivery area not set: ask the kitchen.
      </p>
    );
  }
  const home = zipPlace(area.zipCode);
  const rule: DeliveryAreaRule = {
    point: home && { latitude: home.latitude, longitude: home.longitude },
    offersPickup: area.offersPickup,
    zones: area.zones,
  };
  const place = zip ? zipPlace(zip) : null;
  const match = zip ? deliveryFor(rule, zip, place) : null;
  return (
    <div className="mt-3 space-y-2 text-sm text-muted-foreground" data-testid="delivery-terms">
      {match?.kind === "delivery" && (
        <p className="flex items-start gap-2 font-medium text-foreground">
          <Icon name="truck" className="mt-0.5 h-4 w-4 shrink-0" />
          Delivers to {zip}: {fee(match.feeCents)}.
        </p>
      )}
      {match && match.kind !== "delivery" && (
        <p className="font-medium text-foreground">
          Does not deliver to {zip}
          {match.kind === "pickup"
            ? `: pickup only, ${match.distanceMiles.toFixed(1)} miles away`
            : ""}
          .
        </p>
      )}
      {!match && area.zones.length > 0 && (
        <ul className="space-y-1">
          {area.zones.map((z) => (
            <li key={z.id} className="flex items-start gap-2">
              <Icon name="truck" className="mt-0.5 h-4 w-4 shrink-0" />
              {zoneLine(z)}
            </li>
          ))}
        </ul>
      )}
      {!match && area.zones.length === 0 && <p>This kitchen does not deliver.</p>}
      {area.minOrderCents !== null && (
        <p data-testid="min-order">Minimum order: {formatCents(area.minOrderCents)}.</p>
      )}
      {area.offersPickup && area.town && (
        <p className="flex items-start gap-2">
          <Icon name="map-pin" className="mt-0.5 h-4 w-4 shrink-0" />
          Pickup in {area.town}
          {area.pickupNote ? ` (${area.pickupNote})` : ""}.
        </p>
      )}
    </div>
  );
}
