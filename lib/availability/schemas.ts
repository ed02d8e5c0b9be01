/**
 * A date of a caterer's availability, shared by the availability dialog and
 * POST/PUT /api/caterers/{id}/availability. currentOrders is accepted for old clients but
 * never used: the server counts the bookings itself.
 */
import { z } from "zod";
import { DEFAULT_MAX_ORDERS_PER_DAY, MAX_ORDERS_PER_DAY_LIMIT } from "@/lib/constants";
import { isValidIsoDate } from "@/lib/dates";
import { MAX_TRAY_CAPACITY } from "@/lib/lines/tray-load";

export const AVAILABILITY_MESSAGES = {
  date: "Date is required",
  dateFormat: "Date must be a valid date (YYYY-MM-DD)",
  maxOrders: `Max orders must be a number from 1 to ${MAX_ORDERS_PER_DAY_LIMIT}`,
  currentOrders: "Current orders must be at least 0",
  maxTrays: `Tray capacity must be a whole number from 1 to ${MAX_TRAY_CAPACITY}`,
} as const;

const toNumber = (v: unknown) =>
  typeof v === "string" ? (v.trim() === "" ? undefined : Number(v)) : v;

export const availabilitySchema = z.object({
  date: z
    .string({ error: AVAILABILITY_MESSAGES.date })
    .trim()
    .min(1, AVAILABILITY_MESSAGES.date)
    .refine(isValidIsoDate, AVAILABILITY_MESSAGES.dateFormat),
  isAvailable: z.boolean({ error: "isAvailable must be true or false" }).default(true),
  maxOrders: z.preprocess(
    toNumber,
    z
      .number({ error: AVAILABILITY_MESSAGES.maxOrders })
      .int(AVAILABILITY_MESSAGES.maxOrders)
      .min(1, AVAILABILITY_MESSAGES.maxOrders)
      .max(MAX_ORDERS_PER_DAY_LIMIT, AVAILABILITY_MESSAGES.maxOrders)
      .default(DEFAULT_MAX_ORDERS_PER_DAY),
  ),
  currentOrders: z.preprocess(
    toNumber,
    z
      .number({ error: AVAILABILITY_MESSAGES.currentOrders })
      .int(AVAILABILITY_MESSAGES.currentOrders)
      .min(0, AVAILABILITY_MESSAGES.currentOrders)
      .optional(),
  ),
  /**
   * This date's tray capacity (docs/product-rules.md §11): empty or null = the kitchen's
   * default; left out of an edit = unchanged.
   */
  maxTrays: z.preprocess(
    (v) => (v === "" ? null : toNumber(v)),
    z
      .number({ error: AVAILABILITY_MESSAGES.maxTrays })
      .int(AVAILABILITY_MESSAGES.maxTrays)
      .min(1, AVAILABILITY_MESSAGES.maxTrays)
      .max(MAX_TRAY_CAPACITY, AVAILABILITY_MESSAGES.maxTrays)
      .nullable()
      .optional(),
  ),
  notes: z
    .string()
    .trim()
    .max(500, "Notes must be at most 500 characters")
    .optional()
    .nullable()
    .transform((v) => v || null),
});
export type AvailabilityInput = z.input<typeof availabilitySchema>;
