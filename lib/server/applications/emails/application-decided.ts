import "server-only";
import { z } from "zod";
import type { Tx } from "../../db";
import { defineEmail } from "../../email/definition";
import { enqueueEmail } from "../../email/enqueue";
import { mjml } from "../../email/markup";
import { button, link, paragraph, quote } from "../../email/parts";

/** An admin's decision on a caterer application, to the applicant with the admin's notes. */
export const applicationDecidedEmail = defineEmail({
  template: "application-decided",
  schema: z.object({
    applicationId: z.number(),
    businessName: z.string(),
    firstName: z.string(),
    decision: z.enum(["approved", "rejected", "changes_requested"]),
    adminNotes: z.string().nullable(),
  }),
  preference: "emailNotifications",
  content: (d) => {
    const outcome = {
      approved: {
        subject: `Your caterer application for ${d.businessName} was approved`,
        line: "Good news: your application was approved. Your kitchen is ready for its menu.",
        action: ["Go to My Kitchen", link("/caterer-dishes")],
      },
      rejected: {
        subject: `Your caterer application for ${d.businessName} was not approved`,
        line: "We reviewed your application and cannot approve it.",
        action: ["View your application", link("/become-a-caterer")],
      },
      changes_requested: {
        subject: `Changes requested on your caterer application for ${d.businessName}`,
        line: "We reviewed your application and need a few changes before we can approve it. Update it and submit it again.",
        action: ["Update your application", link("/become-a-caterer")],
      },
    }[d.decision];
    const [label, href] = outcome.action as [string, string];
    return {
      subject: outcome.subject,
      preview: outcome.line,
      body: mjml`${paragraph(`Hi ${d.firstName},`)}${paragraph(outcome.line)}${
        d.adminNotes ? quote("Notes from our team", d.adminNotes) : ""
      }${button(label, href)}`,
      text: [
        `Hi ${d.firstName},`,
        "",
        outcome.line,
        ...(d.adminNotes ? ["", `Notes from our team: ${d.adminNotes}`] : []),
        "",
        `${label}: ${href}`,
      ],
    };
  },
});

/**
 * An admin's decision (approved, rejected or changes requested): the applicant hears of
 * it with the admin's notes. Call it inside the transaction that records the decision,
 * after the application row carries its new status and notes.
 */
export async function emailApplicationDecided(tx: Tx, applicationId: number) {
  const application = await tx.catererApplication.findUniqueOrThrow({
    where: { id: applicationId },
    include: { user: { select: { id: true, firstName: true, email: true } } },
  });
  const decision = application.status;
  if (decision !== "approved" && decision !== "rejected" && decision !== "changes_requested") {
    throw new Error(`Application ${applicationId} is ${decision}, not decided`);
  }
  return enqueueEmail(tx, applicationDecidedEmail, {
    to: application.user.email,
    recipientUserId: application.user.id,
    data: {
      applicationId,
      businessName: application.businessName,
      firstName: application.user.firstName,
      decision,
      adminNotes: application.adminNotes,
    },
  });
}
