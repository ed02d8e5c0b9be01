"use server";

import { requireActor } from "@/lib/server/actor";
import { resendEmailVerification } from "@/lib/server/auth/email-verification";
import { runAction } from "@/lib/server/http/server-action";
import { changePassword } from "@/lib/server/users/change-password";
import { updateEmailPreferences } from "@/lib/server/users/email-preferences";
import type { EmailPreferencesInput } from "@/lib/users/email-preferences-schemas";

export async function changePasswordAction(input: {
  currentPassword: string;
  newPassword: string;
}) {
  return runAction(
    (actor) => changePassword(actor, requireActor(actor).userId, input),
    "Failed to change password.",
  );
}

export async function updateEmailPreferencesAction(input: EmailPreferencesInput) {
  return runAction(
    (actor) => updateEmailPreferences(actor, input),
    "Failed to save your email settings.",
  );
}

/** "Resend verification email": a new link to the account's address, rate limited. */
export async function resendVerificationEmailAction() {
  return runAction(
    (actor) => resendEmailVerification(actor),
    "Failed to send the verification email.",
  );
}
