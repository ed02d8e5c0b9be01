import "server-only";
import { z } from "zod";
import { defineEmail } from "../../email/definition";
import { mjml } from "../../email/markup";
import { button, defang, link, paragraph } from "../../email/parts";

/**
 * A one-time sign-in link (raw token, like "password-reset"; 30 minutes, once). Sent
 * whatever the Settings say: the owner's way in while others guess the password.
 */
export const signInLinkEmail = defineEmail({
  template: "sign-in-link",
  schema: z.object({ firstName: z.string(), token: z.string() }),
  preference: null,
  content: (d) => {
    const href = link(`/auth/sign-in-link?token=${encodeURIComponent(d.token)}`);
    const intro =
      "Someone has been trying passwords on your TrayTable account from several places. Your account is safe unless they know your password, and you can still sign in as usual. To sign in without your password, use the link below: it works once, for 30 minutes.";
    const advice =
      "If you use this password anywhere else, change it there. You can change it here too, in Settings.";
    return {
      subject: "Sign in to TrayTable with this link",
      preview: "Failed sign-ins to your account: a one-time link for you",
      body: mjml`${paragraph(`Hi ${defang(d.firstName)},`)}${paragraph(intro)}${button("Sign in", href)}${paragraph(advice)}`,
      text: [`Hi ${defang(d.firstName)},`, "", intro, "", `Sign in: ${href}`, "", advice],
      why: "You receive this email because sign-ins to your TrayTable account failed from several places.",
    };
  },
});
