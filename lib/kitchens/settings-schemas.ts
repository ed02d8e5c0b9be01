/**
 * A kitchen's own limits and terms (docs/product-rules.md §11), shared by the Kitchen
 * settings dialog in My Kitchen and the server. Empty fields mean "not set": no tray limit,
 * no notice beyond the spec's, the spec's cancellation rule, no delivery area set.
 */
import { z } from "zod";
import { CANCELLATION_POLICIES } from "@/lib/lines/cancellation-policy";
import { MAX_NOTICE_HOURS } from "@/lib/lines/lead-time";
import {
  DEFAULT_LARGE_TRAY_WEIGHT,
  MAX_LARGE_TRAY_WEIGHT,
  MAX_TRAY_CAPACITY,
  MIN_LARGE_TRAY_WEIGHT,
} from "@/lib/lines/tray-load";
import { strictInteger } from "@/lib/validation/number";
import { checkDeliveryArea, deliveryAreaShape } from "@/lib/delivery/schemas";
import { MAX_ARRIVAL_LEAD_MINUTES, MIN_ARRIVAL_LEAD_MINUTES } from "@/lib/orders/arrival-window";

export const KITCHEN_SETTINGS_MESSAGES = {
  trayCapacity: `Daily tray capacity must be a whole number from 1 to ${MAX_TRAY_CAPACITY}`,
  largeTrayWeight: `Large tray weight must be from ${MIN_LARGE_TRAY_WEIGHT} to ${MAX_LARGE_TRAY_WEIGHT}, in steps of 0.1`,
  minNoticeHours: `Minimum notice must be a whole number of hours from 0 to ${MAX_NOTICE_HOURS}`,
  longNoticeHours: `Longer notice must be a whole number of hours from 1 to ${MAX_NOTICE_HOURS}`,
  longNoticeAboveTrays: "The tray count must be a whole number of at least 1",
  longNoticePair:
    "Set both the longer notice and the tray count above which it applies, or neither",
  longNoticeLonger: "The longer notice must be longer than the minimum notice",
  cancellationPolicy: "Choose a cancellation policy",
  arrivalLeadMinutes: `Arrival lead must be a whole number of minutes from ${MIN_ARRIVAL_LEAD_MINUTES} to ${MAX_ARRIVAL_LEAD_MINUTES}`,
} as const;

const blankToNull = (v: unknown) =>
  v === "" || (typeof v === "string" && v.trim() === "") ? null : strictInteger(v);

const optionalWhole = (message: string, min: number, max: number) =>
  z.preprocess(
    blankToNull,
    z.number({ error: message }).int(message).min(min, message).max(max, message).nullable(),
  );

export const kitchenSettingsSchema = z
  .object({
    trayCapacity: optionalWhole(KITCHEN_SETTINGS_MESSAGES.trayCapacity, 1, MAX_TRAY_CAPACITY),
    largeTrayWeight: z.preprocess(
      (v) => (typeof v === "string" && /^\d{1,2}(\.\d)?$/.test(v.trim()) ? Number(v) : v),
      z
        .number({ error: KITCHEN_SETTINGS_MESSAGES.largeTrayWeight })
        .min(MIN_LARGE_TRAY_WEIGHT, KITCHEN_SETTINGS_MESSAGES.largeTrayWeight)
        .max(MAX_LARGE_TRAY_WEIGHT, KITCHEN_SETTINGS_MESSAGES.largeTrayWeight)
        .refine(
          (n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9,
          KITCHEN_SETTINGS_MESSAGES.largeTrayWeight,
        )
        .default(DEFAULT_LARGE_TRAY_WEIGHT),
    ),
    minNoticeHours: optionalWhole(KITCHEN_SETTINGS_MESSAGES.minNoticeHours, 0, MAX_NOTICE_HOURS),
    longNoticeHours: optionalWhole(KITCHEN_SETTINGS_MESSAGES.longNoticeHours, 1, MAX_NOTICE_HOURS),
    longNoticeAboveTrays: optionalWhole(
      KITCHEN_SETTINGS_MESSAGES.longNoticeAboveTrays,
      1,
      MAX_TRAY_CAPACITY,
    ),
    /** "none" (or null) keeps the spec's rule. */
    cancellationPolicy: z
      .enum([...CANCELLATION_POLICIES, "none"], {
        error: KITCHEN_SETTINGS_MESSAGES.cancellationPolicy,
      })
      .nullable()
      .transform((v) => (v === "none" ? null : v)),
    /** Where the kitchen delivers, its minimum order and pickup (product-rules §23). */
    ...deliveryAreaShape,
    /** Absent: unchanged (callers that predate it keep the kitchen's lead). §24. */
    arrivalLeadMinutes: z.preprocess(
      (v) => (v === "" || v === null || v === undefined ? undefined : strictInteger(v)),
      z
        .number({ error: KITCHEN_SETTINGS_MESSAGES.arrivalLeadMinutes })
        .int(KITCHEN_SETTINGS_MESSAGES.arrivalLeadMinutes)
        .min(MIN_ARRIVAL_LEAD_MINUTES, KITCHEN_SETTINGS_MESSAGES.arrivalLeadMinutes)
        .max(MAX_ARRIVAL_LEAD_MINUTES, KITCHEN_SETTINGS_MESSAGES.arrivalLeadMinutes)
        .optional(),
    ),
  })
  .superRefine((v, ctx) => {
    checkDeliveryArea(v, ctx);
    if ((v.longNoticeHours === null) !== (v.longNoticeAboveTrays === null)) {
      const path = v.longNoticeHours === null ? "longNoticeHours" : "longNoticeAboveTrays";
      ctx.addIssue({
        code: "custom",
        path: [path],
        message: KITCHEN_SETTINGS_MESSAGES.longNoticePair,
      });
    } else if (
      v.longNoticeHours !== null &&
      v.minNoticeHours !== null &&
      v.longNoticeHours <= v.minNoticeHours
    ) {
      ctx.addIssue({
        code: "custom",
        path: ["longNoticeHours"],
        message: KITCHEN_SETTINGS_MESSAGES.longNoticeLonger,
      });
    }
  });
export type KitchenSettingsInput = z.input<typeof kitchenSettingsSchema>;
