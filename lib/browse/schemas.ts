/**
 * Query parameters of the public browse API (GET /api/caterers, GET /api/dishes), the home
 * page's filters included (free, freeMin). Unlike
 * the home page, which ignores values it does not know, the API refuses them with a 400.
 */
import { z } from "zod";
import { MAJOR_ALLERGEN_VALUES } from "@/lib/dishes/allergens";
import { DELIVERY_MESSAGES } from "@/lib/delivery/schemas";
import { isValidIsoDate } from "@/lib/dates";
import {
  MAX_FREE_FROM_MIN,
  MAX_GUESTS,
  MAX_LOCATION_LENGTH,
  PRICE_VALUES,
  SORT_VALUES,
  type SortValue,
} from "@/lib/browse/filters";
import type { PriceBandValue } from "@/lib/browse/filters";

export const MAX_API_PAGE_SIZE = 100;

const list = (message: string, check: (v: string) => boolean) =>
  z
    .array(z.string())
    .default([])
    .transform((values) =>
      values
        .flatMap((v) => v.split(","))
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .refine((values) => values.every(check), { message });

const positiveInt = (message: string, max?: number) =>
  z
    .string()
    .regex(/^[1-9]\d{0,6}$/, message)
    .transform(Number)
    .refine((n) => max === undefined || n <= max, { message })
    .optional();

export const catererQuerySchema = z.object({
  location: z
    .string()
    .max(MAX_LOCATION_LENGTH, `Location must be at most ${MAX_LOCATION_LENGTH} characters`)
    .default("")
    .transform((s) => s.trim()),
  cuisine: list("Invalid cuisine", (v) => v.length <= 50),
  price: list("Price range must be one of 20-50, 50-100, 100+", (v) => PRICE_VALUES.includes(v)),
  diet: list("Invalid dietary option", (v) => v.length <= 50),
  free: list(`Free from must be among ${MAJOR_ALLERGEN_VALUES.join(", ")}`, (v) =>
    (MAJOR_ALLERGEN_VALUES as readonly string[]).includes(v),
  ),
  freeMin: positiveInt(
    `Free from minimum must be a whole number from 1 to ${MAX_FREE_FROM_MIN}`,
    MAX_FREE_FROM_MIN,
  ),
  sort: z
    .string()
    .refine((v) => SORT_VALUES.includes(v), {
      message: `Sort must be one of ${SORT_VALUES.join(", ")}`,
    })
    .optional(),
  zip: z
    .string()
    .trim()
    .regex(/^\d{5}$/, DELIVERY_MESSAGES.zipCode)
    .optional(),
  date: z
    .string()
    .refine(isValidIsoDate, { message: "Date must be a valid date (YYYY-MM-DD)" })
    .optional(),
  guests: positiveInt(`Guests must be a whole number from 1 to ${MAX_GUESTS}`, MAX_GUESTS),
  page: positiveInt("Page must be a positive whole number"),
  pageSize: positiveInt(
    `Page size must be a whole number from 1 to ${MAX_API_PAGE_SIZE}`,
    MAX_API_PAGE_SIZE,
  ),
});

export type CatererQuery = {
  location: string;
  cuisines: string[];
  prices: PriceBandValue[];
  diets: string[];
  /** Major allergens that at least `freeMin` dishes must be free from (the home page's filter). */
  freeFrom?: string[];
  freeMin?: number;
  sort: SortValue;
  /** Delivery to this ZIP, the delivery date, the guest count (docs/product-rules.md §23). */
  zip?: string;
  date?: string;
  guests?: number;
  page?: number;
  pageSize?: number;
};

const MULTI = new Set(["cuisine", "price", "diet", "free"]);

/** URLSearchParams -> plain object for the schema (repeated keys become arrays). */
export function searchParamsToObject(params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    out[key] = MULTI.has(key) ? params.getAll(key) : params.get(key);
  }
  return out;
}

export function toCatererQuery(parsed: z.output<typeof catererQuerySchema>): CatererQuery {
  return {
    location: parsed.location,
    cuisines: [...new Set(parsed.cuisine)],
    prices: [...new Set(parsed.price)] as PriceBandValue[],
    diets: [...new Set(parsed.diet.map((d) => d.toLowerCase()))],
    ...(parsed.free.length
      ? { freeFrom: [...new Set(parsed.free)], freeMin: parsed.freeMin ?? 1 }
      : {}),
    sort: (parsed.sort ?? "recommended") as SortValue,
    // A five-digit location is a ZIP, as on the home page (lib/browse/filters.ts).
    ...(parsed.zip
      ? { zip: parsed.zip }
      : /^\d{5}$/.test(parsed.location)
        ? { zip: parsed.location, location: "" }
        : {}),
    ...(parsed.date ? { date: parsed.date } : {}),
    ...(parsed.guests ? { guests: parsed.guests } : {}),
    page: parsed.page,
    pageSize: parsed.pageSize,
  };
}
