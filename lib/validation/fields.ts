/** Field schemas that several inputs share, so a rule like "phone is optional" lives once. */
import { z } from "zod";

/** Optional free text: trimmed, at most `max` characters, and empty means null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((v) => v || null);

/** An optional phone number, kept as typed. */
export const optionalPhone = optionalText(50);
