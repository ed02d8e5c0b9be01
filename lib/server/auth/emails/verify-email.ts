import "server-only";
import { defineEmail } from "../../email/definition";
import { link } from "../../email/parts";
import { linkContent, linkEmailSchema } from "./link-content";

/**
 * A "Verify your email" link; the raw token, like "password-reset" (useless after 7 days or
 * one use). Sent whatever the Settings say: proving the address lets the other emails go.
 */
export const verifyEmailEmail = defineEmail({
  template: "verify-email",
  schema: linkEmailSchema,
  preference: null,
  content: (d) =>
    linkContent(d.firstName, {
      subject: "Verify your email",
      preview: "Confirm your email address; the link works for 7 days",
      intro:
        "Please confirm that this is the email address of your TrayTable account with the link below. It works once, for 7 days.",
      action: ["Verify email", link(`/auth/verify-email?token=${encodeURIComponent(d.token)}`)],
      after: "If you did not create a TrayTable account, ignore this email.",
      why: "You receive this email because a TrayTable account was created with this address.",
    }),
});
