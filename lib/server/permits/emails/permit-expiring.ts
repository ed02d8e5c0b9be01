import "server-only";
import { z } from "zod";
import { formatEventDate } from "@/lib/format";
import type { Tx } from "../../db";
import { defineEmail } from "../../email/definition";
import { activeAdmins, enqueueToEach } from "../../email/enqueue";
import { mjml } from "../../email/markup";
import { button, link, paragraph } from "../../email/parts";

/**
 * A permit expiring in 30 or 7 days, to its holder and every admin. Sent whatever the
 * Settings say: a lapsing permit hides the kitchen.
 */
export const permitExpiringEmail = defineEmail({
  template: "permit-expiring",
  schema: z.object({
    firstName: z.string(),
    holderName: z.string(),
    holderEmail: z.string(),
    businessName: z.string().nullable(),
    permitNumber: z.string(),
    /** YYYY-MM-DD */
    expiresOn: z.string(),
    daysBefore: z.union([z.literal(30), z.literal(7)]),
    /** The holder gets the renewal link; admins the review page. */
    forAdmin: z.boolean(),
  }),
  preference: null,
  content: (d) => {
    const who = d.businessName ? `${d.businessName} (${d.holderName})` : d.holderName;
    const line = d.forAdmin
      ? `The home-kitchen permit ${d.permitNumber} of ${who}, ${d.holderEmail}, expires on ${formatEventDate(d.expiresOn)}, in ${d.daysBefore} days.`
      : `Your home-kitchen permit ${d.permitNumber} expires on ${formatEventDate(d.expiresOn)}, in ${d.daysBefore} days. Once it expires your kitchen is hidden from search until you upload the renewed permit.`;
    const [label, href] = d.forAdmin
      ? ["Review applications", link("/admin/caterer-applications")]
      : ["Renew your permit", link("/become-a-caterer")];
    return {
      subject: `Home-kitchen permit ${d.permitNumber} expires in ${d.daysBefore} days`,
      preview: line,
      body: mjml`${paragraph(`Hi ${d.firstName},`)}${paragraph(line)}${button(label, href)}`,
      text: [`Hi ${d.firstName},`, "", line, "", `${label}: ${href}`],
    };
  },
});

/**
 * A permit expires in 30 (or 7) days: its holder and every active admin are reminded
 * (docs/product-rules.md §14). Called by the reminder job in the transaction that claims
 * the reminder; the dedupe key makes a replay write nothing.
 */
export async function emailPermitExpiring(
  tx: Tx,
  permitId: number,
  daysBefore: 30 | 7,
  expiresOn: string,
) {
  const permit = await tx.kitchenPermit.findUniqueOrThrow({
    where: { id: permitId },
    include: {
      user: {
        select: { id: true, email: true, firstName: true, lastName: true, caterer: true },
      },
    },
  });
  const admins = await activeAdmins(tx);
  const holder = permit.user;
  const base = {
    holderName: `${holder.firstName} ${holder.lastName}`,
    holderEmail: holder.email,
    businessName: holder.caterer?.name ?? null,
    permitNumber: permit.permitNumber,
    expiresOn,
    daysBefore,
  };
  const recipients = [
    { ...holder, forAdmin: false },
    ...admins.map((x) => ({ ...x, forAdmin: true })),
  ];
  return enqueueToEach(tx, permitExpiringEmail, recipients, (to) => ({
    data: { ...base, firstName: to.firstName, forAdmin: to.forAdmin },
    dedupeKey: `permit-expiring:${permitId}:${expiresOn}:${daysBefore}:${to.id}`,
  }));
}
