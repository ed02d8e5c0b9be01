import type { CancellationPolicyValue } from "@/lib/lines/cancellation-policy";

/**
 * A kitchen's limits and terms (docs/product-rules.md §11), public: the order dialog and
 * the caterer page show them. Nulls keep the spec's rules.
 */
export type KitchenTermsDto = {
  catererId: number;
  /** Daily tray capacity; null = no tray limit. */
  trayCapacity: number | null;
  largeTrayWeight: number;
  minNoticeHours: number | null;
  longNoticeHours: number | null;
  longNoticeAboveTrays: number | null;
  cancellationPolicy: CancellationPolicyValue | null;
  /** Minutes before the event that the 30-minute arrival window opens (§24). */
  arrivalLeadMinutes: number;
};

/** Tray units left per date, for the order dialog ("room for 6 more trays"). */
export type KitchenLoadDto = KitchenTermsDto & {
  /** Dates that have an availability entry with a tray capacity: units left. */
  traysLeft: Record<string, number>;
};
