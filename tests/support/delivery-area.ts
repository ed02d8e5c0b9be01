/** A kitchen's delivery area for the tests (docs/product-rules.md §23), through the domain's own save. */
import type { Actor } from "@/lib/server/actor";
import { updateKitchenSettings } from "@/lib/server/kitchens/kitchen-settings";

type Zone = { zipCodes: string; fee: string } | { radiusMiles: string; fee: string };

/**
 * Saves a kitchen's ZIP, zones, minimum and cancellation policy with Kitchen Settings; the
 * other settings are left at "no limit" (no tray capacity, no notice beyond the spec's).
 */
export function setDeliveryArea(
  actor: Actor,
  area: {
    zipCode: string;
    zones: Zone[];
    minOrder?: string;
    offersPickup?: boolean;
    cancellationPolicy?: "none" | "flexible" | "moderate" | "strict";
    trayCapacity?: string;
    /** An admin names the kitchen; its owner need not. */
    catererId?: number;
  },
) {
  return updateKitchenSettings(actor, {
    ...(area.catererId === undefined ? {} : { catererId: area.catererId }),
    trayCapacity: area.trayCapacity ?? "",
    largeTrayWeight: "1.5",
    minNoticeHours: "",
    longNoticeHours: "",
    longNoticeAboveTrays: "",
    cancellationPolicy: area.cancellationPolicy ?? "none",
    zipCode: area.zipCode,
    minOrder: area.minOrder ?? "",
    offersPickup: area.offersPickup ?? false,
    pickupNote: "",
    zones: area.zones.map((z) =>
      "zipCodes" in z
        ? { kind: "zips" as const, zipCodes: z.zipCodes, radiusMiles: "", fee: z.fee }
        : { kind: "radius" as const, zipCodes: "", radiusMiles: z.radiusMiles, fee: z.fee },
    ),
  });
}
