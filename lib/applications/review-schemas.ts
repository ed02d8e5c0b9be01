/**
 * The admin's side of caterer applications: the list filter and the notes that rejecting
 * and requesting changes need (approval takes none).
 */
import { z } from "zod";
import { ADMIN_VISIBLE_APPLICATION_STATUSES } from "@/lib/applications/rules";

export const REJECT_REASON_REQUIRED = "Please provide a reason for rejection";
export const CHANGES_REQUIRED = "Please specify what changes are needed";

const notes = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(2000, "Admin notes must be at most 2000 characters");

export const rejectApplicationSchema = z.object({ adminNotes: notes(REJECT_REASON_REQUIRED) });
export type RejectApplicationInput = z.input<typeof rejectApplicationSchema>;

export const requestChangesSchema = z.object({ adminNotes: notes(CHANGES_REQUIRED) });
export type RequestChangesInput = z.input<typeof requestChangesSchema>;

/** "pending": the ones waiting for a decision (submitted or under review). */
export const APPLICATION_FILTERS = [
  "all",
  "pending",
  ...ADMIN_VISIBLE_APPLICATION_STATUSES,
] as const;
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number];

/** ?status= of the admin list; missing or empty means all. */
export const applicationListQuerySchema = z.object({
  status: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z
      .enum(APPLICATION_FILTERS, {
        error: `Status must be one of ${APPLICATION_FILTERS.join(", ")}`,
      })
      .default("all"),
  ),
});
export type ApplicationListQuery = z.input<typeof applicationListQuerySchema>;
