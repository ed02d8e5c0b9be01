import "server-only";
import { z } from "zod";
import type { Tx } from "../../db";
import { defineEmail } from "../../email/definition";
import { enqueueEmail } from "../../email/enqueue";
import { mjml } from "../../email/markup";
import { button, link, paragraph } from "../../email/parts";

export const welcomeEmail = defineEmail({
  template: "welcome",
  schema: z.object({
    firstName: z.string(),
    /**
     * The account's first "Verify your email" link (raw token, like "password-reset");
     * absent in rows queued before email verification.
     */
    verifyToken: z.string().optional(),
  }),
  preference: "emailNotifications",
  content: (d) => {
    const intro =
      "Welcome to TrayTable. Browse home cooks near you and order trays for your next event: a medium tray serves 6-8 people, a large one 10-12.";
    // Rows queued before email verification carry no token.
    const verifyHref = d.verifyToken
      ? link(`/auth/verify-email?token=${encodeURIComponent(d.verifyToken)}`)
      : null;
    const verify = `Verify your email: please confirm that this is your address with the link below. It works once, for 7 days.`;
    return {
      subject: "Welcome to TrayTable",
      preview: "Home-cooked catering by the tray",
      body: verifyHref
        ? mjml`${paragraph(`Hi ${d.firstName},`)}${paragraph(intro)}${button("Browse caterers", link("/"))}${paragraph(verify)}${button("Verify email", verifyHref)}`
        : mjml`${paragraph(`Hi ${d.firstName},`)}${paragraph(intro)}${button("Browse caterers", link("/"))}`,
      text: [
        `Hi ${d.firstName},`,
        "",
        intro,
        "",
        `Browse caterers: ${link("/")}`,
        ...(verifyHref ? ["", verify, "", `Verify email: ${verifyHref}`] : []),
      ],
    };
  },
});

/** A new account; `verifyToken` puts its first "Verify your email" link in the welcome. */
export async function emailWelcome(tx: Tx, userId: number, verifyToken?: string) {
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId } });
  return enqueueEmail(tx, welcomeEmail, {
    to: user.email,
    recipientUserId: user.id,
    data: { firstName: user.firstName, ...(verifyToken ? { verifyToken } : {}) },
    dedupeKey: `welcome:${userId}`,
  });
}
