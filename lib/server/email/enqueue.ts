import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { Tx } from "../db";
import { isEssential, needsVerifiedAddress, preferenceOf } from "./templates";
import type { EmailData, EmailTemplate } from "./types";

export type EnqueueEmail<T extends EmailTemplate> = {
  template: T;
  to: string;
  data: EmailData[T];
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
export async function enqueueEmail<T extends EmailTemplate>(
  tx: Tx,
  email: EnqueueEmail<T>,
): Promise<boolean> {
  if (!isEssential(email.template) && email.recipientUserId) {
    const recipient =
      email.recipientSettings ??
      (await tx.user.findUnique({
        where: { id: email.recipientUserId },
        select: { emailNotifications: true, messageEmails: true, emailVerified: true },
      }));
    if (recipient && !recipient[preferenceOf(email.template)]) return false;
    // Nothing optional to an address its owner never proved (docs/security.md).
    if (recipient && !recipient.emailVerified && needsVerifiedAddress(email.template)) {
      return false;
    }
  }
  const { count } = await tx.emailOutbox.createMany({
    data: [
      {
        template: email.template,
        toAddress: email.to,
        data: email.data as unknown as Prisma.InputJsonValue,
        dedupeKey: email.dedupeKey ?? null,
        recipientUserId: email.recipientUserId ?? null,
      },
    ],
    skipDuplicates: true,
  });
  return count === 1;
}
