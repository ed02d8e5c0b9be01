/**
 * Home-kitchen permit rules (docs/product-rules.md §14), pure so that the pages show what the
 * server enforces: the badge, and hiding expired kitchens.
 */
export const PERMIT_TYPES = [
  { value: "cottage_food_registration", label: "Cottage food registration" },
  { value: "home_kitchen_operation_permit", label: "Home kitchen operation permit" },
  { value: "other", label: "Other permit" },
] as const;
export type PermitTypeValue = (typeof PERMIT_TYPES)[number]["value"];
export const permitTypeLabel = (value: string) =>
  PERMIT_TYPES.find((t) => t.value === value)?.label ?? value;

/** Uploads: PDF, PNG or JPEG (recognised by their content, lib/server/files/sniff.ts), at most 5 MB. */
export const MAX_PERMIT_DOCUMENT_BYTES = 5 * 1024 * 1024;

type PermitDates = { expiresOn: string; verifiedAt: string | null };

/** Expired: the expiry date is before today (the permit is valid on its expiry date). */
export const isPermitExpired = (p: { expiresOn: string }, today: string) => p.expiresOn < today;

/** The caterer page's badge: verified by an admin and not expired. */
export const showsPermitBadge = (p: PermitDates | null, today: string) =>
  p !== null && p.verifiedAt !== null && !isPermitExpired(p, today);
