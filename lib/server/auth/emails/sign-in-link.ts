import "server-only";
import { defineEmail } from "../../email/definition";
import { link } from "../../email/parts";
import { linkContent, linkEmailSchema } from "./link-content";

/**
 * A one-time sign-in link (raw token, like "password-reset"; 30 minutes, once). Sent
 * whatever the Settings say: the owner's way in while others guess the password.
 */
export const signInLinkEmail = defineEmail({
  template: "sign-in-link",
  schema: linkEmailSchema,
  preference: null,
  content: (d) =>
    linkContent(d.firstName, {
      subject: "Sign in to TrayTable with this link",
      preview: "Failed sign-ins to your account: a one-time link for you",
      intro:
        "Someone has been trying passwords on your TrayTable account from several places. Your account is safe unless they know your password, and you can still sign in as usual. To sign in without your password, use the link below: it works once, for 30 minutes.",
      action: ["Sign in", link(`/auth/sign-in-link?token=${encodeURIComponent(d.token)}`)],
      after:
        "If you use this password anywhere else, change it there. You can change it here too, in Settings.",
      why: "You receive this email because sign-ins to your TrayTable account failed from several places.",
    }),
});
