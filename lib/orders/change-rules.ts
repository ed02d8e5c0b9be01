/**
 * Changes to a kitchen order (docs/product-rules.md §20), pure so that the change form and
 * the server agree: until when an order can change, what a change does to each line, what
 * it costs or gives back, and whether the kitchen must accept it first.
 */
import { eventStart } from "@/lib/lines/rules";
import { noticeHoursFor, type NoticeTerms } from "@/lib/lines/lead-time";
import {
  refundCents,
  refundFraction,
  type CancellationPolicyValue,
} from "@/lib/lines/cancellation-policy";

/** The cutoff of a kitchen that set no notice: two days before the event. */
export const DEFAULT_CHANGE_CUTOFF_HOURS = 48;

/**
 * Until when an order can change: its start minus the notice the kitchen requires for its
 * trays (the order dialog's rule), or DEFAULT_CHANGE_CUTOFF_HOURS for a kitchen without one.
 */
export function changeCutoff(
  terms: NoticeTerms,
  units: number,
  eventDate: string,
  eventTime: string,
): Date {
  const hours = noticeHoursFor(terms, units) ?? DEFAULT_CHANGE_CUTOFF_HOURS;
  return new Date(eventStart(eventDate, eventTime).getTime() - hours * 3_600_000);
}

/** The server's refusal after the cutoff, with the cutoff as the marketplace's clock reads it. */
export const changesClosedMessage = (cutoff: string) =>
  `Changes to this order closed at ${cutoff}. Please message the kitchen.`;

/** A line of the order as it stands. */
export type CurrentLine = {
  id: number;
  dishId: number | null;
  dishName: string;
  traySize: "medium" | "large";
  quantity: number;
  totalPrice: number;
  trayUnits: number;
  specialRequests: string | null;
};

/** What a change does to one line (fromQuantity null: a dish added). */
export type LineDelta = {
  lineId: number | null;
  dishId: number | null;
  dishName: string;
  traySize: "medium" | "large";
  quantity: number;
  specialRequests: string | null;
  fromTraySize: "medium" | "large" | null;
  fromQuantity: number | null;
  fromTotal: number;
  toTotal: number;
  fromUnits: number;
  toUnits: number;
};

/** A line grows when it costs more or takes more trays; a new dish always grows. */
export const grows = (d: LineDelta) =>
  d.fromQuantity === null || d.toTotal > d.fromTotal || d.toUnits > d.fromUnits;

/** What the customer pays for a change of a paid order: what its lines grow by. */
export const changeChargeCents = (deltas: LineDelta[]) =>
  deltas.reduce((s, d) => s + Math.max(0, d.toTotal - d.fromTotal), 0);

/**
 * Whether the kitchen must accept a change first: anything that adds to an order it has
 * been paid for or has confirmed. A change that only takes away (or an unpaid order the
 * kitchen has not confirmed) applies at once.
 */
export function needsKitchenAcceptance(
  deltas: LineDelta[],
  order: { paid: boolean; status: string },
): boolean {
  if (!order.paid && order.status === "pending") return false;
  return deltas.some(grows);
}

/**
 * What goes back for a paid line made smaller or removed: a change the kitchen accepted (or
 * an admin made) gives back all it takes away; one applied at once is the customer's own
 * cancellation of that part, under the kitchen's policy (§11).
 */
export function reductionRefundCents(
  takenAwayCents: number,
  how: { acceptedByKitchen: boolean; byAdmin: boolean },
  policy: CancellationPolicyValue | null,
  hoursAhead: number,
): number {
  if (takenAwayCents <= 0) return 0;
  if (how.acceptedByKitchen || how.byAdmin) return takenAwayCents;
  return refundCents(takenAwayCents, refundFraction(policy, hoursAhead));
}

/** The kitchen's response deadline for a paid order: see respondByAt. */
const HOUR_MS = 3_600_000;

/**
 * By when a kitchen must confirm a paid order (docs/product-rules.md §20): 24 hours after
 * the payment, or half the time left until the event when that is shorter, never under one
 * hour. The reminder goes out halfway there.
 */
export function respondByAt(paidAt: Date, start: Date): { respondBy: Date; remindAt: Date } {
  const half = (start.getTime() - paidAt.getTime()) / 2;
  const window = Math.max(HOUR_MS, Math.min(24 * HOUR_MS, half));
  return {
    respondBy: new Date(paidAt.getTime() + window),
    remindAt: new Date(paidAt.getTime() + window / 2),
  };
}

/** The kitchen's acceptance rate: confirmed of decided orders, as a whole percent; null: none. */
export function acceptanceRate(counts: { confirmed: number; decided: number }): number | null {
  if (counts.decided === 0) return null;
  return Math.round((counts.confirmed / counts.decided) * 100);
}
