import "server-only";
import { z } from "zod";
import { defineEmail } from "../../email/definition";
import { mjml } from "../../email/markup";
import { button, defang, link, paragraph } from "../../email/parts";

/**
 * A "Forgot password?" link. The token is the raw one (the database keeps only its hash),
 * so the outbox row is as sensitive as the link; it is useless after 30 minutes or one use.
 * Sent whatever the Settings say: the way back into a lost account must reach its owner.
 */
export const passwordResetEmail = defineEmail({
  template: "password-reset",
  schema: z.object({ firstName: z.string(), token: z.string() }),
  preference: null,
  content: (d) => {
    const href = link(`/auth/reset-password?token=${encodeURIComponent(d.token)}`);
    const intro =
      "Someone asked to reset the password of your TrayTable account. If it was you, choose a new password with the link below. It works once, for 30 minutes.";
    const ignore =
      "If you did not ask, ignore this email: your password stays as it is, and nobody can use the link once it expires.";
    return {
      subject: "Reset your TrayTable password",
      preview: "Choose a new password; the link works for 30 minutes",
      body: mjml`${paragraph(`Hi ${defang(d.firstName)},`)}${paragraph(intro)}${button("Reset password", href)}${paragraph(ignore)}`,
      text: [`Hi ${defang(d.firstName)},`, "", intro, "", `Reset password: ${href}`, "", ignore],
      why: "You receive this email because a password reset was requested for your TrayTable account.",
    };
  },
});
