/**
 * Account inputs. Each schema is
 * shared by its form (zodResolver) and the server (parseInput).
 */
import { z } from "zod";
import {
  NAME_CONTROL_CHARACTERS,
  noControlCharacters,
  optionalPhone,
} from "@/lib/validation/fields";
import { MIN_PASSWORD_LENGTH } from "@/lib/constants";

const trimmed = (message: string) => z.string({ error: message }).trim().min(1, message);
/** A person's name: required, one line without control characters (docs/security.md). */
const personName = (message: string) =>
  trimmed(message).pipe(z.string().max(100)).refine(noControlCharacters, NAME_CONTROL_CHARACTERS);

export const emailField = z
  .string({ error: "Invalid email address" })
  .trim()
  .toLowerCase()
  .pipe(z.email("Invalid email address").max(254, "Invalid email address"));

/** POST /api/auth/signup. Public sign-up never creates an admin; caterer becomes user. */
export const signupSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "Password must be at least 8 characters" })
    .min(MIN_PASSWORD_LENGTH, "Password must be at least 8 characters")
    .max(200, "Password is too long"),
  firstName: personName("First name is required"),
  lastName: personName("Last name is required"),
  phone: optionalPhone,
  role: z
    .enum(["user", "caterer", "admin"], { error: "Role must be user, caterer or admin" })
    .default("user")
    .refine((role) => role !== "admin", "You cannot sign up as an admin"),
});

/** A new password as the sign-up and password-reset forms take it. */
const newPassword = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(MIN_PASSWORD_LENGTH, "Password must be at least 8 characters long");
const confirmPassword = z
  .string({ error: "Please confirm your password" })
  .min(1, "Please confirm your password");
const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
const passwordsMatch = (v: { password: string; confirmPassword: string }) =>
  v.password === v.confirmPassword;

/** The Sign Up tab: the same person plus the password confirmation. */
export const signupFormSchema = z
  .object({
    firstName: trimmed("First name is required").refine(
      noControlCharacters,
      NAME_CONTROL_CHARACTERS,
    ),
    lastName: trimmed("Last name is required").refine(noControlCharacters, NAME_CONTROL_CHARACTERS),
    email: emailField,
    phone: z.string().trim().optional(),
    role: z.enum(["user", "caterer"]),
    password: newPassword,
    confirmPassword: confirmPassword,
  })
  .refine(passwordsMatch, { message: PASSWORDS_DO_NOT_MATCH, path: ["confirmPassword"] });
export type SignupFormInput = z.input<typeof signupFormSchema>;

/** The "Forgot password?" page: just the email. */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/**
 * The reset page: the emailed token and the new password twice, with the sign-up form's
 * rules and messages (and the API's upper bound).
 */
export const resetPasswordSchema = z
  .object({
    token: z.string({ error: "The reset link is missing its token" }).trim().min(1).max(200),
    password: newPassword.max(200, "Password is too long"),
    confirmPassword: confirmPassword,
  })
  .refine(passwordsMatch, { message: PASSWORDS_DO_NOT_MATCH, path: ["confirmPassword"] });
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

/** POST /api/auth/login and the Sign In tab. */
export const loginSchema = z.object({
  email: emailField,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(200),
});
export type LoginInput = z.input<typeof loginSchema>;

/** PATCH /api/auth/me and the profile page. The email cannot be changed. */
export const profileSchema = z.object({
  firstName: personName("First name is required"),
  lastName: personName("Last name is required"),
  phone: optionalPhone,
  profileImageUrl: z
    .string()
    .trim()
    .max(2000)
    .optional()
    .nullable()
    .transform((v) => (v ? v : null))
    .refine(
      (v) => v === null || /^https?:\/\//i.test(v) || v.startsWith("/"),
      "Please enter a valid image URL",
    ),
});
export type ProfileInput = z.input<typeof profileSchema>;

/** PATCH /api/auth/me changes only the fields it is sent; a field left out stays as it is. */
export const profilePatchSchema = profileSchema.partial();

/** PATCH /api/users/{id}/password. */
export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required"),
  newPassword: z
    .string({ error: "Password must be at least 8 characters long." })
    .min(MIN_PASSWORD_LENGTH, "Password must be at least 8 characters long.")
    .max(200, "Password is too long"),
});

/** The settings form: the same plus the confirmation. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: "New passwords do not match.",
    path: ["confirmPassword"],
  });
export type ChangePasswordFormInput = z.input<typeof changePasswordFormSchema>;

/**
 * Only paths on this site. Parsed the way browsers parse it, so "/\t/evil.com" (which a
 * browser reads as //evil.com) and friends fall back too. The check is on the normalised
 * result, not the input: "/.//evil.com" normalises to "//evil.com", which a browser sends
 * to another host, so the result must be one path that starts with a single slash.
 */
export function safeCallbackUrl(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/") || /[\u0000-\u001f\\]/.test(value)) {
    return fallback;
  }
  const base = "http://traytable.invalid";
  try {
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    const result = `${url.pathname}${url.search}${url.hash}`;
    if (!result.startsWith("/") || /^\/[\/\\]/.test(result)) return fallback;
    const again = new URL(result, base);
    return again.origin === base && again.pathname === url.pathname ? result : fallback;
  } catch {
    return fallback;
  }
}
