"use server";

import { headers } from "next/headers";
import { currentActor, sessionMeta } from "@/lib/server/auth/current-actor";
import { logIn } from "@/lib/server/auth/log-in";
import { logOut } from "@/lib/server/auth/log-out";
import { signIn as startWebSession, signOut as endWebSession } from "@/lib/server/auth/next-auth";
import { signUp } from "@/lib/server/auth/sign-up";
import { isAppError } from "@/lib/server/errors";
import { parseInput } from "@/lib/server/validation";
import { safeCallbackUrl, signupFormSchema } from "@/lib/validation/auth";

export type AuthResult = { ok: true; redirectTo: string } | { ok: false; message: string };

function failure(error: unknown, fallback: string): AuthResult {
  if (isAppError(error)) return { ok: false, message: error.message };
  console.error(error);
  return { ok: false, message: fallback };
}

export async function signInAction(input: unknown, callbackUrl?: string): Promise<AuthResult> {
  try {
    const { token } = await logIn(input, sessionMeta(await headers()));
    await startWebSession("credentials", { sessionToken: token, redirect: false });
    return { ok: true, redirectTo: safeCallbackUrl(callbackUrl, "/") };
  } catch (error) {
    return failure(error, "An unexpected error occurred");
  }
}

export async function signUpAction(input: unknown, callbackUrl?: string): Promise<AuthResult> {
  try {
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
    // A Caterer sign-up is a customer account that goes on to apply (decisions section 3).
    const redirectTo =
      form.role === "caterer" ? "/become-a-caterer" : safeCallbackUrl(callbackUrl, "/");
    return { ok: true, redirectTo };
  } catch (error) {
    return failure(error, "An unexpected error occurred");
  }
}

export async function signOutAction(): Promise<void> {
  await logOut(await currentActor());
  await endWebSession({ redirect: false });
}
