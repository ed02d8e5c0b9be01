"use server";

import { headers } from "next/headers";
import { sessionMeta } from "@/lib/server/auth/current-actor";
import { logIn } from "@/lib/server/auth/log-in";
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

/** "Forgot password?": the same neutral answer whether or not the account exists. */
export async function requestPasswordResetAction(input: ForgotPasswordInput) {
  return runAction(async () => requestPasswordReset(input, sessionMeta(await headers())));
}

/** The emailed link's page: a new password, which ends every session of the account. */
export async function resetPasswordAction(input: ResetPasswordInput) {
  return runAction(async () => resetPassword(input));
}
