"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { sessionMeta } from "@/lib/server/auth/current-actor";
import { logIn } from "@/lib/server/auth/log-in";
import { logInWithLink } from "@/lib/server/auth/sign-in-link";
import { requestPasswordReset } from "@/lib/server/auth/request-password-reset";
import { resetPassword } from "@/lib/server/auth/reset-password";
import { signIn as startWebSession } from "@/lib/server/auth/next-auth";
import { signUp } from "@/lib/server/auth/sign-up";
import { runAction } from "@/lib/server/http/server-action";
import { parseInput } from "@/lib/server/validation";
import {
  safeCallbackUrl,
  signupFormSchema,
  type ForgotPasswordInput,
  type LoginInput,
  type ResetPasswordInput,
  type SignupFormInput,
} from "@/lib/auth/schemas";
import {
  formFields,
  plainPostDone,
  plainPostFailure,
  type PlainPostState,
} from "@/lib/forms/plain-post";

export async function signInAction(input: LoginInput, callbackUrl?: string) {
  return runAction(async () => {
    const { token } = await logIn(input, sessionMeta(await headers()));
    await startWebSession("credentials", { sessionToken: token, redirect: false });
    return { redirectTo: safeCallbackUrl(callbackUrl, "/") };
  });
}

export async function signUpAction(input: SignupFormInput, callbackUrl?: string) {
  return runAction(async () => {
    const form = parseInput(signupFormSchema, input);
    const { token } = await signUp(
      {
        firstName: form.firstName,
        lastName: form.lastName,
        email: form.email,
        phone: form.phone,
        password: form.password,
        role: form.role,
      },
      sessionMeta(await headers()),
    );
    await startWebSession("credentials", { sessionToken: token, redirect: false });
    // A Caterer sign-up is a customer account that goes on to apply: only an approved
    // application grants the caterer role.
    const redirectTo =
      form.role === "caterer" ? "/become-a-caterer" : safeCallbackUrl(callbackUrl, "/");
    return { redirectTo };
  });
}

/**
 * The emailed one-time sign-in link's button (a plain form: it works before the page's
 * scripts). A link that cannot sign in (used by a second tap, expired) shows the page again,
 * which says so.
 */
export async function signInWithLinkAction(formData: FormData) {
  const token = formFields(formData, ["token"]).token;
  const result = await runAction(async () => {
    const { token: sessionToken } = await logInWithLink(token, sessionMeta(await headers()));
    await startWebSession("credentials", { sessionToken, redirect: false });
    return { redirectTo: "/" };
  });
  redirect(
    result.ok ? result.data.redirectTo : `/auth/sign-in-link?token=${encodeURIComponent(token)}`,
  );
}

/** "Forgot password?": the same neutral answer whether or not the account exists. */
export async function requestPasswordResetAction(input: ForgotPasswordInput) {
  return runAction(async () => requestPasswordReset(input, sessionMeta(await headers())));
}

/** The emailed link's page: a new password, which ends every session of the account. */
export async function resetPasswordAction(input: ResetPasswordInput) {
  return runAction(async () => resetPassword(input));
}

// The same four actions for a form sent as a plain POST (lib/forms/plain-post.ts): the
// page renders again with the answer, or the browser follows the redirect.

const SIGN_IN_FIELDS = ["email", "password"] as const;

export async function signInPlainPost(
  _previous: PlainPostState,
  formData: FormData,
): Promise<PlainPostState> {
  const { callbackUrl, ...input } = formFields(formData, [...SIGN_IN_FIELDS, "callbackUrl"]);
  const result = await signInAction(input, callbackUrl);
  if (!result.ok) return plainPostFailure(result, SIGN_IN_FIELDS, { email: input.email });
  redirect(result.data.redirectTo);
}

const SIGN_UP_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "role",
  "password",
  "confirmPassword",
] as const;

export async function signUpPlainPost(
  _previous: PlainPostState,
  formData: FormData,
): Promise<PlainPostState> {
  const { callbackUrl, ...input } = formFields(formData, [...SIGN_UP_FIELDS, "callbackUrl"]);
  // The action parses the input with the sign-up schema: `role` is checked there.
  const result = await signUpAction(input as SignupFormInput, callbackUrl);
  if (!result.ok) {
    const { firstName, lastName, email, phone, role } = input;
    // The radios offer only valid roles: a refused `role` (a forged POST) is the alert.
    const shownFields = SIGN_UP_FIELDS.filter((field) => field !== "role");
    return plainPostFailure(result, shownFields, { firstName, lastName, email, phone, role });
  }
  redirect(result.data.redirectTo);
}

export async function requestPasswordResetPlainPost(
  _previous: PlainPostState,
  formData: FormData,
): Promise<PlainPostState> {
  const input = formFields(formData, ["email"]);
  const result = await requestPasswordResetAction(input);
  return result.ok
    ? plainPostDone(result.data.message)
    : plainPostFailure(result, ["email"], input);
}

const RESET_FIELDS = ["password", "confirmPassword"] as const;

export async function resetPasswordPlainPost(
  _previous: PlainPostState,
  formData: FormData,
): Promise<PlainPostState> {
  const input = formFields(formData, ["token", ...RESET_FIELDS]);
  const result = await resetPasswordAction(input);
  if (!result.ok) return plainPostFailure(result, RESET_FIELDS, {});
  // This page, rendered again, would find its link used: sign in says it is done instead.
  redirect("/auth?reset=done");
}
