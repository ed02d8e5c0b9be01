import "server-only";
import {
  emailPreferencesSchema,
  type EmailPreferencesInput,
} from "@/lib/users/email-preferences-schemas";
import { requireActor, type Actor } from "../actor";
import { db } from "../db";
import { parseInput } from "../validation";

export type EmailPreferences = { emailNotifications: boolean; messageEmails: boolean };

/** The signed-in person's own email settings. */
export async function getEmailPreferences(actor: Actor | null): Promise<EmailPreferences> {
  const a = requireActor(actor);
  return db.user.findUniqueOrThrow({
    where: { id: a.userId },
    select: { emailNotifications: true, messageEmails: true },
  });
}

/**
 * Turns non-essential emails (order updates, new orders, applications, welcome) and, on
 * its own switch, new-message emails on or off for the signed-in person. Receipts, refunds and security emails are sent regardless.
 */
export async function updateEmailPreferences(
  actor: Actor | null,
  input: EmailPreferencesInput,
): Promise<EmailPreferences> {
  const a = requireActor(actor);
  const data = parseInput(emailPreferencesSchema, input);
  return db.user.update({
    where: { id: a.userId },
    data: { emailNotifications: data.emailNotifications, messageEmails: data.messageEmails },
    select: { emailNotifications: true, messageEmails: true },
  });
}
