import { z } from "zod";

const CHOOSE = "Choose whether to receive these emails";

/**
 * Settings: whether the person gets non-essential emails (receipts and refunds always go),
 * and, separately, emails about new messages in their order threads. Either may be sent
 * alone; at least one must be.
 */
export const emailPreferencesSchema = z
  .object({
    emailNotifications: z.boolean({ error: CHOOSE }).optional(),
    messageEmails: z.boolean({ error: CHOOSE }).optional(),
  })
  .refine((v) => v.emailNotifications !== undefined || v.messageEmails !== undefined, {
    message: CHOOSE,
    path: ["emailNotifications"],
  });
export type EmailPreferencesInput = z.input<typeof emailPreferencesSchema>;
