/**
 * Whether a date can take one more line (docs/product-rules.md §4, §11): one slot, and its
 * tray units when the date or the kitchen has a tray capacity. takeSlotSql enforces it with one
 * conditional upsert (lib/server/availability/slots.ts); this pure form explains a refusal
 * and lets the event cart say, before checkout, which line would be refused.
 */
import { DEFAULT_MAX_ORDERS_PER_DAY } from "@/lib/constants";
import { doesNotFitMessage } from "./tray-load";

export const NOT_AVAILABLE = "The caterer is not available on this date";
export const FULLY_BOOKED = "This date is fully booked";

/** A date's counts; a date without an availability row is open with the default slots. */
export type SlotState = {
  isAvailable: boolean;
  currentOrders: number;
  maxOrders: number;
  /** The date's tray capacity, else the kitchen's; null for none. */
  capacity: number | null;
  currentTrays: number;
};

export const openSlot = (kitchenCapacity: number | null): SlotState => ({
  isAvailable: true,
  currentOrders: 0,
  maxOrders: DEFAULT_MAX_ORDERS_PER_DAY,
  capacity: kitchenCapacity,
  currentTrays: 0,
});

/** Why the date cannot take a line of `units` tray units (path: the field to blame), or null. */
export function slotRefusal(
  slot: SlotState,
  units: number,
  largeTrayWeight: number,
): { message: string; path?: "quantity" } | null {
  if (!slot.isAvailable) return { message: NOT_AVAILABLE };
  if (slot.currentOrders >= slot.maxOrders) return { message: FULLY_BOOKED };
  if (slot.capacity === null) return null;
  const left = Math.max(0, slot.capacity - slot.currentTrays);
  if (left < 1) return { message: FULLY_BOOKED };
  if (units > left) return { message: doesNotFitMessage(left, largeTrayWeight), path: "quantity" };
  return null;
}
