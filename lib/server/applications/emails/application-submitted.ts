import "server-only";
import { z } from "zod";
import type { Tx } from "../../db";
import { defineEmail } from "../../email/definition";
import { activeAdmins, enqueueToEach } from "../../email/enqueue";
import { mjml } from "../../email/markup";
import { button, link, paragraph, table, textRows, type Row } from "../../email/parts";

/** A caterer application submitted, to every active admin. */
export const applicationSubmittedEmail = defineEmail({
  template: "application-submitted",
  schema: z.object({
    applicationId: z.number(),
    businessName: z.string(),
    applicantName: z.string(),
    applicantEmail: z.string(),
    serviceArea: z.string(),
    cuisineTags: z.array(z.string()),
  }),
  preference: "emailNotifications",
  content: (d) => {
    const rows: Row[] = [
      ["Business", d.businessName],
      ["Applicant", `${d.applicantName} (${d.applicantEmail})`],
      ["Cuisines", d.cuisineTags.join(", ")],
      ["Service area", d.serviceArea],
    ];
    const href = link("/admin/caterer-applications");
    return {
      subject: `New caterer application: ${d.businessName}`,
      preview: `${d.applicantName} applied to cook on TrayTable`,
      body: mjml`${paragraph("A caterer application was submitted for review.")}${table(rows)}${button("Review applications", href)}`,
      text: [
        "A caterer application was submitted for review.",
        "",
        ...textRows(rows),
        "",
        `Review applications: ${href}`,
      ],
    };
  },
});

/** An application submitted for review: every active admin hears of it. */
export async function emailApplicationSubmitted(tx: Tx, applicationId: number) {
  const application = await tx.catererApplication.findUniqueOrThrow({
    where: { id: applicationId },
    include: { user: { select: { firstName: true, lastName: true, email: true } } },
  });
  const data = {
    applicationId,
    businessName: application.businessName,
    applicantName: `${application.user.firstName} ${application.user.lastName}`,
    applicantEmail: application.user.email,
    serviceArea: application.serviceArea,
    cuisineTags: application.cuisineTags,
  };
  return enqueueToEach(tx, applicationSubmittedEmail, await activeAdmins(tx), () => ({ data }));
}
