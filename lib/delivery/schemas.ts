/**
 * The delivery area's part of the Kitchen Settings input (docs/product-rules.md §23), shared
 * by the dialog in My Kitchen and the server (lib/kitchens/settings-schemas.ts joins it).
 * The form sends text: amounts in dollars ("" = none; the server stores cents), a zone's
 * ZIP codes as one comma-separated line. Whether a ZIP exists is checked on the server (the ZIP table is
 * 5 MB, too much for the browser), with the same message.
 */
import { z } from "zod";
import { strictDecimal } from "@/lib/validation/number";
import {
  MAX_DELIVERY_ZONES,
  MAX_ZIPS_PER_ZONE,
  MAX_ZONE_RADIUS_MILES,
  MIN_ZONE_RADIUS_MILES,
} from "./rules";

export const MAX_PICKUP_NOTE = 200;
const MAX_AMOUNT_DOLLARS = 10_000;

export const DELIVERY_MESSAGES = {
  zipCode: "Enter a valid US ZIP code",
  zipNeeded: "Enter your kitchen's ZIP code to set delivery zones or pickup",
  minOrder: "Minimum order must be an amount in dollars, like 150 or 149.50, up to $10,000",
  pickupNote: `Pickup times must be at most ${MAX_PICKUP_NOTE} characters`,
  zones: `At most ${MAX_DELIVERY_ZONES} delivery zones`,
  zoneZips: `Enter 1 to ${MAX_ZIPS_PER_ZONE} valid US ZIP codes, separated by commas`,
  zoneRadius: `Radius must be from ${MIN_ZONE_RADIUS_MILES} to ${MAX_ZONE_RADIUS_MILES} miles, in steps of 0.1`,
  zoneFee: "Delivery fee must be an amount in dollars, like 0, 15 or 12.50, up to $10,000",
  zoneKind: "Choose ZIP codes or a radius",
} as const;

const ZIP = /^\d{5}$/;
export const isZipFormat = (v: string) => ZIP.test(v);

const blank = (v: unknown) => v === null || v === undefined || (typeof v === "string" && !v.trim());

/**
 * An amount in dollars, from form text or a number, at most two decimals. The output is
 * dollars too, so the form's parsed values parse again to the same (the dialog's resolver
 * parses, then the server does); the server turns it into cents (dollarsToCents).
 */
const dollars = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? strictDecimal(v.trim()) : v),
    z
      .number({ error: message })
      .min(0, message)
      .max(MAX_AMOUNT_DOLLARS, message)
      .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, message),
  );

/** "11201, 11215 11217" or ["11201"] -> each ZIP once, in the order given. */
const splitZips = (v: unknown) =>
  typeof v === "string"
    ? [...new Set(v.split(/[\s,;]+/).filter(Boolean))]
    : Array.isArray(v)
      ? [...new Set(v.map((z) => (typeof z === "string" ? z.trim() : z)))]
      : v;

const zoneSchema = z
  .object({
    kind: z.enum(["zips", "radius"], { error: DELIVERY_MESSAGES.zoneKind }),
    zipCodes: z.preprocess(
      (v) => (blank(v) ? [] : splitZips(v)),
      z.array(z.string(), { error: DELIVERY_MESSAGES.zoneZips }),
    ),
    radiusMiles: z.preprocess(
      (v) =>
        blank(v)
          ? null
          : typeof v === "string" && /^\d{1,2}(\.\d)?$/.test(v.trim())
            ? Number(v)
            : v,
      z.number({ error: DELIVERY_MESSAGES.zoneRadius }).nullable(),
    ),
    fee: dollars(DELIVERY_MESSAGES.zoneFee),
  })
  .superRefine((zone, ctx) => {
    if (zone.kind === "zips") {
      const ok =
        zone.zipCodes.length >= 1 &&
        zone.zipCodes.length <= MAX_ZIPS_PER_ZONE &&
        zone.zipCodes.every(isZipFormat);
      if (!ok)
        ctx.addIssue({ code: "custom", path: ["zipCodes"], message: DELIVERY_MESSAGES.zoneZips });
    } else {
      const r = zone.radiusMiles;
      const ok =
        r !== null &&
        r >= MIN_ZONE_RADIUS_MILES &&
        r <= MAX_ZONE_RADIUS_MILES &&
        Math.abs(r * 10 - Math.round(r * 10)) < 1e-9;
      if (!ok)
        ctx.addIssue({
          code: "custom",
          path: ["radiusMiles"],
          message: DELIVERY_MESSAGES.zoneRadius,
        });
    }
  })
  // A zone is one kind or the other: what the other kind's field held is dropped.
  .transform((zone) =>
    zone.kind === "zips" ? { ...zone, radiusMiles: null } : { ...zone, zipCodes: [] as string[] },
  );

/** Absent (an older caller) is the same as blank: none. */
const orNull = <T extends z.ZodType>(schema: T) =>
  schema.optional().transform((v) => (v ?? null) as Exclude<z.output<T>, undefined> | null);

/** The delivery-area fields, to spread into the Kitchen Settings object. */
export const deliveryAreaShape = {
  zipCode: orNull(
    z.preprocess(
      (v) => (blank(v) ? null : typeof v === "string" ? v.trim() : v),
      z
        .string({ error: DELIVERY_MESSAGES.zipCode })
        .regex(ZIP, DELIVERY_MESSAGES.zipCode)
        .nullable(),
    ),
  ),
  minOrder: orNull(
    z.preprocess((v) => (blank(v) ? null : v), dollars(DELIVERY_MESSAGES.minOrder).nullable()),
  ),
  offersPickup: z.boolean().default(false),
  pickupNote: orNull(
    z.preprocess(
      (v) => (blank(v) ? null : typeof v === "string" ? v.trim() : v),
      z.string().max(MAX_PICKUP_NOTE, DELIVERY_MESSAGES.pickupNote).nullable(),
    ),
  ),
  zones: z.array(zoneSchema).max(MAX_DELIVERY_ZONES, DELIVERY_MESSAGES.zones).default([]),
};

type DeliveryAreaValues = {
  zipCode: string | null;
  offersPickup: boolean;
  zones: unknown[];
};

/** Zones and pickup are measured from the kitchen's ZIP, so they need one. */
export function checkDeliveryArea(v: DeliveryAreaValues, ctx: z.RefinementCtx): void {
  if (v.zipCode === null && (v.zones.length > 0 || v.offersPickup)) {
    ctx.addIssue({ code: "custom", path: ["zipCode"], message: DELIVERY_MESSAGES.zipNeeded });
  }
}

/** The form's text for one zone (what the dialog edits). */
export type DeliveryZoneFormValue = {
  kind: "zips" | "radius";
  zipCodes: string;
  radiusMiles: string;
  fee: string;
};
