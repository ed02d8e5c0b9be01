/**
 * The caterer application, shared by /become-a-caterer and
 * /api/caterer-applications. Messages are the caterer-side form's, which is what applicants
 * see. Cuisine types arrive as a list or as the comma-separated text the form shows.
 */
import { z } from "zod";
import {
  NAME_CONTROL_CHARACTERS,
  noControlCharacters,
  optionalPhone,
} from "@/lib/validation/fields";

export const splitTags = (value: unknown): unknown =>
  typeof value === "string"
    ? value
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean)
    : value;

export const applicationSchema = z.object({
  businessName: z
    .string({ error: "Business name must be at least 2 characters" })
    .trim()
    .min(2, "Business name must be at least 2 characters")
    .max(120, "Business name must be at most 120 characters")
    .refine(noControlCharacters, NAME_CONTROL_CHARACTERS),
  cuisineTags: z.preprocess(
    splitTags,
    z
      .array(z.string().trim().min(1).max(40), { error: "Please enter at least one cuisine type" })
      .min(1, "Please enter at least one cuisine type")
      .max(10, "Please enter at most 10 cuisine types"),
  ),
  serviceArea: z
    .string({ error: "Service area is required" })
    .trim()
    .min(2, "Service area is required")
    .max(200),
  description: z
    .string({ error: "Description must be at least 50 characters" })
    .trim()
    .min(50, "Description must be at least 50 characters")
    .max(3000, "Description must be at most 3000 characters"),
  phone: optionalPhone,
  termsAccepted: z.boolean({ error: "You must accept the terms and conditions" }).default(false),
  /** Only drafts are saved here; submitting is its own call. */
  status: z.literal("draft", { error: "Use the submit call to submit an application" }).optional(),
});
export type ApplicationInput = z.input<typeof applicationSchema>;

/** What a submitted application must also satisfy (in lib/applications: the form needs it without zod). */
export { TERMS_REQUIRED } from "@/lib/applications/rules";
