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

/** Required text: trimmed, not blank (`message`), at most `max` characters. */
export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
