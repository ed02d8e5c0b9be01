/**
 * A kitchen's delivery area (docs/product-rules.md §23): read for My Kitchen and the caterer
 * page, written by the Kitchen Settings save (lib/server/kitchens/kitchen-settings.ts).
 */
import "server-only";
import { DELIVERY_MESSAGES } from "@/lib/delivery/schemas";
import { dollarsToCents } from "@/lib/money/cents";
import type { DeliveryAreaRule } from "@/lib/delivery/rules";
import type { DeliveryAreaDto } from "@/lib/delivery/types";
import type { Prisma } from "@/lib/generated/prisma/client";
import { db, type Tx } from "../db";
import { AppError, type FieldError } from "../errors";
import { zipPlace } from "./zip-places";

export const deliveryAreaSelect = {
  id: true,
  zipCode: true,
  latitude: true,
  longitude: true,
  minOrderCents: true,
  offersPickup: true,
  pickupNote: true,
  deliveryZones: {
    select: { id: true, zipCodes: true, radiusMiles: true, feeCents: true },
    orderBy: { id: "asc" },
  },
} as const satisfies Prisma.CatererSelect;

type AreaRow = Omit<
  Prisma.CatererGetPayload<{ select: typeof deliveryAreaSelect }>,
  "deliveryZones"
> & {
  /** Decimal from Prisma, a number from a JSON row (the caterer page's statement). */
  deliveryZones: {
    id: number;
    zipCodes: string[];
    radiusMiles: { toString(): string } | number | null;
    feeCents: number;
  }[];
};

export function toDeliveryAreaDto(c: AreaRow): DeliveryAreaDto {
  return {
    catererId: c.id,
    zipCode: c.zipCode,
    town: c.zipCode ? (zipPlace(c.zipCode)?.town ?? null) : null,
    minOrderCents: c.minOrderCents,
    offersPickup: c.offersPickup,
    pickupNote: c.pickupNote,
    zones: c.deliveryZones.map((z) => ({
      id: z.id,
      zipCodes: z.zipCodes,
      radiusMiles: z.radiusMiles === null ? null : Number(z.radiusMiles),
      feeCents: z.feeCents,
    })),
  };
}

/** The pure rule's view of the area (lib/delivery/rules.ts). */
export function toDeliveryAreaRule(
  c: Pick<AreaRow, "latitude" | "longitude" | "offersPickup" | "deliveryZones">,
): DeliveryAreaRule {
  return {
    point:
      c.latitude !== null && c.longitude !== null
        ? { latitude: c.latitude, longitude: c.longitude }
        : null,
    offersPickup: c.offersPickup,
    zones: c.deliveryZones.map((z) => ({
      zipCodes: z.zipCodes,
      radiusMiles: z.radiusMiles === null ? null : Number(z.radiusMiles),
      feeCents: z.feeCents,
    })),
  };
}

export async function findDeliveryArea(catererId: number): Promise<DeliveryAreaDto | null> {
  const c = await db.caterer.findUnique({ where: { id: catererId }, select: deliveryAreaSelect });
  return c && toDeliveryAreaDto(c);
}

/** The parsed delivery-area fields (lib/delivery/schemas.ts): amounts still in dollars. */
export type DeliveryAreaData = {
  zipCode: string | null;
  minOrder: number | null;
  offersPickup: boolean;
  pickupNote: string | null;
  zones: { zipCodes: string[]; radiusMiles: number | null; fee: number }[];
};

/**
 * Refuses ZIP codes of the right shape that do not exist (the form cannot know: the ZIP
 * table stays on the server), each under its field, with the form's message.
 */
function assertKnownZips(data: DeliveryAreaData): void {
  const errors: FieldError[] = [];
  if (data.zipCode !== null && !zipPlace(data.zipCode)) {
    errors.push({ path: "zipCode", message: DELIVERY_MESSAGES.zipCode });
  }
  data.zones.forEach((zone, i) => {
    if (zone.zipCodes.some((zip) => !zipPlace(zip))) {
      errors.push({ path: `zones.${i}.zipCodes`, message: DELIVERY_MESSAGES.zoneZips });
    }
  });
  if (errors.length) throw new AppError("invalid_input", errors[0]!.message, { errors });
}

/** Checks the ZIPs, then the caterer columns to write: the ZIP's centroid goes with it. */
export function deliveryAreaColumns(data: DeliveryAreaData) {
  assertKnownZips(data);
  const place = data.zipCode ? zipPlace(data.zipCode) : null;
  return {
    zipCode: data.zipCode,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    minOrderCents: data.minOrder === null ? null : dollarsToCents(data.minOrder),
    offersPickup: data.offersPickup,
    pickupNote: data.pickupNote,
  };
}

/** Replaces the kitchen's zones, in the caller's transaction (the caterer row is locked). */
export async function replaceDeliveryZones(
  tx: Tx,
  catererId: number,
  zones: DeliveryAreaData["zones"],
): Promise<void> {
  await tx.deliveryZone.deleteMany({ where: { catererId } });
  if (zones.length) {
    await tx.deliveryZone.createMany({
      data: zones.map((z) => ({
        catererId,
        zipCodes: z.zipCodes,
        radiusMiles: z.radiusMiles,
        feeCents: dollarsToCents(z.fee),
      })),
    });
  }
}
