import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "../db";
import type { EmailDefinition } from "./definition";

export type EnqueueEmail<Data> = {
  to: string;
  data: Data;
  /** The account the email goes to, whose Settings may turn non-essential emails off. */
  recipientUserId?: number | null;
  /** One email per key, however often the cause is replayed. */
  dedupeKey?: string;
  /** The recipient's Settings when the caller has them in hand already (nothing is read). */
  recipientSettings?: RecipientSettings | null;
};

/** What of an account decides whether a non-essential email may go to it. */
export type RecipientSettings = {
  emailNotifications: boolean;
  messageEmails: boolean;
  emailVerified: boolean;
};

/**
 * Writes an email to the outbox inside the caller's transaction: it exists exactly when
 * the change that causes it commits, and the job worker sends it afterwards. Nothing here
 * talks to a mail server, so an SMTP outage never slows or fails the caller. Returns
 * whether a row was written (false: the recipient turned such emails off, or the dedupe
 * key was used before).
 */
export async function enqueueEmail<Data extends Prisma.InputJsonObject>(
  tx: Tx,
  definition: EmailDefinition<Data>,
  email: EnqueueEmail<Data>,
): Promise<boolean> {
  const { preference } = definition;
  if (preference && email.recipientUserId) {
    const recipient =
      email.recipientSettings ??
      (await tx.user.findUnique({
        where: { id: email.recipientUserId },
        select: { emailNotifications: true, messageEmails: true, emailVerified: true },
      }));
    if (recipient && !recipient[preference]) return false;
    // Nothing optional to an address its owner never proved (docs/security.md).
    if (recipient && !recipient.emailVerified && definition.verifiedOnly) return false;
  }
  const { count } = await tx.emailOutbox.createMany({
    data: [
      {
        template: definition.template,
        toAddress: email.to,
        data: email.data,
        dedupeKey: email.dedupeKey ?? null,
        recipientUserId: email.recipientUserId ?? null,
      },
    ],
    skipDuplicates: true,
  });
  return count === 1;
}

/** One email to each account, in their order; returns how many rows were written. */
export async function enqueueToEach<Data extends Prisma.InputJsonObject, To extends Account>(
  tx: Tx,
  definition: EmailDefinition<Data>,
  recipients: To[],
  email: (to: To) => Omit<EnqueueEmail<Data>, "to" | "recipientUserId">,
): Promise<number> {
  let written = 0;
  for (const to of recipients) {
    const row = { ...email(to), to: to.email, recipientUserId: to.id };
    if (await enqueueEmail(tx, definition, row)) written++;
  }
  return written;
}

type Account = { id: number; email: string };

/** Every active admin, oldest first: who hears of what needs TrayTable's own hand. */
export function activeAdmins(tx: Tx) {
  return tx.user.findMany({
    where: { role: "admin", isActive: true },
    select: { id: true, email: true, firstName: true },
    orderBy: { id: "asc" },
  });
}

/**
 * Writes an email to an account's own address (accountAddress()); false, and nothing
 * written, when there is no such account.
 */
export async function enqueueToAccount<Data extends Prisma.InputJsonObject>(
  tx: Tx,
  definition: EmailDefinition<Data>,
  userId: number | null,
  email: Omit<EnqueueEmail<Data>, "to" | "recipientUserId">,
): Promise<boolean> {
  const account = await accountAddress(tx, userId);
  if (!account) return false;
  return enqueueEmail(tx, definition, { ...email, to: account.email, recipientUserId: account.id });
}

/**
 * Where mail about an account's order goes (docs/security.md, "No open mail relay"): the
 * address of the account, never an order's contact email (which anyone may type and which
 * only the caterer sees). An order whose account is gone gets no mail.
 */
export async function accountAddress(tx: Tx, userId: number | null) {
  if (!userId) return null;
  return tx.user.findUnique({ where: { id: userId }, select: { id: true, email: true } });
}
