/** The input of the kitchen's day (docs/product-rules.md "The kitchen's day"). */
import { z } from "zod";
import { isValidIsoDate } from "@/lib/dates";
import { idField } from "@/lib/validation/id";

export const KITCHEN_DAY_DATE_MESSAGE = "Please choose a valid date (YYYY-MM-DD)";

/** A date of the kitchen's calendar; admins also name the kitchen (a caterer gets their own). */
export const kitchenDaySchema = z.object({
  date: z
    .string({ error: KITCHEN_DAY_DATE_MESSAGE })
    .refine(isValidIsoDate, KITCHEN_DAY_DATE_MESSAGE),
  catererId: idField("Invalid caterer id").optional(),
});
export type KitchenDayInput = z.input<typeof kitchenDaySchema>;
