/**
 * The dish input, shared by the kitchen's and the admin's dish dialog and by
 * POST /api/dishes and PATCH /api/dishes/{id}. Lists (dietary tags, ingredients, allergens)
 * arrive as arrays from API clients or as the comma-separated text the form shows; image
 * URLs as an array or as the one URL the form edits.
 */
import { z } from "zod";
import { MAJOR_ALLERGEN_VALUES, type MajorAllergen } from "@/lib/dishes/allergens";
import { DEFAULT_PREP_TIME_MINUTES, DISH_CATEGORIES, SPICE_LEVELS } from "@/lib/constants";
import { splitTags } from "@/lib/applications/schemas";
import { idField } from "@/lib/validation/id";
import { NAME_CONTROL_CHARACTERS, noControlCharacters } from "@/lib/validation/fields";

export const DISH_MESSAGES = {
  name: "Dish name is required",
  descriptionRequired: "Description is required",
  descriptionShort: "Description must be at least 10 characters",
  category: "Category must be appetizer, main, dessert or side",
  ingredients: "At least one ingredient is required",
  imageUrls: "At least one image URL is required",
  imageUrl: "Please enter a valid image URL",
  medium: "Medium tray price must be positive",
  large: "Large tray price must be positive",
  prepTime: "Prep time must be at least 1 minute",
  caterer: "Please select a caterer",
} as const;

export const MIN_DISH_DESCRIPTION = 10;
const MAX_PRICE = 99_999_999.99;
const MAX_PREP_MINUTES = 7 * 24 * 60;

const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === "string" && v.trim() === "") ? undefined : v;

/** An http(s) URL or a path on this site (the demo's images are local files). */
export const isImageUrl = (v: string) => {
  if (v.startsWith("/") && !v.startsWith("//")) return true;
  try {
    const url = new URL(v);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
};

const tagList = (itemMax: number) =>
  z.preprocess(splitTags, z.array(z.string().trim().min(1).max(itemMax)).max(30));

const blankToNumber = (v: unknown) => {
  const b = blankToUndefined(v);
  return typeof b === "string" ? Number(b) : b;
};

/** Dollars, positive, with at most two decimals: "55", 55.5 -> "55.00", "55.50". */
const price = (message: string) =>
  z.preprocess(
    blankToNumber,
    z
      .number({ error: message })
      .refine(Number.isFinite, message)
      .transform((n) => Math.round(n * 100) / 100)
      .refine((n) => n > 0, message)
      .refine((n) => n <= MAX_PRICE, "Price is too large")
      .transform((n) => n.toFixed(2)),
  );

const prepTime = z
  .number({ error: DISH_MESSAGES.prepTime })
  .int("Prep time must be a whole number of minutes")
  .min(1, DISH_MESSAGES.prepTime)
  .max(MAX_PREP_MINUTES, "Prep time must be at most 10080 minutes");

const fields = {
  name: z
    .string({ error: DISH_MESSAGES.name })
    .trim()
    .min(1, DISH_MESSAGES.name)
    .max(120, "Dish name must be at most 120 characters")
    .refine(noControlCharacters, NAME_CONTROL_CHARACTERS),
  description: z
    .string({ error: DISH_MESSAGES.descriptionRequired })
    .trim()
    .min(1, DISH_MESSAGES.descriptionRequired)
    .min(MIN_DISH_DESCRIPTION, DISH_MESSAGES.descriptionShort)
    .max(2000, "Description must be at most 2000 characters"),
  category: z.enum(DISH_CATEGORIES, { error: DISH_MESSAGES.category }),
  dietaryTags: tagList(40).transform((tags) => [...new Set(tags.map((t) => t.toLowerCase()))]),
  spiceLevel: z.preprocess(
    blankToUndefined,
    z
      .enum(SPICE_LEVELS, { error: "Spice level must be mild, medium, hot or extra-hot" })
      .optional(),
  ),
  ingredients: z.preprocess(
    splitTags,
    z
      .array(z.string().trim().min(1).max(80), { error: DISH_MESSAGES.ingredients })
      .min(1, DISH_MESSAGES.ingredients)
      .max(50, "At most 50 ingredients"),
  ),
  allergens: tagList(60),
  /**
   * The nine major allergens the dish contains (docs/product-rules.md §13); [] declares
   * "none of the nine". Optional, so the spec's payloads keep working: a dish created
   * without it is "not declared", and an update without it leaves the declaration alone.
   */
  majorAllergens: z
    .array(
      z.enum(MAJOR_ALLERGEN_VALUES as [MajorAllergen, ...MajorAllergen[]], {
        error: `Major allergens must be among ${MAJOR_ALLERGEN_VALUES.join(", ")}`,
      }),
      { error: "Major allergens must be a list" },
    )
    .max(9)
    .transform((list) => MAJOR_ALLERGEN_VALUES.filter((v) => list.includes(v)))
    .optional(),
  imageUrls: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() ? [v.trim()] : []) : v),
    z
      .array(
        z
          .string()
          .trim()
          .max(2000, DISH_MESSAGES.imageUrl)
          .refine(isImageUrl, DISH_MESSAGES.imageUrl),
        { error: DISH_MESSAGES.imageUrls },
      )
      .min(1, DISH_MESSAGES.imageUrls)
      .max(10, "At most 10 images"),
  ),
  mediumTrayPrice: price(DISH_MESSAGES.medium),
  largeTrayPrice: price(DISH_MESSAGES.large),
  preparationTime: z.preprocess(blankToNumber, prepTime),
  servingSize: z
    .string()
    .trim()
    .max(100, "Serving size must be at most 100 characters")
    .optional()
    .nullable()
    .transform((v) => v || null),
  isSignatureDish: z.boolean({ error: "isSignatureDish must be true or false" }),
  isPopular: z.boolean({ error: "isPopular must be true or false" }),
  /** Admins choose the caterer; a caterer's own dishes always belong to their kitchen. */
  catererId: z.preprocess(blankToUndefined, idField(DISH_MESSAGES.caterer).optional()),
};

/** POST /api/dishes and the "Add New Dish" dialog. */
export const dishSchema = z.object({
  ...fields,
  dietaryTags: fields.dietaryTags.default([]),
  allergens: fields.allergens.default([]),
  // A blank prep time in the form means the default, as an absent one does.
  preparationTime: z.preprocess(blankToNumber, prepTime.default(DEFAULT_PREP_TIME_MINUTES)),
  isSignatureDish: fields.isSignatureDish.default(false),
  isPopular: fields.isPopular.default(false),
});
export type DishInput = z.input<typeof dishSchema>;

/** PATCH /api/dishes/{id}: any subset of the fields, each checked as on create. */
export const dishUpdateSchema = z.object(fields).partial();

/**
 * POST /api/dish-photos: the photo's bytes as base64 in a JSON body, so the upload is an
 * ordinary JSON write that the cross-site checks cover (as the permit document's). What
 * the bytes are is decided on the server from the content.
 */
export const dishPhotoSchema = z.object({
  contentBase64: z
    .string({ error: "Choose a photo to upload" })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, "The photo must be base64"),
});
