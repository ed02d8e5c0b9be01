import "server-only";
import { z } from "zod";
import { defineEmail } from "../../email/definition";
import { mjml } from "../../email/markup";
import { button, defang, link, paragraph } from "../../email/parts";

/**
 * A "Verify your email" link; the raw token, like "password-reset" (useless after 7 days or
 * one use). Sent whatever the Settings say: proving the address lets the other emails go.
 */
export const verifyEmailEmail = defineEmail({
  template: "verify-email",
  schema: z.object({ firstName: z.string(), token: z.string() }),
  preference: null,
  content: (d) => {
    const href = link(`/auth/verify-email?token=${encodeURIComponent(d.token)}`);
    const intro =
      "Please confirm that this is the email address of your TrayTable account with the link below. It works once, for 7 days.";
    const ignore = "If you did not create a TrayTable account, ignore this email.";
    return {
      subject: "Verify your email",
      preview: "Confirm your email address; the link works for 7 days",
      body: mjml`${paragraph(`Hi ${defang(d.firstName)},`)}${paragraph(intro)}${button("Verify email", href)}${paragraph(ignore)}`,
      text: [`Hi ${defang(d.firstName)},`, "", intro, "", `Verify email: ${href}`, "", ignore],
      why: "You receive this email because a TrayTable account was created with this address.",
    };
  },
});
