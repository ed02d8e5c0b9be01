/**
 * Home-kitchen permit rules (docs/product-rules.md §14), pure so that the pages show what the
 * server enforces: the badge, hiding expired kitchens, and when reminders are due.
 */
import { addDaysIso } from "@/lib/dates";

export const PERMIT_TYPES = [
  { value: "cottage_food_registration", label: "Cottage food registration" },
  { value: "home_kitchen_operation_permit", label: "Home kitchen operation permit" },
  { value: "other", label: "Other permit" },
] as const;
export type PermitTypeValue = (typeof PERMIT_TYPES)[number]["value"];
export const permitTypeLabel = (value: string) =>
  PERMIT_TYPES.find((t) => t.value === value)?.label ?? value;

/** Uploads: PDF, PNG or JPEG, at most 5 MB, recognised by their content. */
export const PERMIT_DOCUMENT_TYPES = ["application/pdf", "image/png", "image/jpeg"] as const;
export const MAX_PERMIT_DOCUMENT_BYTES = 5 * 1024 * 1024;

/** Reminders go out this many days before expiry, once each. */
export const PERMIT_REMINDER_DAYS = [30, 7] as const;

type PermitDates = { expiresOn: string; verifiedAt: string | null };

/** Expired: the expiry date is before today (the permit is valid on its expiry date). */
export const isPermitExpired = (p: { expiresOn: string }, today: string) => p.expiresOn < today;

/** The caterer page's badge: verified by an admin and not expired. */
export const showsPermitBadge = (p: PermitDates | null, today: string) =>
  p !== null && p.verifiedAt !== null && !isPermitExpired(p, today);

/**
 * Which reminder (30 or 7 days) is due today for a permit, or null. A permit first seen
 * inside 7 days gets only the 7-day reminder; an expired one gets none.
 */
export function dueReminder(
  p: { expiresOn: string; reminder30SentAt: string | null; reminder7SentAt: string | null },
  today: string,
): 30 | 7 | null {
  if (isPermitExpired(p, today)) return null;
  if (p.expiresOn <= addDaysIso(today, 7)) return p.reminder7SentAt ? null : 7;
  if (p.expiresOn <= addDaysIso(today, 30)) return p.reminder30SentAt ? null : 30;
  return null;
}
