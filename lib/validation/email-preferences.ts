import { z } from "zod";

/** Settings: whether the person gets non-essential emails (receipts and refunds always go). */
export const emailPreferencesSchema = z.object({
  emailNotifications: z.boolean({ error: "Choose whether to receive these emails" }),
});
export type EmailPreferencesInput = z.input<typeof emailPreferencesSchema>;
