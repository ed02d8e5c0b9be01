import "server-only";
import { defineEmail } from "../../email/definition";
import { link } from "../../email/parts";
import { linkContent, linkEmailSchema } from "./link-content";

/**
 * A "Forgot password?" link. The token is the raw one (the database keeps only its hash),
 * so the outbox row is as sensitive as the link; it is useless after 30 minutes or one use.
 * Sent whatever the Settings say: the way back into a lost account must reach its owner.
 */
export const passwordResetEmail = defineEmail({
  template: "password-reset",
  schema: linkEmailSchema,
  preference: null,
  content: (d) =>
    linkContent(d.firstName, {
      subject: "Reset your TrayTable password",
      preview: "Choose a new password; the link works for 30 minutes",
      intro:
        "Someone asked to reset the password of your TrayTable account. If it was you, choose a new password with the link below. It works once, for 30 minutes.",
      action: ["Reset password", link(`/auth/reset-password?token=${encodeURIComponent(d.token)}`)],
      after:
        "If you did not ask, ignore this email: your password stays as it is, and nobody can use the link once it expires.",
      why: "You receive this email because a password reset was requested for your TrayTable account.",
    }),
});
