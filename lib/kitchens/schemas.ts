/**
 * A caterer's public profile. The caterer edits their own name, description, image URL and
 * location from My Kitchen; admins also set the cuisine and rating (the admin caterer form).
 * Messages are the admin caterer form's, the only ones the spec gives for these fields.
 */
import { z } from "zod";
import { isImageUrl } from "@/lib/dishes/schemas";
import { idField } from "@/lib/validation/id";
import { NAME_CONTROL_CHARACTERS, noControlCharacters } from "@/lib/validation/fields";

export const CATERER_CUISINES = [
  "Italian",
  "Chinese",
  "Mexican",
  "Indian",
  "Mediterranean",
  "Japanese",
  "Thai",
  "French",
  "American",
  "Greek",
  "Middle Eastern",
  "Korean",
  "Vietnamese",
  "Spanish",
  "Other",
] as const;

const optionalText = (max: number, minMessage: string, min: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .nullable()
    .transform((v) => v || null)
    .refine((v) => v === null || v.length >= min, minMessage);

const profileFields = {
  name: z
    .string({ error: "Name is required" })
    .trim()
    .min(1, "Name is required")
    .max(120, "Name must be at most 120 characters")
    .refine(noControlCharacters, NAME_CONTROL_CHARACTERS),
  description: optionalText(3000, "Description must be at least 10 characters", 10),
  location: optionalText(200, "Location is required", 1),
  imageUrl: z
    .string()
    .trim()
    .max(2000, "Please enter a valid image URL")
    .optional()
    .nullable()
    .transform((v) => v || null)
    .refine((v) => v === null || isImageUrl(v), "Please enter a valid image URL"),
};

/** What a caterer may change about their own kitchen. */
export const catererProfileSchema = z.object(profileFields);
export type CatererProfileInput = z.input<typeof catererProfileSchema>;

/** The admin's caterer form: the profile plus cuisine and rating. */
export const adminCatererSchema = z.object({
  ...profileFields,
  cuisine: z
    .string({ error: "Cuisine type is required" })
    .trim()
    .min(1, "Cuisine type is required")
    .max(60),
  rating: z.coerce
    .number({ error: "Rating must be between 0 and 5" })
    .min(0, "Rating must be between 0 and 5")
    .max(5, "Rating must be between 0 and 5")
    .transform((n) => Math.round(n * 10) / 10),
});
export type AdminCatererInput = z.input<typeof adminCatererSchema>;

/**
 * updateCaterer()'s input: the caterer to change (a caterer may omit it: their own) and
 * the fields to change. Which fields an actor may set is decided by the domain function.
 */
export const catererUpdateTargetSchema = z.object({
  id: idField("Invalid caterer id").optional(),
});
export type CatererUpdateInput = z.input<typeof catererUpdateTargetSchema> &
  Partial<AdminCatererInput>;
