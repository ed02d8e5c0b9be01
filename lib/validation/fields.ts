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

export const NAME_CONTROL_CHARACTERS = "Name cannot contain line breaks or control characters";
/** C0 and C1 controls (CR, LF, tab...), DEL, and Unicode's line and paragraph separators. */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * A name (person, kitchen, dish, business) is one line of text: it lands in emails,
 * headers-like places (a subject line) and CSV rows, where a line break changes meaning.
 */
export const noControlCharacters = (value: string) => !CONTROL_CHARACTER.test(value);

/** Required text: trimmed, not blank (`message`), at most `max` characters. */
export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** A required name: requiredText, on one line without control characters. */
export const requiredName = (message: string, max: number) =>
  requiredText(message, max).refine(noControlCharacters, NAME_CONTROL_CHARACTERS);
