import "server-only";
import { z } from "zod";
import { defineEmail } from "../../email/definition";
import { mjml } from "../../email/markup";
import { button, defang, link, paragraph } from "../../email/parts";

/**
 * A sign-up tried with the address of this account (at most one a day). A security notice
 * (docs/security.md): sent whatever the Settings say.
 */
export const signupAttemptEmail = defineEmail({
  template: "signup-attempt",
  schema: z.object({ firstName: z.string() }),
  preference: null,
  content: (d) => {
    const href = link("/auth/forgot-password");
    const intro =
      "Someone just tried to create a TrayTable account with this email address. It already has an account, yours, so nothing was created and nothing about your account changed.";
    const ignore =
      "If it was you, sign in instead; if you forgot your password, reset it with the link below. If it was not you, you need not do anything.";
    return {
      subject: "Someone tried to create an account with your address",
      preview: "Nothing was created; your account is unchanged",
      body: mjml`${paragraph(`Hi ${defang(d.firstName)},`)}${paragraph(intro)}${paragraph(ignore)}${button("Reset password", href)}`,
      text: [`Hi ${defang(d.firstName)},`, "", intro, "", ignore, "", `Reset password: ${href}`],
      why: "You receive this email because someone tried to sign up to TrayTable with your address.",
    };
  },
});
